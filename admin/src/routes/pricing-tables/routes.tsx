import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteFallback } from './RouteFallback';

// Each screen is its own chunk, with the Firestore SDK behind it.
const PricingTablesPage = lazy(() =>
  import('./list/PricingTablesPage').then((m) => ({ default: m.PricingTablesPage })),
);
const PricingTableFormPage = lazy(() =>
  import('./form/PricingTableFormPage').then((m) => ({ default: m.PricingTableFormPage })),
);

export function lazyPage(page: ReactNode) {
  return <Suspense fallback={<RouteFallback />}>{page}</Suspense>;
}

/** /admin/tabelas, /admin/tabelas/novo, /admin/tabelas/{id} (relative to /admin). */
export const pricingTableRoutes: RouteObject[] = [
  { path: 'tabelas', element: lazyPage(<PricingTablesPage />) },
  { path: 'tabelas/novo', element: lazyPage(<PricingTableFormPage />) },
  { path: 'tabelas/:id', element: lazyPage(<PricingTableFormPage />) },
];
