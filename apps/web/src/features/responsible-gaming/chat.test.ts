import { describe, expect, it } from 'vitest';
import { isChatDisabledFor } from './chat';

describe('chat for auto-excluded users', () => {
  it('is disabled for self-excluded and blocked users and for any autoexclusion', () => {
    expect(isChatDisabledFor({ status: 'SelfExcluded' })).toBe(true);
    expect(isChatDisabledFor({ status: 'InternalBlocked' })).toBe(true);
    expect(isChatDisabledFor({ status: 'Active', autoexclusion: { exclusionMonth: 3 } })).toBe(true);
    expect(isChatDisabledFor({ status: 'Active', autoexclusion: null })).toBe(false);
    expect(isChatDisabledFor(null)).toBe(false);
  });
});
