/** The staff module's state on one platform: its clock (tests move it to reach the idle limit). */
export type StaffState = { now: () => number };

declare module '../../platform/context' {
  interface ModuleState {
    staff: StaffState;
  }
}

export function createStaffState(): StaffState {
  return { now: () => Date.now() };
}
