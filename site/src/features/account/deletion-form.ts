// The two fields of 'Excluir minha conta' checked before anything is sent: the password must be
// given and the confirmation word typed (any case, spaces around allowed). Pure, for the dialog's
// hook (use-account-deletion.ts).
import { DELETION_CONFIRMATION_WORD } from '@gn/core/account-deletion';

export const PASSWORD_FIELD_ID = 'excluir-senha';
export const WORD_FIELD_ID = 'excluir-confirmacao';

const PASSWORD_REQUIRED = 'Informe sua senha';
const WORD_REQUIRED = `Digite ${DELETION_CONFIRMATION_WORD} para confirmar`;

export interface DeletionFormErrors {
  password?: string;
  word?: string;
}

/** What the person typed in the confirmation field, as the API expects it. */
export function typedConfirmation(word: string): string {
  return word.trim().toUpperCase();
}

/** Each field's problem, undefined where the field is fine. */
export function deletionFormErrors(password: string, word: string): DeletionFormErrors {
  return {
    password: password === '' ? PASSWORD_REQUIRED : undefined,
    word: typedConfirmation(word) === DELETION_CONFIRMATION_WORD ? undefined : WORD_REQUIRED,
  };
}

/** The field to focus first after a check: the first with a problem, or null when both are fine. */
export function firstInvalidField(errors: DeletionFormErrors): string | null {
  if (errors.password) return PASSWORD_FIELD_ID;
  return errors.word ? WORD_FIELD_ID : null;
}
