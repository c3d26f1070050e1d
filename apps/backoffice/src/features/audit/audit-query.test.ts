import { describe, expect, it } from 'vitest';
import { auditFilter, EMPTY_AUDIT_FORM } from './audit-query';

describe('auditFilter', () => {
  it('leaves empty fields out', () => {
    expect(auditFilter(EMPTY_AUDIT_FORM)).toEqual({});
    expect(JSON.stringify(auditFilter({ ...EMPTY_AUDIT_FORM, staffEmail: '  ' }))).toBe('{}');
  });

  it('takes Brasília days, the last one whole', () => {
    const f = auditFilter({
      ...EMPTY_AUDIT_FORM,
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      action: ' staff.created ',
    });
    expect(f).toEqual({
      action: 'staff.created',
      from: '2026-11-01T00:00:00-03:00',
      to: '2026-12-01T00:00:00-03:00',
    });
  });
});
