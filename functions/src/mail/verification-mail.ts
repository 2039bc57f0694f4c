// The e-mail with the link that verifies an account's address (sent at sign-up and on "Reenviar
// link de verificação"). Pure, unit-tested; the link itself comes from Firebase Auth.
import type { Mail } from './mailer.ts';
import { h, mailHtml } from './mail-layout.ts';

export const VERIFICATION_SUBJECT = 'Confirme seu e-mail — GN Ingressos';

export interface VerificationMailInput {
  to: string;
  /** the account's name, or null (then the greeting uses the address) */
  nome: string | null;
  link: string;
}

export function buildVerificationMail({ to, nome, link }: VerificationMailInput): Mail {
  const greeting = nome?.trim() || to;
  const why =
    'Com o e-mail confirmado, você pode transferir ingressos e recebe na sua conta os ingressos enviados para ele.';
  const text = [
    `Olá, ${greeting}!`,
    '',
    'Confirme que este e-mail é seu abrindo o link abaixo:',
    link,
    '',
    why,
    'Se você não criou uma conta na GN Ingressos, ignore esta mensagem.',
    '',
    'GN Ingressos',
  ].join('\n');
  const html = mailHtml({
    title: VERIFICATION_SUBJECT,
    greetingName: greeting,
    link,
    linkLabel: 'Confirmar meu e-mail',
    body: `
      <p>Confirme que <strong>${h(to)}</strong> é o seu e-mail pelo botão abaixo.</p>
      <p>${h(why)}</p>
      <p style="color:#57536a">Se você não criou uma conta na GN Ingressos, ignore esta mensagem.</p>`,
  });
  return { to: { name: greeting, address: to }, subject: VERIFICATION_SUBJECT, text, html };
}
