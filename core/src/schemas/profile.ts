// The customer's own profile forms (/conta/configuracoes): name and masked phone, and the
// preferences (theme, e-mail notifications).
import { z } from '../zod.ts';
import { isValidPhone, PHONE_INVALID_MESSAGE, PHONE_MAX_LENGTH } from '../phone.ts';
import { THEMES } from '../visibility.ts';
import { personNameField } from './fields.ts';
import { IMAGE_NOT_IMAGE_MESSAGE, isImageType } from './upload.ts';

export const NAME_MIN2_MESSAGE = 'Nome deve ter no mínimo 2 caracteres';

/** Masked phone '(DD) XXXXX-XXXX'; empty allowed. Store it with phoneToStorage(). */
export const maskedPhoneField = z
  .string({ error: PHONE_INVALID_MESSAGE })
  .trim()
  .max(PHONE_MAX_LENGTH, PHONE_INVALID_MESSAGE)
  .refine(isValidPhone, PHONE_INVALID_MESSAGE);

// E-mail is not here on purpose: the buyer cannot change it (support does).
export const profileUpdateSchema = z.object({
  nome: personNameField(2, NAME_MIN2_MESSAGE),
  telefone: maskedPhoneField,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const preferencesSchema = z.object({
  tema: z.enum(THEMES).nullable(),
  notificacoes_email: z.boolean(),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;

export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_NOT_IMAGE_MESSAGE = IMAGE_NOT_IMAGE_MESSAGE;
export const AVATAR_TOO_LARGE_MESSAGE = 'Imagem deve ter no máximo 10MB';

/** The avatar's error message, or null when the file is acceptable. */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!isImageType(file.type)) return AVATAR_NOT_IMAGE_MESSAGE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE_MESSAGE;
  return null;
}
