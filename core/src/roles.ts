// Staff roles with least privilege (issue #30): besides the administrator and the customer, a door
// steward (porteiro: check-in only, at the events and lists the admin assigns), the box office
// (bilheteria: door sales) and finance (financeiro: orders, refunds and reports; no content nor
// settings). Each role is a set of capabilities; the API, the rules and the admin app ask for a
// capability, never for a role's name, so a new role is one entry here. Pure: the functions, the
// admin app and the rules' tests read it.

export const ROLES = ['admin', 'financeiro', 'bilheteria', 'porteiro', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that open the back office (everyone but the customer). */
export const STAFF_ROLES = ['admin', 'financeiro', 'bilheteria', 'porteiro'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const CAPABILITIES = [
  /** events, news, tables, banners, settings, users, audit: the whole back office */
  'gerir_conteudo',
  'gerir_configuracoes',
  'gerir_usuarios',
  /** orders, tickets and their e-mails; refunds */
  'ver_pedidos',
  'reembolsar',
  /** reports: dashboard, meia-entrada, borderô */
  'ver_relatorios',
  /** admitting tickets at the door (within the staff member's scope) */
  'fazer_checkin',
  /** selling at the door (within the staff member's scope) */
  'vender_na_porta',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const ALL: readonly Capability[] = CAPABILITIES;

export const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
  admin: ALL,
  financeiro: ['ver_pedidos', 'reembolsar', 'ver_relatorios'],
  bilheteria: ['vender_na_porta', 'fazer_checkin'],
  porteiro: ['fazer_checkin'],
  user: [],
};

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  financeiro: 'Financeiro',
  bilheteria: 'Bilheteria',
  porteiro: 'Porteiro',
  user: 'Cliente',
};

/** What the Users screen says under each role. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Acesso a todo o painel.',
  financeiro: 'Pedidos, reembolsos e relatórios; sem conteúdo nem configurações.',
  bilheteria: 'Vendas na porta e check-in, nos eventos atribuídos.',
  porteiro: 'Somente check-in, nos eventos e listas atribuídos.',
  user: 'Compra ingressos no site; sem acesso ao painel.',
};

/** The roles whose work is tied to chosen events (and, for the door, chosen lists). */
export const SCOPED_ROLES: ReadonlySet<Role> = new Set<Role>(['bilheteria', 'porteiro']);

/**
 * Where a scoped staff member may work: the events, and within them the check-in lists (empty:
 * every list of those events). Unscoped roles (admin, financeiro) reach every event.
 */
export interface StaffScope {
  eventos: readonly string[];
  listas: readonly string[];
}

export const EMPTY_SCOPE: StaffScope = { eventos: [], listas: [] };

export function isRole(value: unknown): value is Role {
  return ROLES.some((role) => role === value);
}

/** A stored or claimed role → the role, or 'user' for anything else (never more than asked). */
export function roleOf(value: unknown): Role {
  return isRole(value) ? value : 'user';
}

export function isStaff(role: Role): role is StaffRole {
  return role !== 'user';
}

export function can(role: Role, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}

/**
 * Whether `role` with `scope` may do `capability` at an event (and, for check-in, at a list):
 * the capability first, then, for a scoped role, the event among its events and the list among
 * its lists (no lists: any list of its events).
 */
export function canAt(
  role: Role,
  scope: StaffScope,
  capability: Capability,
  place: { eventId: string; listId?: string | null },
): boolean {
  if (!can(role, capability)) return false;
  if (!SCOPED_ROLES.has(role)) return true;
  if (!scope.eventos.includes(place.eventId)) return false;
  return !place.listId || scope.listas.length === 0 || scope.listas.includes(place.listId);
}

/** The refusal of a staff member who lacks a capability (the API's 403). */
export const FORBIDDEN_FOR_ROLE_MESSAGE = 'Seu perfil de acesso não permite esta ação';

/** The refusal of a scoped staff member outside their events or lists. */
export const OUTSIDE_SCOPE_MESSAGE = 'Você não está escalado para este evento ou esta entrada';

/** Custom claims as Firebase keeps them (a decoded token, or a UserRecord's customClaims). */
type Claims = Record<string, unknown> | undefined;

/**
 * The role custom claims state: `role`, or `admin: true` alone (tokens and accounts from before
 * staff roles), else a customer.
 */
export function roleFromClaims(claims: Claims): Role {
  if (claims?.role !== undefined) return roleOf(claims.role);
  return claims?.admin === true ? 'admin' : 'user';
}

function idList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The events and lists the `escopo` claim names (empty for unscoped roles and customers). */
export function scopeFromClaims(claims: Claims): StaffScope {
  const scope = claims?.escopo as { eventos?: unknown; listas?: unknown } | undefined;
  if (!scope || typeof scope !== 'object') return EMPTY_SCOPE;
  return { eventos: idList(scope.eventos), listas: idList(scope.listas) };
}

/**
 * The custom claims set-role writes for `role`, kept beside the other claims: `admin` stays for
 * the rules and tokens that read only it; `escopo` only on a scoped role (claims are capped at
 * 1,000 bytes, hence the schema's limits on events and lists).
 */
export function roleClaims(
  role: Role,
  scope: StaffScope,
  others: Record<string, unknown> = {},
): Record<string, unknown> {
  const { admin: _admin, role: _role, escopo: _escopo, ...rest } = others;
  return {
    ...rest,
    ...(role === 'user' ? {} : { role }),
    ...(role === 'admin' ? { admin: true } : {}),
    ...(SCOPED_ROLES.has(role) ? { escopo: { eventos: [...scope.eventos], listas: [...scope.listas] } } : {}),
  };
}
