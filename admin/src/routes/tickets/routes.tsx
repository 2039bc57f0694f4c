// The tickets route, /admin/ingressos; the page is its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

const TicketsPage = lazy(() => import('./TicketsPage').then((m) => ({ default: m.TicketsPage })));

/** /admin/ingressos */
export const ticketRoutes: RouteObject[] = [{ path: 'ingressos', element: lazyPage(<TicketsPage />) }];
