// The orders section's routes, /admin/pedidos and /admin/pedidos/{id}; each page its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

const OrdersListPage = lazy(() =>
  import('./list/OrdersListPage').then((m) => ({ default: m.OrdersListPage })),
);
const OrderDetailPage = lazy(() =>
  import('./detail/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })),
);

/** /admin/pedidos, /admin/pedidos/:id */
export const orderRoutes: RouteObject[] = [
  { path: 'pedidos', element: lazyPage(<OrdersListPage />) },
  { path: 'pedidos/:id', element: lazyPage(<OrderDetailPage />) },
];
