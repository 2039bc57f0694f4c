// The coupon screens' calls: the admin coupons API (functions/src/api/admin/coupons/router.ts,
// the only writer of `coupons`, which checks every form again and audits it) and the Firestore
// reads of the scope's choices (events, price tables). Loaded with import() by the pages.
import type { CouponListRow, CouponStats, CouponStatus } from '@gn/core/coupons';
import type { CouponFormValues } from '@gn/core/schemas/coupon';
import { api, ApiError } from '../../lib/api';
import { byName } from '../../lib/by-name';
import { loadAllEventOptions } from '../../lib/event-option-queries';
import { readCollection, readDocsById } from '../../lib/firestore';
import { readPricingTable } from '@gn/core/stored/content';
import { readEvent } from '@gn/core/stored/event';
import { upcomingFirst, type ScopeEvent, type ScopeTable } from './coupon-scope-model';

const BASE = '/api/admin/coupons';
const codePath = (code: string) => `${BASE}/${encodeURIComponent(code)}` as const;

/** Every coupon, newest first, with its figures and status now. */
export async function listCoupons(): Promise<CouponListRow[]> {
  const { coupons } = await api<{ coupons: CouponListRow[] }>(BASE);
  return coupons;
}

export type LoadedCoupon = { form: CouponFormValues; stats: CouponStats; status: CouponStatus };

/** One coupon's form values and figures, or null when there is no such code. */
export async function getCoupon(code: string): Promise<LoadedCoupon | null> {
  try {
    return await api<LoadedCoupon>(codePath(code));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Creates (code null) or updates a coupon; the server answers 409 when a new code is taken. */
export async function saveCoupon(code: string | null, form: CouponFormValues): Promise<void> {
  if (code === null) await api(BASE, { method: 'POST', json: form });
  else await api(codePath(code), { method: 'PUT', json: form });
}

/** Deletes an unused coupon; the server answers 409 once it was used (switch it off instead). */
export async function deleteCoupon(code: string): Promise<void> {
  await api(`${codePath(code)}/delete`, { method: 'POST' });
}

/** id → title of these events (the list's 'Vale para'), however old they are. */
export async function eventTitles(ids: readonly string[]): Promise<Map<string, string>> {
  return new Map(
    await readDocsById('events', ids, (id, data) => [id, readEvent(data).titulo || id] as const),
  );
}

/** Every event a coupon may be limited to, upcoming ones first (the checklist has a search). */
export async function loadScopeEvents(): Promise<ScopeEvent[]> {
  return upcomingFirst(await loadAllEventOptions(), new Date());
}

function toScopeTable(id: string, data: Record<string, unknown>): ScopeTable {
  const table = readPricingTable(data);
  return {
    id,
    nome: table.nome || id,
    itens: table.itens.map(({ id: itemId, label }) => ({ id: itemId, label })),
  };
}

/** Every price table with its options, by name (a handful). */
export async function loadScopeTables(): Promise<ScopeTable[]> {
  return byName(await readCollection('pricing_tables', toScopeTable));
}
