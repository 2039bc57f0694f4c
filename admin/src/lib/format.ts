// pt-BR display formats. Dates are shown in São Paulo time whatever the browser's zone.
// TODO: switch to core's formatters once @gn/core exports them.

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const integer = new Intl.NumberFormat('pt-BR');
const shortDate = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

export function formatCentavos(centavos: number): string {
  return brl.format(centavos / 100);
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

/** dd/MM/yy */
export function formatShortDate(date: Date): string {
  return shortDate.format(date);
}
