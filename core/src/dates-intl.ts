// Dates in São Paulo time for code that runs in the site's first download, with the platform's
// Intl instead of date-fns: the same text as dates.ts (dates-intl.test.ts compares them) without
// its 30 KB in an island. The event page's ticket panel shows a lote's 'A partir de 05/03/2027'.
const SAO_PAULO_TZ = 'America/Sao_Paulo';

let dayFormat: Intl.DateTimeFormat | undefined;

/** '05/03/2027', as dates.ts's formatDate. */
export function formatDateIntl(d: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: SAO_PAULO_TZ,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const parts = dayFormat.formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year').padStart(4, '0')}`;
}
