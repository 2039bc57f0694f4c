// /api/admin/coupons: the admin's coupons (coupons/admin-coupons.ts holds the rules and writes).
// Each route parses with the shared schema, calls one use case and answers.
import { couponFormSchema } from '@gn/core/schemas/coupon';
import { Router } from 'express';
import {
  COUPON_ADMIN_MESSAGES,
  couponForEdit,
  createCoupon,
  deleteCoupon,
  listCoupons,
  updateCoupon,
} from '../../../coupons/admin-coupons.ts';
import { caller } from '../../../http/auth.ts';
import { docIdParam } from '../../../http/params.ts';
import { parseBody } from '../../../http/validate.ts';

export const couponsAdminRouter = Router();

/** GET /api/admin/coupons → { coupons: CouponListRow[] }, newest first. */
couponsAdminRouter.get('/', async (_req, res) => {
  res.json(await listCoupons());
});

/** GET /api/admin/coupons/:code → { form, stats, status }: the edit form's values and figures. */
couponsAdminRouter.get('/:code', async (req, res) => {
  const code = docIdParam(req.params.code, COUPON_ADMIN_MESSAGES.notFound);
  res.json(await couponForEdit(code));
});

/** POST /api/admin/coupons { form } → 201 { codigo }; 409 when the code exists. */
couponsAdminRouter.post('/', async (req, res) => {
  const form = parseBody(couponFormSchema, req.body);
  res.status(201).json(await createCoupon(caller(res), form));
});

/** PUT /api/admin/coupons/:code { form } → { codigo }; the code in the body must be the same. */
couponsAdminRouter.put('/:code', async (req, res) => {
  const code = docIdParam(req.params.code, COUPON_ADMIN_MESSAGES.notFound);
  const form = parseBody(couponFormSchema, req.body);
  res.json(await updateCoupon(caller(res), code, form));
});

/** POST /api/admin/coupons/:code/delete → { codigo, deleted: true }; 409 once it was used. */
couponsAdminRouter.post('/:code/delete', async (req, res) => {
  const code = docIdParam(req.params.code, COUPON_ADMIN_MESSAGES.notFound);
  res.json(await deleteCoupon(caller(res), code));
});
