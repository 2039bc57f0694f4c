import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageFallback } from '../../ui/PageFallback';

const AuditPage = lazy(() => import('./AuditPage').then((m) => ({ default: m.AuditPage })));

/** /admin/auditoria */
export const auditRoutes: RouteObject[] = [
  {
    path: 'auditoria',
    element: (
      <Suspense fallback={<PageFallback />}>
        <AuditPage />
      </Suspense>
    ),
  },
];
