import { describe, expect, it } from 'vitest';
import { buildBrCode } from './br-code';

/** An independent reader: TLV walk, and a table-driven CRC unlike the builder's bitwise one. */
function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const len = Number.parseInt(text.slice(i + 2, i + 4), 10);
    expect(Number.isNaN(len)).toBe(false);
    fields.set(id, text.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  expect(i).toBe(text.length);
  return fields;
}

const table = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let k = 0; k < 8; k++) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
  return c & 0xffff;
});
function crcByTable(bytes: Buffer): number {
  let crc = 0xffff;
  for (const b of bytes) crc = ((crc << 8) ^ table[((crc >> 8) ^ b) & 0xff]!) & 0xffff;
  return crc;
}

describe('BR Code', () => {
  it('matches the CRC16-CCITT-FALSE check value of "123456789"', () => {
    expect(crcByTable(Buffer.from('123456789'))).toBe(0x29b1);
  });

  it('encodes the charge as EMV TLV fields with a valid CRC', () => {
    const code = buildBrCode({
      key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
      amount: 5050,
      txid: 'PLC0123456789abcdefGHIJK1',
      merchantName: 'Placar Apostas Ltda.',
      merchantCity: 'São Paulo',
    });
    const top = parseTlv(code);
    expect(top.get('00')).toBe('01');
    expect(top.get('01')).toBe('12');
    const account = parseTlv(top.get('26')!);
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe('7d9f0335-8dcc-4054-9bf9-0dbd61d36906');
    expect(top.get('52')).toBe('7995');
    expect(top.get('53')).toBe('986');
    expect(top.get('54')).toBe('50.50');
    expect(top.get('58')).toBe('BR');
    expect(top.get('59')).toBe('PLACAR APOSTAS LTDA.');
    expect(top.get('60')).toBe('SAO PAULO');
    expect(parseTlv(top.get('62')!).get('05')).toBe('PLC0123456789abcdefGHIJK1');
    expect([...top.keys()].at(-1)).toBe('63');
    const crc = Number.parseInt(top.get('63')!, 16);
    expect(crc).toBe(crcByTable(Buffer.from(code.slice(0, -4))));
  });

  it('detects a changed payload through the CRC', () => {
    const code = buildBrCode({
      key: 'k@placar.bet.br',
      amount: 1000,
      txid: 'ABC',
      merchantName: 'X',
      merchantCity: 'Y',
    });
    const tampered = code.replace('10.00', '90.00');
    expect(Number.parseInt(tampered.slice(-4), 16)).not.toBe(crcByTable(Buffer.from(tampered.slice(0, -4))));
  });

  it('refuses a txid that does not fit field 62-05', () => {
    expect(() =>
      buildBrCode({ key: 'k', amount: 1, txid: 'x'.repeat(26), merchantName: 'X', merchantCity: 'Y' }),
    ).toThrow(/txid/);
  });
});
