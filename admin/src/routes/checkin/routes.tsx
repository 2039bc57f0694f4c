// The check-in route, /admin/checkin (not in the spec's route table); the page is its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

const CheckinPage = lazy(() => import('./CheckinPage').then((m) => ({ default: m.CheckinPage })));

/** /admin/checkin: not in the spec's route table; the door check-in of the signed QR codes. */
export const checkinRoutes: RouteObject[] = [{ path: 'checkin', element: lazyPage(<CheckinPage />) }];
