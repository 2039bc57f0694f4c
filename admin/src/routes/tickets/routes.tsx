import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageFallback } from '../../ui/PageFallback';

const TicketsPage = lazy(() => import('./TicketsPage').then((m) => ({ default: m.TicketsPage })));

/** /admin/ingressos */
export const ticketRoutes: RouteObject[] = [
  {
    path: 'ingressos',
    element: (
      <Suspense fallback={<PageFallback />}>
        <TicketsPage />
      </Suspense>
    ),
  },
];
