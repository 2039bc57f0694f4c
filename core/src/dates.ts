// Every date a person sees is in São Paulo time, whatever zone the machine (a build server,
// a Cloud Function, a tourist's browser) runs in.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { ptBR } from 'date-fns/locale/pt-BR';

export const SAO_PAULO_TZ = 'America/Sao_Paulo';

export type DateInput = Date | number | string;

// 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm' or with seconds, and no zone designator.
const LOCAL_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * Any input → Date. Text without a zone ('2027-03-05T20:00', '2027-03-05') is read as São
 * Paulo wall-clock time, not as the machine's time (nor UTC, which JS uses for date-only
 * text). Text with a zone or offset is an instant. Throws RangeError on an invalid date.
 */
export function toDate(input: DateInput): Date {
  let date: Date;
  if (typeof input === 'string') {
    const m = LOCAL_TEXT.exec(input.trim());
    date = m ? fromLocalParts(m) : new Date(input);
  } else {
    date = new Date(input);
  }
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return date;
}

function fromLocalParts(m: RegExpExecArray): Date {
  const n = (i: number) => Number(m[i] ?? 0);
  const month = n(2) - 1;
  const tzd = new TZDate(
    n(1),
    month,
    n(3),
    n(4),
    n(5),
    n(6),
    Number((m[7] ?? '0').padEnd(3, '0')),
    SAO_PAULO_TZ,
  );
  // Reject overflow such as 2027-02-30 instead of rolling into March.
  if (tzd.getFullYear() !== n(1) || tzd.getMonth() !== month || tzd.getDate() !== n(3)) {
    return new Date(Number.NaN);
  }
  return new Date(tzd.getTime());
}

function inSaoPaulo(input: DateInput): TZDate {
  return new TZDate(toDate(input).getTime(), SAO_PAULO_TZ);
}

function fmt(input: DateInput, pattern: string): string {
  return format(inSaoPaulo(input), pattern, { locale: ptBR });
}

/** '05 de março, 2027' (news detail, cards). */
export function formatLongDate(d: DateInput): string {
  return fmt(d, "dd 'de' MMMM, yyyy");
}

/** '05/03/2027' */
export function formatDate(d: DateInput): string {
  return fmt(d, 'dd/MM/yyyy');
}

/** '05/03/2027 às 20:00' */
export function formatDateTime(d: DateInput): string {
  return fmt(d, "dd/MM/yyyy 'às' HH:mm");
}

export const DATE_UNKNOWN = 'Data a confirmar';

/** formatDateTime of a stored time that may be missing (a damaged document): 'Data a confirmar'. */
export function formatStoredDateTime(d: Date | null): string {
  return d ? formatDateTime(d) : DATE_UNKNOWN;
}

/** '05/03/27' (admin dashboard). */
export function formatShortDate(d: DateInput): string {
  return fmt(d, 'dd/MM/yy');
}

/** '20:00' */
export function formatTime(d: DateInput): string {
  return fmt(d, 'HH:mm');
}

/** '2027-03-05T20:00:00-03:00': ISO 8601 with the São Paulo offset (JSON-LD, <time datetime>). */
export function toIsoWithOffset(d: DateInput): string {
  return fmt(d, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** Value of an `<input type="datetime-local">` ('2027-03-05T20:00', São Paulo time) → Date. */
export function parseSaoPauloLocal(value: string): Date {
  const m = LOCAL_TEXT.exec(value.trim());
  if (!m) throw new RangeError(`Invalid local date-time: ${value}`);
  const date = fromLocalParts(m);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid local date-time: ${value}`);
  return date;
}

/** Date → '2027-03-05T20:00' in São Paulo time, for a datetime-local input. */
export function toSaoPauloLocalInput(d: DateInput): string {
  return fmt(d, "yyyy-MM-dd'T'HH:mm");
}

/** Midnight in São Paulo of the day that contains `d`. */
export function startOfDaySaoPaulo(d: DateInput): Date {
  const t = inSaoPaulo(d);
  return new Date(new TZDate(t.getFullYear(), t.getMonth(), t.getDate(), SAO_PAULO_TZ).getTime());
}
