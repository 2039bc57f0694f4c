// Saving one settings tab with the toasts of docs/spec/backoffice.md §8, and the toast of a submit
// with invalid fields.
import { useState } from 'react';
import { toast } from 'sonner';
import { SETTINGS_SAVED_MESSAGE, SETTINGS_SAVE_ERROR_MESSAGE } from '@gn/core/schemas/settings';
import { errorDescription } from '../../lib/form-action';
import type { AllSettings } from './settings-queries';

/** Saves one tab with the toasts of docs/spec/backoffice.md §8; resolves true when saved. */
export function useSaveSettings<K extends keyof AllSettings>(tab: K) {
  const [saving, setSaving] = useState(false);
  async function save(values: NonNullable<AllSettings[K]>): Promise<boolean> {
    setSaving(true);
    try {
      const { saveSettings } = await import('./settings-queries');
      await saveSettings(tab, values);
      toast.success(SETTINGS_SAVED_MESSAGE);
      return true;
    } catch (error) {
      console.error(error);
      toast.error(SETTINGS_SAVE_ERROR_MESSAGE, { description: errorDescription(error) });
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { saving, save };
}

/** A submit with field errors: they are shown inline; one toast says so. */
export function announceInvalid() {
  toast.error('Verifique os campos destacados');
}
