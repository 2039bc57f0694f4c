import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageFallback } from '../../ui/PageFallback';

const OrdersListPage = lazy(() =>
  import('./orders-list/OrdersListPage').then((m) => ({ default: m.OrdersListPage })),
);
const OrderDetailPage = lazy(() =>
  import('./order-detail/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })),
);

/** /admin/pedidos, /admin/pedidos/:id */
export const orderRoutes: RouteObject[] = [
  {
    path: 'pedidos',
    element: (
      <Suspense fallback={<PageFallback />}>
        <OrdersListPage />
      </Suspense>
    ),
  },
  {
    path: 'pedidos/:id',
    element: (
      <Suspense fallback={<PageFallback />}>
        <OrderDetailPage />
      </Suspense>
    ),
  },
];
