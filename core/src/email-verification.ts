// E-mail verification (issue 26, item 2): a ticket goes into an account only when that account's
// e-mail is verified, and only a verified account may transfer. The pt-BR words of the account
// area and the API and the refusal codes the site switches on (the two routes' answers are in
// schemas/email-verification.ts). Pure.

export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'E-mail verificado',
  notVerified: 'E-mail não verificado',
  explain: 'Confirme seu e-mail para transferir ingressos e receber os que forem enviados para ele.',
  resend: 'Reenviar link de verificação',
  sending: 'Enviando...',
  checkAgain: 'Já verifiquei',
  checking: 'Verificando...',
  stillNotVerified: 'Ainda não recebemos a confirmação. Abra o link que enviamos para o seu e-mail.',
  sendFailed: 'Não foi possível enviar o link agora. Tente novamente em instantes.',
  alreadyVerified: 'Seu e-mail já está verificado.',
  tooMany: 'Muitos pedidos de verificação. Tente novamente mais tarde.',
  mailOff: 'O envio de e-mails está indisponível no momento. Tente novamente mais tarde.',
  noEmail: 'Esta conta não tem e-mail para verificar.',
  claimNeedsVerified: 'Confirme seu e-mail para receber os ingressos enviados para ele.',
} as const;

/** What the sent confirmation says, naming the address. */
export function verificationSentMessage(email: string): string {
  return `Enviamos um link de verificação para ${email}. Abra-o e depois clique em “Já verifiquei”.`;
}

/** What the account says after claiming tickets transferred to the address. */
export function claimedMessage(count: number): string {
  return count === 1
    ? '1 ingresso transferido para o seu e-mail foi adicionado à sua conta.'
    : `${count} ingressos transferidos para o seu e-mail foram adicionados à sua conta.`;
}

/** Stable codes of the refusals (ApiError code), beside the HTTP status. */
export const EMAIL_VERIFICATION_CODES = {
  /** the caller's token does not carry email_verified === true */
  notVerified: 'email_not_verified',
  alreadyVerified: 'email_already_verified',
} as const;

/** How e-mails are compared and stored for holders: trimmed, lowercase (Firebase Auth's form). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
