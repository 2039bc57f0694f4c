// /admin/usuarios (?q=, ?funcao=, ?editar={uid}): every account from the admin users function,
// searched and filtered in the browser, a table from 48rem (cards below); ?editar opens the dialog.
import { Pencil, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatDate } from '@gn/core/dates';
import { phoneFromStorage } from '@gn/core/phone';
import { formatInteger } from '../../lib/list-count';
import { useAuth } from '../../auth/use-auth';
import { useFilterParams } from '../../lib/use-filter-params';
import { useListLoad } from '../../lib/use-list-load';
import { useMediaQuery } from '../../lib/use-media-query';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { Button } from '../../ui/Button';
import { ListCount, ListSkeleton, NoMatches, ShowMoreButton } from '../../ui/ListStatus';
import { LoadFailedState } from '../../ui/LoadFailedState';
import { PageHeading } from '../../ui/PageHeading';
import { ListFilters } from '../../ui/ListFilters';
import { UserAvatar } from './UserAvatar';
import { UserEditDialog } from './UserEditDialog';
import { ROLE_LABELS } from '@gn/core/roles';
import { displayName, filterUsers, parseRoleFilter, ROLE_FILTER_OPTIONS, type AdminUser } from './user-model';
import { listUsers } from './user-queries';

const PAGE_SIZE = 50;

function RoleBadges({ user }: { user: AdminUser }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {user.role === 'user' ? (
        <Badge variant="secondary">Usuário</Badge>
      ) : (
        <Badge>{user.role === 'admin' ? 'Admin' : ROLE_LABELS[user.role]}</Badge>
      )}
      {user.disabled && <Badge variant="destructive">Desativado</Badge>}
    </span>
  );
}

function EditButton({ user, onEdit }: { user: AdminUser; onEdit: (uid: string) => void }) {
  return (
    <Button
      variant="secondary"
      className="h-9 px-3"
      aria-label={`Editar ${displayName(user)}`}
      onClick={() => onEdit(user.uid)}
    >
      <Pencil className="size-4" aria-hidden="true" />
      <span className="hidden sm:inline">Editar</span>
    </Button>
  );
}

function signupDate(user: AdminUser): string {
  return formatDate(user.createdAt);
}

function UsersTable({ users, onEdit }: { users: AdminUser[]; onEdit: (uid: string) => void }) {
  return (
    <DataTable caption="Usuários" columns={['Usuário', 'E-mail', 'Telefone', 'Função', 'Cadastro']}>
      {users.map((user) => (
        <tr key={user.uid} className="hover:bg-surface-muted/60">
          <td className="px-4 py-3">
            <span className="flex items-center gap-3">
              <UserAvatar name={displayName(user)} url={user.avatar_url} />
              <span className="font-medium text-ink">{displayName(user)}</span>
            </span>
          </td>
          <td className="px-4 py-3 break-all text-ink-muted">{user.email ?? '—'}</td>
          <td className="px-4 py-3 whitespace-nowrap text-ink-muted tabular-nums">
            {phoneFromStorage(user.telefone) || '—'}
          </td>
          <td className="px-4 py-3">
            <RoleBadges user={user} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-ink-muted tabular-nums">{signupDate(user)}</td>
          <td className="px-4 py-3 text-right">
            <EditButton user={user} onEdit={onEdit} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Narrow screens: one card per user instead of a table that would need sideways scrolling. */
function UsersCards({ users, onEdit }: { users: AdminUser[]; onEdit: (uid: string) => void }) {
  return (
    <ul aria-label="Usuários" className="space-y-3">
      {users.map((user) => (
        <li key={user.uid} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
          <div className="flex items-start gap-3">
            <UserAvatar name={displayName(user)} url={user.avatar_url} className="size-10" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-ink">{displayName(user)}</p>
              <p className="text-sm break-all text-ink-muted">{user.email ?? '—'}</p>
            </div>
            <EditButton user={user} onEdit={onEdit} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-ink-muted">Telefone</dt>
              <dd className="text-ink tabular-nums">{phoneFromStorage(user.telefone) || '—'}</dd>
            </div>
            <div>
              <dt className="text-xs text-ink-muted">Cadastro</dt>
              <dd className="text-ink tabular-nums">{signupDate(user)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="sr-only">Função</dt>
              <dd>
                <RoleBadges user={user} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function UsersPage() {
  const auth = useAuth();
  const selfUid = auth.status === 'signed-in' ? auth.user.uid : null;
  const wide = useMediaQuery('(min-width: 48rem)');
  const [shown, setShown] = useState(PAGE_SIZE);
  const { params, setParam, clearParams } = useFilterParams(() => setShown(PAGE_SIZE));
  const search = params.get('q') ?? '';
  const role = parseRoleFilter(params.get('funcao'));
  const editingUid = params.get('editar');
  const {
    data: users,
    failed,
    reload,
  } = useListLoad(listUsers, 'Erro ao carregar usuários', { describeError: true });

  const filtered = useMemo(() => (users ? filterUsers(users, { search, role }) : []), [users, search, role]);
  const editing = users?.find((u) => u.uid === editingUid) ?? null;
  const loading = users === null && !failed;
  const edit = (uid: string) => setParam('editar', uid, { push: true });

  return (
    <>
      <PageHeading title="Usuários" description="Contas de clientes e administradores." />

      <ListFilters
        setParam={setParam}
        columns="md:grid-cols-[minmax(0,1fr)_14rem]"
        search={{ label: 'Buscar usuários', placeholder: 'Buscar por nome ou e-mail', value: search }}
        selects={[{ label: 'Função', options: ROLE_FILTER_OPTIONS, value: role, param: 'funcao' }]}
      />

      {users && (
        <ListCount>
          {filtered.length === 1 ? '1 usuário' : `${formatInteger(filtered.length)} usuários`}
          {filtered.length !== users.length && ` de ${formatInteger(users.length)}`}
        </ListCount>
      )}

      {loading && <ListSkeleton label="Carregando usuários" />}

      {failed && !users && (
        <LoadFailedState
          icon={Users}
          title="Não foi possível carregar os usuários"
          onRetry={() => void reload()}
        />
      )}

      {users && filtered.length === 0 && (
        <NoMatches
          title="Nenhum usuário encontrado"
          description="Nenhum usuário corresponde à busca e ao filtro."
          onClear={clearParams}
        />
      )}

      {filtered.length > 0 && (
        <>
          {wide ? (
            <UsersTable users={filtered.slice(0, shown)} onEdit={edit} />
          ) : (
            <UsersCards users={filtered.slice(0, shown)} onEdit={edit} />
          )}
          <ShowMoreButton
            total={filtered.length}
            shown={shown}
            onClick={() => setShown((n) => n + PAGE_SIZE)}
          />
        </>
      )}

      <UserEditDialog
        user={editing}
        selfUid={selfUid}
        onClose={() => setParam('editar', null)}
        onSaved={reload}
      />
    </>
  );
}
