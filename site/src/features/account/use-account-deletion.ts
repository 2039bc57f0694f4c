// The work behind 'Excluir minha conta': checks the fields (deletion-form.ts), confirms the
// password (a recent sign-in), asks the API to delete and keeps what the dialog shows meanwhile:
// the field errors, busy, a failure, or the refusal with the tickets that still hold the account.
// Success leaves a final message and signs out everywhere.
import { useState, type FormEvent } from 'react';
import type { DeletionBlocker } from '@gn/core/account-deletion';
import { setFlash } from '../session/flash';
import { signOutEverywhere } from '../session/session';
import { confirmPassword } from './account-auth';
import {
  deletionFormErrors,
  firstInvalidField,
  PASSWORD_FIELD_ID,
  typedConfirmation,
  type DeletionFormErrors,
} from './deletion-form';
import { ACCOUNT_DELETED, ACCOUNT_DELETE_FAILED } from './messages';
import { passwordChangeError } from './password-errors';
import { deleteMyAccount } from './privacy-api';

export interface DeletionRefusal {
  message: string;
  blockers: DeletionBlocker[];
}

function focusField(id: string): void {
  document.getElementById(id)?.focus();
}

export function useAccountDeletion() {
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');
  const [errors, setErrors] = useState<DeletionFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<DeletionRefusal | null>(null);

  /** False (and the field marked) when the password is wrong or cannot be checked now. */
  async function passwordConfirmed(): Promise<boolean> {
    try {
      await confirmPassword(password);
      return true;
    } catch (error) {
      const problem = passwordChangeError(error);
      console.error(ACCOUNT_DELETE_FAILED, error);
      const wrong = problem.field === 'currentPassword';
      if (wrong) setErrors({ password: 'Senha incorreta' });
      setFailure(wrong ? 'Senha incorreta. Confira e tente novamente.' : problem.message);
      setBusy(false);
      if (wrong) focusField(PASSWORD_FIELD_ID);
      return false;
    }
  }

  async function deleteAccount(): Promise<void> {
    try {
      const outcome = await deleteMyAccount(typedConfirmation(word));
      if (outcome.kind === 'blocked') {
        setRefusal({ message: outcome.message, blockers: outcome.blockers });
        setBusy(false);
        return;
      }
      // The last thing the person reads here: it stays long enough to be read.
      setFlash({ type: 'success', message: ACCOUNT_DELETED, durationMs: 12_000 });
      await signOutEverywhere();
    } catch (error) {
      console.error(ACCOUNT_DELETE_FAILED, error);
      setFailure(error instanceof Error && error.message ? error.message : ACCOUNT_DELETE_FAILED);
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = deletionFormErrors(password, word);
    setErrors(problems);
    const invalid = firstInvalidField(problems);
    if (invalid) {
      focusField(invalid);
      return;
    }
    setBusy(true);
    setFailure(null);
    setRefusal(null);
    if (await passwordConfirmed()) await deleteAccount();
  }

  return { password, setPassword, word, setWord, errors, busy, failure, refusal, submit };
}
