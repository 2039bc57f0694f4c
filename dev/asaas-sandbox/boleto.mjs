// A simulated boleto: a well-formed 44-digit bar code and 47-digit linha digitável (check digits
// computed as FEBRABAN specifies, bank code 000 so no bank would take it), and its PDF (pdfkit:
// one A4 page with the standard Helvetica fonts and an Interleaved 2 of 5 bar code).
import PDFDocument from 'pdfkit';
import { brDate, formatBRL, randomDigits } from './util.mjs';

/** FEBRABAN modulo 10 (weights 2,1,2,1… from the right). @param {string} digits */
export function mod10(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  }
  return (10 - (sum % 10)) % 10;
}

/** The bar code's general check digit (modulo 11, weights 2..9 from the right). @param {string} digits43 */
export function mod11Barcode(digits43) {
  let sum = 0;
  for (let i = 0; i < digits43.length; i++) sum += Number(digits43[digits43.length - 1 - i]) * ((i % 8) + 2);
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** Days since 1997-10-07, restarting at 1000 after 9999 (it did on 2025-02-22). @param {string} ymd */
export function dueFactor(ymd) {
  const days = Math.round((Date.parse(`${ymd}T12:00:00Z`) - Date.parse('1997-10-07T12:00:00Z')) / 86_400_000);
  return days >= 10_000 ? ((days - 10_000) % 9000) + 1000 : days;
}

/**
 * @param {{ valueCentavos: number, dueDate: string, freeField?: string }} o
 * @returns {{ barCode: string, identificationField: string, nossoNumero: string }}
 */
export function makeBoleto(o) {
  const bank = '000';
  const free = o.freeField ?? randomDigits(25);
  const factor = String(dueFactor(o.dueDate)).padStart(4, '0');
  const value = String(o.valueCentavos).padStart(10, '0');
  const without = `${bank}9${factor}${value}${free}`;
  const dv = mod11Barcode(without);
  const barCode = `${bank}9${dv}${factor}${value}${free}`;
  const f1 = `${bank}9${free.slice(0, 5)}`;
  const f2 = free.slice(5, 15);
  const f3 = free.slice(15, 25);
  const c1 = `${f1}${mod10(f1)}`;
  const c2 = `${f2}${mod10(f2)}`;
  const c3 = `${f3}${mod10(f3)}`;
  const identificationField = `${c1}${c2}${c3}${dv}${factor}${value}`;
  return { barCode, identificationField, nossoNumero: free.slice(0, 11) };
}

/** '00090.00009 01234.567890 12345.678901 1 99990000012790' @param {string} field47 */
export function formatLinhaDigitavel(field47) {
  const f = field47;
  return `${f.slice(0, 5)}.${f.slice(5, 10)} ${f.slice(10, 15)}.${f.slice(15, 21)} ${f.slice(21, 26)}.${f.slice(26, 32)} ${f.slice(32, 33)} ${f.slice(33)}`;
}

// Interleaved 2 of 5: n = narrow, w = wide, for the digits 0..9.
const ITF = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];

/**
 * The bars of an ITF bar code, left to right: x offset and width of each (from x = 0).
 * @param {string} digits an even number of digits @param {number} narrow
 * @returns {{ x: number, width: number }[]}
 */
export function itfBars(digits, narrow = 1.2) {
  /** @type {{ x: number, width: number }[]} */
  const bars = [];
  let cursor = 0;
  /** @param {boolean} bar @param {boolean} wide */
  const put = (bar, wide) => {
    const width = wide ? narrow * 3 : narrow;
    if (bar) bars.push({ x: cursor, width });
    cursor += width;
  };
  // start: bar space bar space, all narrow
  put(true, false);
  put(false, false);
  put(true, false);
  put(false, false);
  for (let i = 0; i < digits.length; i += 2) {
    const bars5 = /** @type {string} */ (ITF[Number(digits[i])]);
    const spaces = /** @type {string} */ (ITF[Number(digits[i + 1])]);
    for (let k = 0; k < 5; k++) {
      put(true, bars5[k] === 'w');
      put(false, spaces[k] === 'w');
    }
  }
  // stop: wide bar, narrow space, narrow bar
  put(true, true);
  put(false, false);
  put(true, false);
  return bars;
}

/**
 * The boleto's one-page PDF (A4), drawn with pdfkit.
 * @param {{ id: string, invoiceNumber: string, dueDate: string, description: string | null,
 *   valueCentavos: number, customerName: string, beneficiary: string,
 *   boleto: { barCode: string, identificationField: string, nossoNumero: string } }} o
 * @returns {Promise<Buffer>}
 */
export function boletoPdf(o) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Boleto ${o.invoiceNumber} (simulado)`, Producer: 'GN Ingressos Asaas sandbox' },
  });
  /** @type {Buffer[]} */
  const chunks = [];
  const done = new Promise((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text('Boleto bancário (SIMULADO)', 50, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('Sandbox local do Asaas: documento de teste, sem valor, não pode ser pago em banco.', 50, 74);
  doc.moveTo(50, 90).lineTo(545, 90).lineWidth(0.6).strokeColor('#808080').stroke();
  const rows = [
    ['Beneficiário', o.beneficiary],
    ['Pagador', o.customerName],
    ['Nosso número', o.boleto.nossoNumero],
    ['Número do documento', o.invoiceNumber],
    ['Vencimento', brDate(o.dueDate)],
    ['Valor do documento', formatBRL(o.valueCentavos)],
    ['Descrição', (o.description ?? '').slice(0, 90)],
    ['Cobrança', o.id],
  ];
  let y = 104;
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}:`, 50, y);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(String(value), 190, y, { width: 355, lineBreak: false, ellipsis: true });
    y += 18;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Linha digitável', 50, y + 12);
  doc.fontSize(13).text(formatLinhaDigitavel(o.boleto.identificationField), 50, y + 28);
  for (const bar of itfBars(o.boleto.barCode)) doc.rect(50 + bar.x, y + 60, bar.width, 45);
  doc.fillColor('#000000').fill();
  doc.end();
  return /** @type {Promise<Buffer>} */ (done);
}
