// The Pagamentos settings as the checkout applies them: which methods are offered, the service
// fee of events without their own, how long a PIX / card reservation and a boleto hold last, and
// how many unpaid tickets one person may hold per event, and the card installments offered.
import type { InstallmentSettings } from '@gn/core/installments';
import type { PaymentMethod } from '@gn/core/payment';
import {
  PAYMENT_DEFAULTS,
  SETTINGS_DOCS,
  parseStoredSettings,
  paymentSettingsSchema,
} from '@gn/core/schemas/settings';
import { cachedSettings } from './cached-settings.ts';

export interface AppliedPaymentSettings extends InstallmentSettings {
  metodos: PaymentMethod[];
  /** Fee rate 0..1 for events whose taxa_servico is null. */
  taxa_padrao: number;
  reserva_minutos: number;
  /** Hours a boleto holds its tickets; boleto is not sold when the event starts sooner. */
  boleto_horas: number;
  /** Unpaid tickets one account, and one CPF, may hold per event. */
  limite_pendentes: number;
}

/** site_settings/payments, or the defaults (all methods, 10 %, 15 min, 24 h, 10 tickets) when absent or invalid. */
export const paymentSettings = cachedSettings<AppliedPaymentSettings>(SETTINGS_DOCS.payments, (data) =>
  parseStoredSettings(paymentSettingsSchema, data, PAYMENT_DEFAULTS),
);
