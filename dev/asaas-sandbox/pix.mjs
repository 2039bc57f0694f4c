// PIX "copia e cola" (BR Code, EMV QR format of the Banco Central) and its QR code image.
import QRCode from 'qrcode';

/** @param {string} id @param {string} value */
function field(id, value) {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as the BR Code spec asks. @param {string} text */
export function crc16(text) {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Upper-case ASCII without accents, cut to `max` (the BR Code allows only that). @param {string} s @param {number} max */
function ascii(s, max) {
  return s
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .slice(0, max)
    .trim();
}

/**
 * A well-formed BR Code: payload format, single use, merchant account (GUI br.gov.bcb.pix + key),
 * category, currency 986 (BRL), amount, country, name, city, txid, CRC. Banks would not accept
 * the sandbox's random key, which is the point.
 * @param {{ key: string, valueCentavos: number, merchantName: string, merchantCity: string, txid: string }} o
 */
export function pixPayload(o) {
  const amount = `${Math.floor(o.valueCentavos / 100)}.${String(o.valueCentavos % 100).padStart(2, '0')}`;
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', o.key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', amount) +
    field('58', 'BR') +
    field('59', ascii(o.merchantName, 25)) +
    field('60', ascii(o.merchantCity, 15)) +
    field('62', field('05', o.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25))) +
    '6304';
  return body + crc16(body);
}

/** The QR code of `payload` as a base64 PNG (Asaas's `encodedImage`). @param {string} payload */
export async function qrPngBase64(payload) {
  const png = await QRCode.toBuffer(payload, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 300,
  });
  return png.toString('base64');
}
