// What the server will charge and accept for the cart's event, read from the same documents the
// checkout function reads: the event's own fee (events/{id}.taxa_servico) or else the admin's
// default fee, the payment methods the admin has switched on (site_settings/payments), and boleto
// only when its hold fits before the event starts. Both documents are public: two REST fetches, no
// SDK. The wizard used to preview a fixed 10 % and offer every method. The same document gives
// the card installments offered (core's installments.ts), for the Pagamento step; the event's
// cancellation and transfer settings go into the review step's contract summary.
import { boxOfficeOf } from '@gn/core/box-office-settings';
import { cancellationPolicyOf, type CancellationPolicy } from '@gn/core/cancellation';
import { boletoAvailable } from '@gn/core/checkout-rules';
import type { InstallmentSettings } from '@gn/core/installments';
import type { PaymentMethod } from '@gn/core/payment';
import { PAYMENT_DEFAULTS, parseStoredSettings, paymentSettingsSchema } from '@gn/core/schemas/settings';
import { firestoreRestBase } from '../../lib/public-config';
import { effectiveFeeRate } from '@gn/core/pricing';

export interface CheckoutTerms {
  feeRate: number;
  methods: PaymentMethod[];
  installments: InstallmentSettings;
  /** the event's cancelamento_dias / cancelamento_antecedencia_horas, with the legal defaults */
  cancellation: CancellationPolicy;
  /** the event's transferencia_prazo_horas, or the default */
  transferDeadlineHours: number;
}

type RestFields = Record<string, Record<string, unknown>>;

/** A Firestore REST value → plain JSON (the kinds these documents use). */
function plain(value: Record<string, unknown> | undefined): unknown {
  if (!value) return undefined;
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('integerValue' in value) return Number(value.integerValue);
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: Record<string, unknown>[] }).values ?? [];
    return values.map((v) => plain(v));
  }
  return null;
}

function fieldsOf(doc: unknown): RestFields {
  return (doc as { fields?: RestFields } | null)?.fields ?? {};
}

export function checkoutTerms(event: unknown, settingsDoc: unknown, now: Date): CheckoutTerms {
  const stored = Object.fromEntries(Object.entries(fieldsOf(settingsDoc)).map(([k, v]) => [k, plain(v)]));
  const settings = parseStoredSettings(
    paymentSettingsSchema,
    settingsDoc ? stored : undefined,
    PAYMENT_DEFAULTS,
  );
  const start = plain(fieldsOf(event).data_inicio);
  const methods = settings.metodos.filter(
    (m) => m !== 'boleto' || (start instanceof Date && boletoAvailable(now, start, settings.boleto_horas)),
  );
  const { parcelas_max, parcela_minima_centavos, juros_mensal, juros_a_partir_de } = settings;
  const eventFields = Object.fromEntries(Object.entries(fieldsOf(event)).map(([k, v]) => [k, plain(v)]));
  return {
    feeRate: effectiveFeeRate(plain(fieldsOf(event).taxa_servico), settings.taxa_padrao),
    methods,
    installments: { parcelas_max, parcela_minima_centavos, juros_mensal, juros_a_partir_de },
    cancellation: cancellationPolicyOf(eventFields),
    transferDeadlineHours: boxOfficeOf(eventFields).transferDeadlineHours,
  };
}

async function restDoc(path: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(`${firestoreRestBase()}/${path}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

/** The terms, or null when they cannot be read (the server prices and refuses anyway). */
export async function fetchCheckoutTerms(
  eventId: string,
  signal?: AbortSignal,
): Promise<CheckoutTerms | null> {
  try {
    const [event, settings] = await Promise.all([
      restDoc(`events/${encodeURIComponent(eventId)}`, signal),
      restDoc('site_settings/payments', signal),
    ]);
    return checkoutTerms(event, settings, new Date());
  } catch (error) {
    if (!signal?.aborted) console.warn('Condições de pagamento indisponíveis', error);
    return null;
  }
}
