// The SAC's deadline (Decreto 7.962/2013, art. 4º, parágrafo único): a consumer's message gets an
// answer within 5 days. The admin's inbox (contact_messages) shows how long each message has
// waited and which ones are past the deadline without an answer.

export const SAC_ANSWER_DAYS = 5;
const DAY_MS = 86_400_000;

/** Whether a message received at `receivedAt` and not answered is past the SAC's deadline. */
export function sacOverdue(receivedAt: Date | null, answeredAt: Date | null, now: Date): boolean {
  if (!receivedAt || answeredAt) return false;
  return now.getTime() - receivedAt.getTime() > SAC_ANSWER_DAYS * DAY_MS;
}

/** 'há 3 dias', 'há 5 horas', 'há 12 minutos', 'agora há pouco': how long a message has waited. */
export function waitedText(since: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - since.getTime()) / 60_000);
  if (minutes < 1) return 'agora há pouco';
  if (minutes < 60) return `há ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `há ${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  const days = Math.floor(hours / 24);
  return `há ${days} ${days === 1 ? 'dia' : 'dias'}`;
}
