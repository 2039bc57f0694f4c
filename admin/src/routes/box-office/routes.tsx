// The box office's routes (issue #31): /admin/bilheteria, the sale screen, and
// /admin/bilheteria/caixas, the registers; each page is its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

const BoxOfficePage = lazy(() => import('./BoxOfficePage').then((m) => ({ default: m.BoxOfficePage })));
const RegistersPage = lazy(() => import('./RegistersPage').then((m) => ({ default: m.RegistersPage })));

export const boxOfficeRoutes: RouteObject[] = [
  { path: 'bilheteria', element: lazyPage(<BoxOfficePage />) },
  { path: 'bilheteria/caixas', element: lazyPage(<RegistersPage />) },
];
