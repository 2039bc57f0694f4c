// site_settings/{brand,payments,email,seo,company}: read and write the settings tabs (loaded with
// import()).
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
import { companySettingsSchema, type CompanySettings } from '@gn/core/schemas/company-settings';
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
  /** null until the admin fills the Empresa tab */
  company: CompanySettings | null;
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

/** The tabs' documents, each falling back to its defaults when missing or invalid. */
export async function loadSettings(): Promise<AllSettings> {
  const [brand, payments, email, seo, company] = await Promise.all([
    read(SETTINGS_DOCS.brand),
    read(SETTINGS_DOCS.payments),
    read(SETTINGS_DOCS.email),
    read(SETTINGS_DOCS.seo),
    read(SETTINGS_DOCS.company),
  ]);
  return {
    brand: parseStoredSettings(brandSettingsSchema, brand, BRAND_DEFAULTS),
    payments: parseStoredSettings(paymentSettingsSchema, payments, PAYMENT_DEFAULTS),
    email: parseStoredSettings(emailSettingsSchema, email, EMAIL_FORM_DEFAULTS),
    seo: parseStoredSettings(seoSettingsSchema, seo, SEO_DEFAULTS),
    company: parseStoredSettings(companySettingsSchema, company, null),
  };
}

/** Overwrites one tab's document with exactly its fields plus the audit stamp. */
export async function saveSettings<K extends keyof AllSettings>(
  tab: K,
  values: NonNullable<AllSettings[K]>,
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
