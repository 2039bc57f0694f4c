// A simulated boleto: a well-formed 44-digit bar code and 47-digit linha digitável (check digits
// computed as FEBRABAN specifies, bank code 000 so no bank would take it), and its PDF written by
// hand (a one-page PDF 1.4 with the standard Helvetica fonts and an Interleaved 2 of 5 bar code).
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

/** PDF drawing operators of the ITF bar code. @param {string} digits @param {number} x @param {number} y */
function itfBars(digits, x, y, narrow = 1.2, height = 45) {
  /** @type {string[]} */
  const ops = [];
  let cursor = x;
  /** @param {boolean} bar @param {boolean} wide */
  const put = (bar, wide) => {
    const w = wide ? narrow * 3 : narrow;
    if (bar) ops.push(`${cursor.toFixed(2)} ${y} ${w.toFixed(2)} ${height} re`);
    cursor += w;
  };
  // start: bar space bar space, all narrow
  put(true, false);
  put(false, false);
  put(true, false);
  put(false, false);
  for (let i = 0; i < digits.length; i += 2) {
    const bars = /** @type {string} */ (ITF[Number(digits[i])]);
    const spaces = /** @type {string} */ (ITF[Number(digits[i + 1])]);
    for (let k = 0; k < 5; k++) {
      put(true, bars[k] === 'w');
      put(false, spaces[k] === 'w');
    }
  }
  // stop: wide bar, narrow space, narrow bar
  put(true, true);
  put(false, false);
  put(true, false);
  return `0 0 0 rg\n${ops.join('\n')}\nf`;
}

/** A PDF literal string in WinAnsi (Latin-1 subset); other characters become '?'. @param {string} s */
function pdfText(s) {
  const latin = s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  return `(${latin.replace(/[\\()]/g, '\\$&')})`;
}

/**
 * @param {{ font: 'F1' | 'F2', size: number, x: number, y: number, text: string }[]} lines
 */
function textOps(lines) {
  return lines.map((l) => `BT /${l.font} ${l.size} Tf ${l.x} ${l.y} Td ${pdfText(l.text)} Tj ET`).join('\n');
}

/** @param {string[]} objects bodies of objects 1..n; object 1 must be the catalog @param {number} infoIndex */
function assemblePdf(objects, infoIndex) {
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  /** @type {number[]} */
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoIndex} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * @param {{ id: string, invoiceNumber: string, dueDate: string, description: string | null,
 *   valueCentavos: number, customerName: string, beneficiary: string,
 *   boleto: { barCode: string, identificationField: string, nossoNumero: string } }} o
 */
export function boletoPdf(o) {
  const linha = formatLinhaDigitavel(o.boleto.identificationField);
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
  /** @type {{ font: 'F1' | 'F2', size: number, x: number, y: number, text: string }[]} */
  const lines = [
    { font: 'F2', size: 18, x: 50, y: 780, text: 'Boleto bancário (SIMULADO)' },
    {
      font: 'F1',
      size: 9,
      x: 50,
      y: 764,
      text: 'Sandbox local do Asaas: documento de teste, sem valor, não pode ser pago em banco.',
    },
  ];
  let y = 730;
  for (const [label, value] of rows) {
    lines.push({ font: 'F2', size: 10, x: 50, y, text: `${label}:` });
    lines.push({ font: 'F1', size: 10, x: 190, y, text: String(value) });
    y -= 18;
  }
  lines.push({ font: 'F2', size: 10, x: 50, y: y - 12, text: 'Linha digitável' });
  lines.push({ font: 'F2', size: 13, x: 50, y: y - 30, text: linha });
  const content = [
    textOps(lines),
    '0.6 w 0.5 0.5 0.5 RG 50 750 m 545 750 l S',
    itfBars(o.boleto.barCode, 50, y - 100),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfText(`Boleto ${o.invoiceNumber} (simulado)`)} /Producer (GN Ingressos Asaas sandbox) >>`,
  ];
  return assemblePdf(objects, 7);
}
