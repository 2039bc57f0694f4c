// The Users screen's rules, pure: list filters, the edit form's schema, and which of the admin
// user functions a save must call (only the parts that changed are sent).
import {
  shouldSendPassword,
  type AdminUserFormInput,
  type AdminUserFormValues,
  type AdminUserRow,
} from '@gn/core/schemas/admin-users';
import { phoneFromStorage, phoneToStorage } from '@gn/core/phone';
import { isRole, ROLE_LABELS, ROLES, type Role, type StaffScope } from '@gn/core/roles';
import { matchesSearch } from '../../lib/list-filters';

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** One row of GET /api/admin/users (functions/src/api/admin/users/list-users.ts). */
export type AdminUser = AdminUserRow;

export type RoleFilter = 'todos' | Role;

export const ROLE_FILTER_OPTIONS: readonly { value: RoleFilter; label: string }[] = [
  { value: 'todos', label: 'Todas as funções' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

export function parseRoleFilter(value: string | null): RoleFilter {
  return isRole(value) ? value : 'todos';
}

export function displayName(user: AdminUser): string {
  return user.nome || user.displayName || user.email || 'Sem nome';
}

/** Up to two initials of the name ('Ana Maria Souza' → 'AS'), for users without a photo. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

export function filterUsers(
  users: readonly AdminUser[],
  filters: { search: string; role: RoleFilter },
): AdminUser[] {
  return users.filter(
    (u) =>
      (filters.role === 'todos' || filters.role === u.role) &&
      matchesSearch([u.nome ?? '', u.displayName ?? '', u.email ?? ''], filters.search),
  );
}

export function userFormDefaults(user: AdminUser): AdminUserFormInput {
  return {
    nome: displayName(user) === 'Sem nome' ? '' : displayName(user),
    email: user.email ?? '',
    telefone: phoneFromStorage(user.telefone),
    novaSenha: '',
    role: user.role,
    escopo: { eventos: [...user.escopo.eventos], listas: [...user.escopo.listas] },
    ativo: !user.disabled,
  };
}

/** The calls a save makes, each only when its part changed. */
export type UserChanges = {
  profile?: { nome: string; email: string; telefone: string };
  password?: string;
  role?: { role: Role; escopo: StaffScope };
  shouldBan?: boolean;
};

export function planUserChanges(user: AdminUser, values: AdminUserFormValues): UserChanges {
  const changes: UserChanges = {};
  const email = values.email.trim();
  const profileChanged =
    values.nome.trim() !== (user.nome ?? user.displayName ?? '') ||
    email.toLowerCase() !== (user.email ?? '').toLowerCase() ||
    phoneToStorage(values.telefone) !== (user.telefone ?? null);
  if (profileChanged) changes.profile = { nome: values.nome.trim(), email, telefone: values.telefone };
  if (shouldSendPassword(values.novaSenha)) changes.password = values.novaSenha;
  if (
    values.role !== user.role ||
    !sameIds(values.escopo.eventos, user.escopo.eventos) ||
    !sameIds(values.escopo.listas, user.escopo.listas)
  ) {
    changes.role = { role: values.role, escopo: values.escopo };
  }
  if (!values.ativo !== user.disabled) changes.shouldBan = !values.ativo;
  return changes;
}
