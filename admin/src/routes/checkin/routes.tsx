// The check-in route, /admin/checkin (not in the route table of docs/spec/backoffice.md §2); the
// page is its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

const CheckinPage = lazy(() => import('./CheckinPage').then((m) => ({ default: m.CheckinPage })));

/**
 * /admin/checkin: not in the route table of docs/spec/backoffice.md §2; the door check-in of the
 * signed QR codes.
 */
export const checkinRoutes: RouteObject[] = [{ path: 'checkin', element: lazyPage(<CheckinPage />) }];
