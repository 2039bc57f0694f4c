// Outgoing mail over SMTP. `SMTP_URL` names the server, e.g. smtp://127.0.0.1:5025 for the local
// catcher (dev/mail-catcher) or smtps://user:password@smtp.provider.com:465 in production;
// `MAIL_FROM` the sender. No SMTP_URL means mail is off: callers log and skip, they never crash.
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

export const DEFAULT_MAIL_FROM = 'GN Ingressos <ingressos@gn.local>';

export type Mail = Omit<SendMailOptions, 'from'>;

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

let cached: { url: string; transport: Transporter } | null = null;

/** The mailer for the current environment, or null when SMTP_URL is not set. */
export function mailerFromEnv(env: NodeJS.ProcessEnv = process.env): Mailer | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  // One pooled transport per URL for the life of the instance.
  if (cached?.url !== url) cached = { url, transport: nodemailer.createTransport(url) };
  const { transport } = cached;
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  return {
    async send(mail) {
      await transport.sendMail({ ...mail, from });
    },
  };
}
