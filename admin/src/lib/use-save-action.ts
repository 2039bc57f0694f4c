// A settings card's save: its busy state, the success toast, and on failure the error toast with
// the server's pt-BR message. Answers what was saved, or null when it failed.
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from './error-message';

export function useSaveAction(messages: { saved: string; failed: string }) {
  const [saving, setSaving] = useState(false);
  async function save<T>(task: () => Promise<T>): Promise<T | null> {
    setSaving(true);
    try {
      const saved = await task();
      toast.success(messages.saved);
      return saved;
    } catch (failure) {
      console.error(failure);
      toast.error(messages.failed, { description: errorMessage(failure, 'Tente novamente.') });
      return null;
    } finally {
      setSaving(false);
    }
  }
  return { saving, save };
}
