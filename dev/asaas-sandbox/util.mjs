// Small helpers of the Asaas sandbox: dates in São Paulo time, ids, money, CPF/CNPJ, HTML escaping.
import { randomBytes, randomInt } from 'node:crypto';
import escapeHtml from 'escape-html';

const SP_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** @param {Date} date */
function spParts(date) {
  /** @type {Record<string, string>} */
  const p = {};
  for (const part of SP_PARTS.formatToParts(date)) p[part.type] = part.value;
  return p;
}

/** 'YYYY-MM-DD' in São Paulo (Asaas dates are Brazilian local dates). @param {Date} [date] */
export function spDate(date = new Date()) {
  const p = spParts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

/** 'YYYY-MM-DD HH:mm:ss' in São Paulo, the webhook `dateCreated` format. @param {Date} [date] */
export function spDateTime(date = new Date()) {
  const p = spParts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** @param {string} ymd 'YYYY-MM-DD' @param {number} days */
export function addDays(ymd, days) {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A real calendar date in 'YYYY-MM-DD'. @param {unknown} value */
export function isYmd(value) {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. @param {string} ymd */
export function brDate(ymd) {
  const [y, m, d] = ymd.split('-');
  return `${d}/${m}/${y}`;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** @param {number} length */
export function randomAlnum(length) {
  let out = '';
  for (let i = 0; i < length; i++) out += ALNUM[randomInt(ALNUM.length)];
  return out;
}

/** @param {number} length */
export function randomDigits(length) {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

export const newPaymentId = () => `pay_${randomAlnum(12)}`;
export const newEventId = () => `evt_${randomBytes(16).toString('hex')}`;

/** centavos → Asaas's decimal reais (exact: built from the decimal text). @param {number} centavos */
export function toReais(centavos) {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return Number(`${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

/**
 * Asaas's decimal `value` → integer centavos, or null when it is not a number with at most two
 * decimals. @param {unknown} value
 */
export function toCentavos(value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const text = String(value);
  if (text.includes('e')) return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const centavos = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -centavos : centavos;
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** @param {number} centavos */
export const formatBRL = (centavos) => BRL.format(centavos / 100);

/** @param {string} d digits @param {number[]} weights */
function mod11(d, weights) {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(d[i]) * /** @type {number} */ (weights[i]);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** CPF or CNPJ with valid check digits (digits only). @param {string} d */
export function isValidCpfCnpj(d) {
  if (!/^\d+$/.test(d) || /^(\d)\1+$/.test(d)) return false;
  if (d.length === 11) {
    return (
      mod11(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(d[9]) &&
      mod11(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(d[10])
    );
  }
  if (d.length === 14) {
    return (
      mod11(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(d[12]) &&
      mod11(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(d[13])
    );
  }
  return false;
}

/** HTML-escaped text of any value. @param {unknown} value */
export const escapeText = (value) => escapeHtml(String(value));

/** Luhn check of a card number (digits only). @param {string} digits */
export function luhnValid(digits) {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** @param {string} digits */
export function cardBrand(digits) {
  // Elo and Hipercard ranges overlap Visa and Mastercard prefixes: test them first.
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits))
    return 'ELO';
  if (/^(606282|3841)/.test(digits)) return 'HIPERCARD';
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'UNKNOWN';
}

/** The same day `months` later, or the month's last day when it has no such day. @param {string} ymd @param {number} months */
export function addMonths(ymd, months) {
  const [y, m, d] = ymd.split('-').map(Number);
  const first = new Date(Date.UTC(Number(y), Number(m) - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(Number(d), last));
  return first.toISOString().slice(0, 10);
}
