// site_settings/company (the Empresa tab) as the e-mails apply it: who sells, for the contract
// summary of the order confirmation. Null while the admin has not filled it.
import { companySettingsSchema, type CompanySettings } from '@gn/core/schemas/company-settings';
import { SETTINGS_DOCS, parseStoredSettings } from '@gn/core/schemas/settings';
import { cachedSettings } from './cached-settings.ts';

export const companySettings = cachedSettings<CompanySettings | null>(SETTINGS_DOCS.company, (data) =>
  parseStoredSettings(companySettingsSchema, data, null),
);
