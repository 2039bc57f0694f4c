// The price tables section's routes: list, new and edit, each its own chunk with the 'panel'
// fallback.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

// Each screen is its own chunk, with the Firestore SDK behind it.
const PricingTablesPage = lazy(() =>
  import('./list/PricingTablesPage').then((m) => ({ default: m.PricingTablesPage })),
);
const PricingTableFormPage = lazy(() =>
  import('./form/PricingTableFormPage').then((m) => ({ default: m.PricingTableFormPage })),
);

/** /admin/tabelas, /admin/tabelas/novo, /admin/tabelas/{id} (relative to /admin). */
export const pricingTableRoutes: RouteObject[] = [
  { path: 'tabelas', element: lazyPage(<PricingTablesPage />, 'panel') },
  { path: 'tabelas/novo', element: lazyPage(<PricingTableFormPage />, 'panel') },
  { path: 'tabelas/:id', element: lazyPage(<PricingTableFormPage />, 'panel') },
];
