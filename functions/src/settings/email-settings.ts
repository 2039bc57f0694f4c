// The E-mail settings as the mailer applies them. Null fields mean "not configured": the mailer
// then keeps its MAIL_FROM environment value.
import { SETTINGS_DOCS, emailSettingsSchema, parseStoredSettings } from '@gn/core/schemas/settings';
import { cachedSettings } from './cached-settings.ts';

export interface AppliedEmailSettings {
  /** nodemailer's address object (the name is quoted by nodemailer, never concatenated here). */
  from: { name: string; address: string } | null;
  replyTo: string | null;
}

const NOT_CONFIGURED: AppliedEmailSettings = { from: null, replyTo: null };

/** site_settings/email, or nothing configured when absent or invalid. */
export const emailSettings = cachedSettings<AppliedEmailSettings>(SETTINGS_DOCS.email, (data) => {
  const stored = parseStoredSettings(emailSettingsSchema, data, null);
  if (!stored) return NOT_CONFIGURED;
  return {
    from: { name: stored.remetente_nome, address: stored.remetente_email },
    replyTo: stored.responder_para,
  };
});
