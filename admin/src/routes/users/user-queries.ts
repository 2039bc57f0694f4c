// The admin user functions (functions/src/api/admin/users/): Auth accounts are only changed there.
import { api } from '../../lib/api';
import type { AdminUser, UserChanges } from './user-model';

export async function listUsers(): Promise<AdminUser[]> {
  const { users } = await api<{ users: AdminUser[] }>('/api/admin/users');
  return users;
}

/** A few users whose name or e-mail contains `text` (the header search). */
export async function searchUsers(text: string, limit: number): Promise<AdminUser[]> {
  const params = new URLSearchParams({ search: text, limit: String(limit) });
  const { users } = await api<{ users: AdminUser[] }>(`/api/admin/users?${params}`);
  return users;
}

type Step = { run: () => Promise<unknown>; success: string; failure: string };

/**
 * The calls of one save, in order, with the toasts of docs/spec/backoffice.md §8. Only changed
 * parts are present, so an unchanged role or state is never sent.
 */
export function userSaveSteps(userId: string, changes: UserChanges): Step[] {
  const post = (path: `/api/admin/users/${string}`, json: object) => () =>
    api(path, { method: 'POST', json: { userId, ...json } });
  const steps: Step[] = [];
  if (changes.profile) {
    steps.push({
      run: post('/api/admin/users/update-profile', changes.profile),
      success: 'Perfil atualizado com sucesso!',
      failure: 'Erro ao atualizar perfil',
    });
  }
  if (changes.password !== undefined) {
    steps.push({
      run: post('/api/admin/users/set-password', { newPassword: changes.password }),
      success: 'Senha atualizada com sucesso!',
      failure: 'Erro ao atualizar senha',
    });
  }
  if (changes.role !== undefined) {
    steps.push({
      run: post('/api/admin/users/set-role', changes.role),
      success: 'Permissões atualizadas com sucesso!',
      failure: 'Erro ao atualizar role',
    });
  }
  if (changes.shouldBan !== undefined) {
    steps.push({
      run: post('/api/admin/users/set-ban', { shouldBan: changes.shouldBan }),
      success: 'Status atualizado com sucesso',
      failure: 'Erro ao atualizar status',
    });
  }
  return steps;
}
