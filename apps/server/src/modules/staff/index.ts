import type { PlacarModule } from '../../platform/module';
import { seedStaffDemo } from './demo';
import { staffRoutes } from './staff.routes';

export { recordStaffAction, type StaffActionEntry } from './audit.service';
export { DEMO_STAFF } from './demo';
export { createStaffState, type StaffState } from './staff.state';

/**
 * Back-office staff (issue 19): accounts apart from bettors, roles, TOTP sign-in, 30-minute idle
 * sessions and the append-only audit log other modules write through `recordStaffAction`.
 */
export const staffModule: PlacarModule = { name: 'staff', routes: staffRoutes, seedDemo: seedStaffDemo };
