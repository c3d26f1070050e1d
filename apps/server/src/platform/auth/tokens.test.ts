import { describe, expect, it } from 'vitest';
import { STAFF_AUDIENCE, STAFF_CHALLENGE_AUDIENCE, TokenService, tokenAudience } from './tokens';

const tokens = new TokenService('a-test-secret-of-enough-length-000000', 900);
const bettor = { id: 7, sessionId: 's-7', status: 'Active' as const, roles: [1] };

describe('bettor and staff tokens', () => {
  it('verifies each kind with its own verification', async () => {
    const b = await tokens.sign(bettor);
    const s = await tokens.signStaff({ id: 3, sessionId: 'st-3' }, STAFF_AUDIENCE, 600);
    expect(await tokens.verify(b)).toMatchObject({ id: 7, sessionId: 's-7', roles: [1] });
    expect(await tokens.verifyStaff(s, STAFF_AUDIENCE)).toEqual({ id: 3, sessionId: 'st-3' });
    expect(tokenAudience(s)).toBe(STAFF_AUDIENCE);
    expect(tokenAudience(b)).toBeUndefined();
  });

  it("refuses a staff token as a bettor's and a bettor's as staff", async () => {
    const b = await tokens.sign(bettor);
    const s = await tokens.signStaff({ id: 3, sessionId: 'st-3' }, STAFF_AUDIENCE, 600);
    await expect(tokens.verify(s)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(tokens.verifyStaff(b, STAFF_AUDIENCE)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('keeps a sign-in challenge apart from a staff session token', async () => {
    const c = await tokens.signStaff({ id: 3, sessionId: 'c-1' }, STAFF_CHALLENGE_AUDIENCE, 300);
    await expect(tokens.verifyStaff(c, STAFF_AUDIENCE)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(tokens.verify(c)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await tokens.verifyStaff(c, STAFF_CHALLENGE_AUDIENCE)).toEqual({ id: 3, sessionId: 'c-1' });
  });
});
