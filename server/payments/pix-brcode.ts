// Pix BR Code 'copia e cola' payloads (EMV MPM: 2-digit id + 2-digit length + value) with the
// CRC16-CCITT-FALSE of field 63, as in the BCB BR Code manual (see shared/reference/pix.md).
// Lengths are validated strictly: name ≤ 25, city ≤ 15, txid ≤ 25 [A-Za-z0-9] (few payer banks do).

/** CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, xorout 0; 4 uppercase hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One EMV field. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV id must be two digits: ${id}`);
  if (value.length > 99) throw new RangeError(`EMV field ${id} longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** ASCII upper case without accents, as payer banks expect in fields 59 and 60. */
export function emvText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();
}

export interface PixPayloadInput {
  /** The receiver's Pix key (e-mail ≤ 77, phone +55…, CPF 11, CNPJ 14, random key 36). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Reais; omitted lets the payer type it. */
  amount?: number;
  /** Reference label (field 62, sub 05): ≤ 25 alphanumerics; '***' when none. */
  txid?: string;
  /** Free text for the payer (field 26, sub 02). */
  description?: string;
}

export function buildPixPayload(input: PixPayloadInput): string {
  if (!input.key || input.key.length > 77) throw new RangeError('Pix key missing or longer than 77');
  const txid = input.txid ?? '***';
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid))
    throw new RangeError('txid must be 1–25 alphanumerics');
  const name = emvText(input.merchantName, 25);
  const city = emvText(input.merchantCity, 15);
  if (!name || !city) throw new RangeError('merchant name and city are required');

  const account =
    tlv('00', 'br.gov.bcb.pix') +
    tlv('01', input.key) +
    (input.description ? tlv('02', emvText(input.description, 40)) : '');
  let payload =
    tlv('00', '01') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '986') +
    (input.amount !== undefined ? tlv('54', formatAmount(input.amount)) : '') +
    tlv('58', 'BR') +
    tlv('59', name) +
    tlv('60', city) +
    tlv('62', tlv('05', txid));
  payload += '6304';
  return payload + crc16(payload);
}

function formatAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0 || amount > 9_999_999_999.99) {
    throw new RangeError('Pix amount must be positive');
  }
  return amount.toFixed(2);
}

/** Splits a payload into its top-level fields (for tests and diagnostics). */
export function parseEmv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new RangeError(`bad EMV at ${i}`);
    fields.set(id, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** Whether the payload's field 63 matches the CRC of everything before it. */
export function hasValidCrc(payload: string): boolean {
  return payload.length > 8 && crc16(payload.slice(0, -4)) === payload.slice(-4);
}
