// site_settings/{brand,payments,email,seo}: read and write the settings tabs (loaded with import()).
// Written by the browser under firestore.rules (admin claim, shape checks, updated_by = the
// writer, which the audit trigger records); saving schedules a site rebuild.
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import {
  BRAND_DEFAULTS,
  PAYMENT_DEFAULTS,
  SEO_DEFAULTS,
  SETTINGS_DOCS,
  brandSettingsSchema,
  emailSettingsSchema,
  parseStoredSettings,
  paymentSettingsSchema,
  seoSettingsSchema,
  type BrandSettings,
  type EmailSettings,
  type PaymentSettings,
  type PaymentsEnvAnswer,
  type SeoSettings,
} from '@gn/core/schemas/settings';
import { api } from '../../lib/api';
import { auth } from '../../lib/firebase';
import { getDb } from '../../lib/firestore';
import { requireUid } from '../../lib/require-uid';

/** One document per tab, keyed like SETTINGS_DOCS. */
export interface AllSettings {
  brand: BrandSettings;
  payments: PaymentSettings;
  email: EmailSettings;
  seo: SeoSettings;
}

/** What the E-mail tab shows before anything is saved (the address must be typed). */
export const EMAIL_FORM_DEFAULTS: EmailSettings = {
  remetente_nome: BRAND_DEFAULTS.nome_site,
  remetente_email: '',
  responder_para: null,
};

async function read(id: string): Promise<unknown> {
  const snap = await getDoc(doc(getDb(), 'site_settings', id));
  return snap.exists() ? snap.data() : undefined;
}

/** The four tabs' documents, each falling back to its defaults when missing or invalid. */
export async function loadSettings(): Promise<AllSettings> {
  const [brand, payments, email, seo] = await Promise.all([
    read(SETTINGS_DOCS.brand),
    read(SETTINGS_DOCS.payments),
    read(SETTINGS_DOCS.email),
    read(SETTINGS_DOCS.seo),
  ]);
  return {
    brand: parseStoredSettings(brandSettingsSchema, brand, BRAND_DEFAULTS),
    payments: parseStoredSettings(paymentSettingsSchema, payments, PAYMENT_DEFAULTS),
    email: parseStoredSettings(emailSettingsSchema, email, EMAIL_FORM_DEFAULTS),
    seo: parseStoredSettings(seoSettingsSchema, seo, SEO_DEFAULTS),
  };
}

/** Overwrites one tab's document with exactly its fields plus the audit stamp. */
export async function saveSettings<K extends keyof AllSettings>(
  tab: K,
  values: AllSettings[K],
): Promise<void> {
  await setDoc(doc(getDb(), 'site_settings', SETTINGS_DOCS[tab]), {
    ...values,
    updated_by: requireUid(auth.currentUser?.uid),
    updated_at: serverTimestamp(),
  });
}

/** Which Asaas the functions use and whether a key is set (never the key itself). */
export function loadPaymentsEnv(): Promise<PaymentsEnvAnswer> {
  return api<PaymentsEnvAnswer>('/api/admin/settings/payments-env');
}
