import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStep } from './totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (8-digit vectors; the last 6 digits are ours).
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(totpCode(RFC_SECRET, totpStep(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, totpStep(1_234_567_890_000))).toBe('005924');
    expect(totpCode(RFC_SECRET, totpStep(2_000_000_000_000))).toBe('279037');
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('accepts the step either side of now, and never a used or older step again', () => {
    const at = 1_700_000_000_000;
    const now = totpStep(at);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 1), null, at)).toBe(now - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 1), null, at)).toBe(now + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 2), null, at)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now, at)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 1), now - 1, at)).toBeNull();
    expect(matchTotp(RFC_SECRET, '000000', null, at)).toBeNull();
  });

  it('builds the otpauth URI the apps read', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'Placar', 'ana@example.com');
    expect(uri).toBe(
      'otpauth://totp/Placar%3Aana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Placar&algorithm=SHA1&digits=6&period=30',
    );
  });
});
