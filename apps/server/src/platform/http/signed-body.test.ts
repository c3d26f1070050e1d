import { describe, expect, it } from 'vitest';
import { signBody, verifySignedBody } from './signed-body';

describe('signed bodies (t=…,v1=HMAC-SHA256(secret, "t.body"))', () => {
  const now = 1_800_000_000_000;
  const body = '{"amount":"10.00"}';

  it('accepts its own signature within five minutes either way', () => {
    const header = signBody('s3cret', body, now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignedBody('s3cret', body, header, now + 299_000)).toBe(true);
    expect(verifySignedBody('s3cret', body, header, now - 299_000)).toBe(true);
  });

  it('refuses another body, another secret, an old or future signature and malformed headers', () => {
    const header = signBody('s3cret', body, now);
    expect(verifySignedBody('s3cret', `${body} `, header, now)).toBe(false);
    expect(verifySignedBody('other', body, header, now)).toBe(false);
    expect(verifySignedBody('s3cret', body, header, now + 301_000)).toBe(false);
    expect(verifySignedBody('s3cret', body, header, now - 301_000)).toBe(false);
    for (const bad of [undefined, '', 't=abc,v1=00', `t=${now / 1000}`, `t=${now / 1000},v1=zz`])
      expect(verifySignedBody('s3cret', body, bad, now)).toBe(false);
  });
});
