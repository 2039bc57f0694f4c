// Bodies of the admin-only user functions (password, role, ban, profile).
import { z } from '../zod.ts';
import { PASSWORD_MAX_MESSAGE, TEXT_MAX, emailField, idField, personNameField } from './fields.ts';
import { EMPTY_SCOPE, ROLES, SCOPED_ROLES, type Role, type StaffScope } from '../roles.ts';
import { checkinListIdField } from './checkin.ts';
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

export const ROLE_INVALID_MESSAGE = 'Escolha um perfil de acesso válido';
export const SCOPE_EVENTS_MAX = 10;
export const SCOPE_LISTS_MAX = 20;
export const SCOPE_REQUIRED_MESSAGE = 'Escolha ao menos um evento para este perfil';

/** A scoped role's events and lists (kept small: they travel in the token's claims). */
export const staffScopeSchema = z.object({
  eventos: z
    .array(idField('Evento inválido'))
    .max(SCOPE_EVENTS_MAX, `No máximo ${SCOPE_EVENTS_MAX} eventos por pessoa`),
  listas: z
    .array(checkinListIdField())
    .max(SCOPE_LISTS_MAX, `No máximo ${SCOPE_LISTS_MAX} listas por pessoa`)
    .default([]),
});

/** The spec's payload { userId, shouldBeAdmin } is still taken: true is 'admin', false 'user'. */
function withRoleFromSpecPayload(body: unknown): unknown {
  if (!body || typeof body !== 'object' || 'role' in body) return body;
  const { shouldBeAdmin, ...rest } = body as Record<string, unknown>;
  return typeof shouldBeAdmin === 'boolean' ? { ...rest, role: shouldBeAdmin ? 'admin' : 'user' } : rest;
}

/**
 * POST /api/admin/users/set-role { userId, role, escopo? }: a porteiro or a bilheteria works only
 * at the events (and lists) of its scope; other roles carry none.
 */
export const adminSetRoleSchema = z.preprocess(
  withRoleFromSpecPayload,
  z
    .object({
      userId,
      role: z.enum(ROLES, { error: ROLE_INVALID_MESSAGE }),
      escopo: staffScopeSchema.default({ eventos: [], listas: [] }),
    })
    .transform((input) => (SCOPED_ROLES.has(input.role) ? input : { ...input, escopo: EMPTY_SCOPE }))
    .refine((input) => !SCOPED_ROLES.has(input.role) || input.escopo.eventos.length > 0, {
      message: SCOPE_REQUIRED_MESSAGE,
      path: ['escopo', 'eventos'],
    }),
);

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

/** The admin's user edit dialog: the profile, an optional new password ('' keeps it), role and scope, state. */
export const adminUserFormSchema = z
  .object({
    nome: adminUpdateProfileSchema.shape.nome,
    email: emailField(),
    telefone: maskedPhoneField,
    novaSenha: z
      .string()
      .max(TEXT_MAX.password, PASSWORD_MAX_MESSAGE)
      .refine((v) => v === '' || v.length >= 6, ADMIN_PASSWORD_MIN_MESSAGE),
    role: z.enum(ROLES, { error: ROLE_INVALID_MESSAGE }),
    escopo: staffScopeSchema,
    ativo: z.boolean(),
  })
  .refine((form) => !SCOPED_ROLES.has(form.role) || form.escopo.eventos.length > 0, {
    message: SCOPE_REQUIRED_MESSAGE,
    path: ['escopo', 'eventos'],
  });
export type AdminUserFormInput = z.input<typeof adminUserFormSchema>;
export type AdminUserFormValues = z.output<typeof adminUserFormSchema>;

/** One row of GET /api/admin/users: the Auth account merged with its profile. */
export interface AdminUserRow {
  uid: string;
  email: string | null;
  displayName: string | null;
  disabled: boolean;
  /** role === 'admin' (the spec's flag) */
  admin: boolean;
  role: Role;
  escopo: StaffScope;
  /** ISO 8601 */
  createdAt: string;
  nome: string | null;
  /** '+55' + digits */
  telefone: string | null;
  avatar_url: string | null;
}
