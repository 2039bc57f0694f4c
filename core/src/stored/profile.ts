// Reading `profiles/{uid}` (docs/data-model.md): the one reader of a profile for the account, the
// reminders (the buyer's e-mail preference) and the data export. Missing fields read as a new
// profile would hold them: no theme chosen, e-mail notifications on.
import { z } from '../zod.ts';
import { THEMES } from '../visibility.ts';
import { map, oneOf, plainMap, text, textOrNull, time } from './fields.ts';
import type { Theme } from '../visibility.ts';

export const storedProfileSchema = z.object({
  user_id: text(),
  nome: text(),
  email: text(),
  /** '+55' + digits */
  telefone: textOrNull,
  avatar_url: textOrNull,
  /** digits only */
  cpf: textOrNull,
  asaas_customer_id: textOrNull,
  preferencias: map({
    tema: oneOf(THEMES),
    /** off only when the person turned it off */
    notificacoes_email: z.boolean().catch(true),
  }),
  created_at: time,
});

/** A profile as stored, read: every field present, each one its type or its default. */
export type StoredProfile = z.output<typeof storedProfileSchema>;

/** `profiles/{uid}` as Firestore handed it (or anything else) → StoredProfile. Never throws. */
export function readProfile(data: unknown): StoredProfile {
  return storedProfileSchema.parse(plainMap(data));
}

// The document as the functions, the admin and the seed write it (the reader above gives it as read).
export interface ProfilePreferences {
  tema: Theme | null;
  notificacoes_email: boolean;
}

export interface Profile {
  user_id: string;
  nome: string;
  email: string;
  /** '+55' + digits */
  telefone: string | null;
  avatar_url: string | null;
  /** digits only */
  cpf: string | null;
  asaas_customer_id: string | null;
  preferencias: ProfilePreferences;
  created_at: Date;
}

export type Role = 'admin' | 'user';

export interface UserRole {
  user_id: string;
  role: Role;
  updated_at: Date;
}
