// The admin's coupons, the use cases behind /api/admin/coupons. The server alone writes `coupons`
// (firestore.rules deny browsers): every save is audited in the same transaction; a code, once
// made, names its uses and never changes; a coupon that was used cannot be deleted (its figures
// would go with it): it is switched off instead.
import { couponStatus, type CouponListRow, type CouponRules } from '@gn/core/coupons';
import { couponDocToForm, couponFormToDoc, type CouponFormValues } from '@gn/core/schemas/coupon';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { addAuditEntry } from '../audit/entry.ts';
import { diffDocuments } from '../audit/diff.ts';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { readStoredCoupon } from '@gn/core/stored/coupon';
import { couponRef, COUPONS, readCoupon, usesOf } from './coupon-store.ts';
import { couponStats } from './coupon-stats.ts';

type Actor = { uid: string; email?: string | null };

export const COUPON_ADMIN_MESSAGES = {
  notFound: 'Cupom não encontrado',
  codeTaken: 'Já existe um cupom com este código',
  codeChanged: 'O código de um cupom não muda: crie outro cupom',
  usedCannotDelete: 'Este cupom já foi usado e não pode ser excluído: desative-o',
} as const;

/** The most coupons the list returns (a shop has dozens; each row costs two aggregations). */
export const COUPON_LIST_MAX = 500;

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

async function listRow(rules: CouponRules, now: Date): Promise<CouponListRow> {
  const stats = await couponStats(db(), rules.codigo);
  return {
    ...rules,
    valido_de: iso(rules.valido_de),
    valido_ate: iso(rules.valido_ate),
    status: couponStatus(rules, stats.reservados + stats.usados, now),
    stats,
  };
}

/** The list, newest first. */
export async function listCoupons(now = new Date()): Promise<{ coupons: CouponListRow[] }> {
  const snap = await db().collection(COUPONS).orderBy('created_at', 'desc').limit(COUPON_LIST_MAX).get();
  const coupons = await Promise.all(snap.docs.map((d) => listRow(readStoredCoupon(d.id, d.data()), now)));
  return { coupons };
}

/** The edit form's values and figures. */
export async function couponForEdit(code: string) {
  const rules = await readCoupon(db(), code);
  if (!rules) throw new ApiError('not_found', COUPON_ADMIN_MESSAGES.notFound);
  const row = await listRow(rules, new Date());
  return { form: couponDocToForm(rules), stats: row.stats, status: row.status };
}

/** The stored fields of a valid form, with Firestore dates. */
function storedFields(form: CouponFormValues) {
  const doc = couponFormToDoc(form);
  const at = (d: Date | null) => (d ? Timestamp.fromDate(d) : null);
  return { ...doc, valido_de: at(doc.valido_de), valido_ate: at(doc.valido_ate) };
}

async function audit(
  tx: Transaction,
  actor: { uid: string; email?: string | null },
  action: 'create' | 'update' | 'delete',
  code: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
) {
  await addAuditEntry(tx, {
    actorUid: actor.uid,
    actorEmail: actor.email ?? null,
    action,
    target: `${COUPONS}/${code}`,
    targetLabel: code,
    changes: diffDocuments(before, after),
    source: 'function',
  });
}

/** A new coupon; 409 when the code exists. */
export async function createCoupon(actor: Actor, form: CouponFormValues): Promise<{ codigo: string }> {
  const fields = storedFields(form);
  const ref = couponRef(db(), fields.codigo);
  await db().runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) throw new ApiError('conflict', COUPON_ADMIN_MESSAGES.codeTaken);
    const stamps = { created_at: FieldValue.serverTimestamp(), updated_at: FieldValue.serverTimestamp() };
    tx.create(ref, { ...fields, ...stamps, updated_by: actor.uid });
    await audit(tx, actor, 'create', fields.codigo, undefined, fields);
  });
  return { codigo: fields.codigo };
}

/** A coupon's new rules; the code in the form must be the same. */
export async function updateCoupon(
  actor: Actor,
  code: string,
  form: CouponFormValues,
): Promise<{ codigo: string }> {
  const fields = storedFields(form);
  if (fields.codigo !== code) throw new ApiError('bad_request', COUPON_ADMIN_MESSAGES.codeChanged);
  const ref = couponRef(db(), code);
  await db().runTransaction(async (tx) => {
    const before = await tx.get(ref);
    if (!before.exists) throw new ApiError('not_found', COUPON_ADMIN_MESSAGES.notFound);
    tx.update(ref, { ...fields, updated_at: FieldValue.serverTimestamp(), updated_by: actor.uid });
    await audit(tx, actor, 'update', code, before.data(), { ...before.data(), ...fields });
  });
  return { codigo: code };
}

/** Deletes an unused coupon; 409 once it was used. */
export async function deleteCoupon(actor: Actor, code: string): Promise<{ codigo: string; deleted: true }> {
  const ref = couponRef(db(), code);
  await db().runTransaction(async (tx) => {
    const [snap, uses] = await Promise.all([tx.get(ref), tx.get(usesOf(db(), code).limit(1))]);
    if (!snap.exists) throw new ApiError('not_found', COUPON_ADMIN_MESSAGES.notFound);
    if (!uses.empty) throw new ApiError('conflict', COUPON_ADMIN_MESSAGES.usedCannotDelete);
    tx.delete(ref);
    await audit(tx, actor, 'delete', code, snap.data(), undefined);
  });
  return { codigo: code, deleted: true };
}
