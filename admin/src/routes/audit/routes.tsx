// The audit route, /admin/auditoria; the page is its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

const AuditPage = lazy(() => import('./AuditPage').then((m) => ({ default: m.AuditPage })));

/** /admin/auditoria */
export const auditRoutes: RouteObject[] = [{ path: 'auditoria', element: lazyPage(<AuditPage />) }];
