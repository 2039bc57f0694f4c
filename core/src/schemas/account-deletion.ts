// POST /api/me/delete-account: the typed confirmation of "Excluir minha conta", as the account's
// dialog sends it and the function validates it (the password is checked by Firebase Auth itself:
// the site re-authenticates, and the function asks for a recent sign-in).
import { DELETION_CONFIRMATION_WORD, DELETION_MESSAGES } from '../account-deletion.ts';
import { z } from '../zod.ts';

export const accountDeletionSchema = z.object({
  confirmacao: z
    .string({ error: DELETION_MESSAGES.confirmation })
    .max(50, { error: DELETION_MESSAGES.confirmation })
    .refine((value) => value.trim().toUpperCase() === DELETION_CONFIRMATION_WORD, {
      error: DELETION_MESSAGES.confirmation,
    }),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/** POST /api/me/delete-account → 200 (a refusal is one of DELETION_ERRORS). */
export interface AccountDeletionAnswer {
  excluida: true;
  mensagem: string;
}
