// Bodies of the admin-only user functions (password, role, ban, profile).
import { z } from '../zod.ts';
import { PASSWORD_MAX_MESSAGE, TEXT_MAX, emailField, idField, personNameField } from './fields.ts';
import { maskedPhoneField, NAME_MIN2_MESSAGE } from './profile.ts';

export const ADMIN_PASSWORD_MIN_MESSAGE = 'A senha deve ter no mínimo 6 caracteres';
const userId = idField('Usuário inválido');

export const adminSetPasswordSchema = z.object({
  userId,
  newPassword: z
    .string({ error: ADMIN_PASSWORD_MIN_MESSAGE })
    .min(6, ADMIN_PASSWORD_MIN_MESSAGE)
    .max(TEXT_MAX.password, PASSWORD_MAX_MESSAGE),
});

export const adminSetRoleSchema = z.object({
  userId,
  shouldBeAdmin: z.boolean({ error: 'Informe se o usuário deve ser administrador' }),
});

export const adminSetBanSchema = z.object({
  userId,
  shouldBan: z.boolean({ error: 'Informe se a conta deve ser desativada' }),
});

export const adminUpdateProfileSchema = z.object({
  userId,
  nome: personNameField(2, NAME_MIN2_MESSAGE),
  email: emailField(),
  /** Masked '(DD) XXXXX-XXXX'; '' or absent clears it. */
  telefone: maskedPhoneField.optional(),
});

export type AdminSetPasswordInput = z.infer<typeof adminSetPasswordSchema>;
export type AdminSetRoleInput = z.infer<typeof adminSetRoleSchema>;
export type AdminSetBanInput = z.infer<typeof adminSetBanSchema>;
export type AdminUpdateProfileInput = z.infer<typeof adminUpdateProfileSchema>;

/** The edit dialog's password box is optional: the change is sent only with 6+ characters. */
export function shouldSendPassword(newPassword: string | null | undefined): boolean {
  return (newPassword ?? '').length >= 6;
}

/** A user is banned while the banned-until date is in the future. */
export function isBanned(bannedUntil: Date | null | undefined, now: Date): boolean {
  return !!bannedUntil && bannedUntil.getTime() > now.getTime();
}

/** The admin's user edit dialog: the profile, an optional new password ('' keeps it), role, state. */
export const adminUserFormSchema = z.object({
  nome: adminUpdateProfileSchema.shape.nome,
  email: emailField(),
  telefone: maskedPhoneField,
  novaSenha: z
    .string()
    .max(TEXT_MAX.password, PASSWORD_MAX_MESSAGE)
    .refine((v) => v === '' || v.length >= 6, ADMIN_PASSWORD_MIN_MESSAGE),
  admin: z.boolean(),
  ativo: z.boolean(),
});
export type AdminUserFormInput = z.input<typeof adminUserFormSchema>;
export type AdminUserFormValues = z.output<typeof adminUserFormSchema>;

/** One row of GET /api/admin/users: the Auth account merged with its profile. */
export interface AdminUserRow {
  uid: string;
  email: string | null;
  displayName: string | null;
  disabled: boolean;
  admin: boolean;
  /** ISO 8601 */
  createdAt: string;
  nome: string | null;
  /** '+55' + digits */
  telefone: string | null;
  avatar_url: string | null;
}
