// The LGPD self-service calls of Configurações › Privacidade: the data export download and the
// account deletion, whose refusal carries the list of what still holds the account.
import { DELETION_ERRORS, type DeletionBlocker } from '@gn/core/account-deletion';
import type { AccountDeletionAnswer } from '@gn/core/schemas/account-deletion';
import { fileNameFromDisposition, saveBlob } from '@gn/core/browser/download';
import { ApiCallError, getFile, postJson } from '../session/api-client';

/** GET /api/me/data-export, saved as the file the API names (meus-dados-gn-ingressos-….json). */
export async function downloadMyData(): Promise<string> {
  const { blob, disposition } = await getFile('/api/me/data-export', 'application/json');
  const name = fileNameFromDisposition(disposition, 'meus-dados-gn-ingressos.json');
  saveBlob(name, blob);
  return name;
}

export type DeletionOutcome =
  { kind: 'deleted'; message: string } | { kind: 'blocked'; message: string; blockers: DeletionBlocker[] };

/** POST /api/me/delete-account; a refusal for live tickets comes back as their list. */
export async function deleteMyAccount(confirmacao: string): Promise<DeletionOutcome> {
  try {
    const answer = await postJson<AccountDeletionAnswer>('/api/me/delete-account', { confirmacao });
    return { kind: 'deleted', message: answer.mensagem };
  } catch (error) {
    if (error instanceof ApiCallError && error.code === DELETION_ERRORS.blocked.code) {
      const list = error.details?.bloqueios;
      return {
        kind: 'blocked',
        message: error.message,
        blockers: Array.isArray(list) ? (list as DeletionBlocker[]) : [],
      };
    }
    throw error;
  }
}
