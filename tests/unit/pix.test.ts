// Pix BR Code: CRC16-CCITT-FALSE vectors of shared/reference/pix.md and a full payload.
import { describe, expect, it } from 'vitest';
import {
  buildPixPayload,
  crc16,
  emvText,
  hasValidCrc,
  parseEmv,
  tlv,
} from '../../server/payments/pix-brcode.ts';
import { pixQrDataUrl } from '../../server/payments/pix-qr.ts';

describe('crc16 (CCITT-FALSE)', () => {
  it('matches the standard check value', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
  it('matches the published payloads', () => {
    expect(
      crc16(
        '00020126330014BR.GOV.BCB.PIX01115794666323452040000530398654041.005802BR5925CLENILTON CRUZ DE ALENCAR6006MANAUS62070503***6304',
      ),
    ).toBe('FA88');
    expect(
      crc16(
        '00020126580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5911Higor Konig6009Sao Paulo62070503***6304',
      ),
    ).toBe('BA66');
  });
});

describe('buildPixPayload', () => {
  const payload = buildPixPayload({
    key: 'pix@tokaas.com.br',
    merchantName: 'Tokaas Locações de Imóveis Mobiliados',
    merchantCity: 'São Paulo',
    amount: 1234.5,
    txid: 'TKS123ABC',
  });

  it('writes every field in order with its length', () => {
    expect(payload).toBe(
      '000201' +
        '2639' +
        '0014br.gov.bcb.pix' +
        '0117pix@tokaas.com.br' +
        '52040000' +
        '5303986' +
        '54071234.50' +
        '5802BR' +
        '5925TOKAAS LOCACOES DE IMOVEI' +
        '6009SAO PAULO' +
        '62130509TKS123ABC' +
        // CRC computed independently (Python reference loop).
        '630493E5',
    );
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('parses back to the same fields', () => {
    const fields = parseEmv(payload);
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('1234.50');
    expect(fields.get('59')?.length).toBeLessThanOrEqual(25);
    expect(fields.get('60')?.length).toBeLessThanOrEqual(15);
    expect(parseEmv(fields.get('26') ?? '').get('00')).toBe('br.gov.bcb.pix');
    expect(parseEmv(fields.get('62') ?? '').get('05')).toBe('TKS123ABC');
  });

  it('detects a tampered payload', () => {
    expect(hasValidCrc(payload.replace('1234.50', '1234.51'))).toBe(false);
  });

  it('refuses a txid that is too long or not alphanumeric, and a zero amount', () => {
    const base = { key: 'k@x.com', merchantName: 'A', merchantCity: 'B' };
    expect(() => buildPixPayload({ ...base, txid: 'A'.repeat(26) })).toThrow();
    expect(() => buildPixPayload({ ...base, txid: 'abc-1' })).toThrow();
    expect(() => buildPixPayload({ ...base, amount: 0 })).toThrow();
    expect(() => tlv('5', 'x')).toThrow();
    expect(emvText('Ação Ünica!', 25)).toBe('ACAO UNICA');
  });

  it('draws the QR as a PNG data URL', async () => {
    const url = await pixQrDataUrl(payload);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(
      Buffer.from(url.split(',')[1] ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });
});
