// The kinds of e-mail the shop sends about an order, as its e-mail log stores them
// (`orders/{id}/emails`, functions/src/mail/mail-log.ts), and their pt-BR names for the admin.
export const MAIL_KINDS = [
  'confirmacao',
  'ingressos_reenviados',
  'lembrete',
  'transferencia',
  'cancelamento',
  'lista_espera',
  'ingressos_cancelados',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const LABELS: Record<MailKind, string> = {
  confirmacao: 'Confirmação de compra',
  ingressos_reenviados: 'Ingressos reenviados',
  lembrete: 'Lembrete do evento',
  transferencia: 'Transferência de ingresso',
  cancelamento: 'Cancelamento',
  lista_espera: 'Lista de espera',
  ingressos_cancelados: 'Ingressos cancelados',
};

/** The pt-BR name of a kind; an unknown value (a newer kind, an old document) is shown as is. */
export function mailKindLabel(kind: string): string {
  return (LABELS as Record<string, string>)[kind] ?? kind;
}
