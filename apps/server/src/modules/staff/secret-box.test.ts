import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

describe('staff secret box', () => {
  it('opens what it sealed, and the sealed text does not hold the secret', () => {
    const sealed = sealSecret('server-secret', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret('server-secret', sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key and a changed text', () => {
    const sealed = sealSecret('server-secret', 'JBSWY3DPEHPK3PXP');
    expect(() => openSecret('other-secret', sealed)).toThrow();
    const parts = sealed.split('.');
    const changed = [...parts.slice(0, 3), Buffer.from('x').toString('base64url')].join('.');
    expect(() => openSecret('server-secret', changed)).toThrow();
  });
});
