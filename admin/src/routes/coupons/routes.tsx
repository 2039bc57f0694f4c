// The coupons section's routes: list, new and edit, each its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

const CouponsPage = lazy(() => import('./list/CouponsPage').then((m) => ({ default: m.CouponsPage })));
const CouponFormPage = lazy(() =>
  import('./form/CouponFormPage').then((m) => ({ default: m.CouponFormPage })),
);

/** /admin/cupons, /admin/cupons/novo, /admin/cupons/{CODIGO} (relative to /admin). */
export const couponRoutes: RouteObject[] = [
  { path: 'cupons', element: lazyPage(<CouponsPage />) },
  { path: 'cupons/novo', element: lazyPage(<CouponFormPage />, 'panel') },
  { path: 'cupons/:code', element: lazyPage(<CouponFormPage />, 'panel') },
];
