/**
 * The Pix BR Code ("copia e cola"): an EMV® QRCPS merchant-presented payload, as in the Banco Central's
 * BR Code manual. Fields are TLV: two-digit id, two-digit length, value; the last field (63) is the
 * CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) of everything before it, including "6304".
 */
export type BrCodeInput = {
  /** The receiving Pix key (the operator's). */
  key: string;
  /** Centavos. */
  amount: number;
  /** Up to 25 characters, letters and digits (field 62-05). */
  txid: string;
  merchantName: string;
  merchantCity: string;
  /** Merchant category code; 7995 is betting and gambling. */
  mcc?: string;
};

export function buildBrCode(input: BrCodeInput): string {
  if (!/^[A-Za-z0-9]{1,25}$/.test(input.txid))
    throw new Error('BR Code: txid must be 1-25 letters or digits');
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new Error('BR Code: amount in centavos');
  const merchantAccount = tlv('00', 'br.gov.bcb.pix') + tlv('01', input.key);
  const payload =
    tlv('00', '01') +
    // 12: the code may be paid only once
    tlv('01', '12') +
    tlv('26', merchantAccount) +
    tlv('52', input.mcc ?? '7995') +
    tlv('53', '986') +
    tlv('54', (input.amount / 100).toFixed(2)) +
    tlv('58', 'BR') +
    tlv('59', emvText(input.merchantName, 25)) +
    tlv('60', emvText(input.merchantCity, 15)) +
    tlv('62', tlv('05', input.txid));
  const withCrcId = `${payload}6304`;
  return withCrcId + crc16(withCrcId);
}

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code: field ${id} longer than 99 characters`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** EMV text fields: plain ASCII, upper case, no accents, cut to the field's length. */
function emvText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .toUpperCase()
    .slice(0, max)
    .trim();
}

/** CRC16-CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection; 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
