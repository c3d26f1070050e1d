import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform/context';
import { createTestPlatform } from '../../testing/platform';
import { csvCell, recordStaffAction } from './audit.service';

describe('the audit log', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('is written inside the caller transaction and refuses update and delete', async () => {
    await platform.db.transaction().execute(async (trx) => {
      await recordStaffAction(trx, {
        staff: { id: 1, email: 'a@placar.bet.br' },
        action: 'withdrawal.approved',
        target: { type: 'withdrawal', id: 42 },
        before: { status: 'PENDING_APPROVAL' },
        after: { status: 'APPROVED' },
        reason: 'Documentos conferidos',
      });
    });
    await expect(
      platform.db.transaction().execute(async (trx) => {
        await recordStaffAction(trx, { staff: { id: 1, email: 'a@placar.bet.br' }, action: 'x.rolled-back' });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    const { rows } = await sql<{ action: string; target_id: string }>`
      select action, target_id from staff_audit_log`.execute(platform.db);
    expect(rows).toEqual([{ action: 'withdrawal.approved', target_id: '42' }]);
    await expect(sql`update staff_audit_log set reason = 'outro'`.execute(platform.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from staff_audit_log`.execute(platform.db)).rejects.toThrow(/append-only/);
  });

  it('writes CSV cells a spreadsheet reads as text', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell('simples')).toBe('simples');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});
