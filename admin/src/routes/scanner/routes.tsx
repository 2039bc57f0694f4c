// /admin/portaria/scanner: the offline door scanner, full screen (outside the admin's layout) and
// its own chunk, so the admin's first load does not grow with it.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

const ScannerPage = lazy(() => import('./ScannerPage').then((m) => ({ default: m.ScannerPage })));

export const scannerRoutes: RouteObject[] = [
  { path: 'portaria/scanner', element: lazyPage(<ScannerPage />, 'panel') },
];
