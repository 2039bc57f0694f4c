// The events section's routes: list, new, edit and the event's waiting list; each page its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

// Own chunks: the Firestore SDK, the sanitiser and the form libraries load with these pages.
const EventsListPage = lazy(() =>
  import('./list/EventsListPage').then((m) => ({ default: m.EventsListPage })),
);
const EventFormPage = lazy(() => import('./form/EventFormPage').then((m) => ({ default: m.EventFormPage })));
const WaitlistPage = lazy(() => import('./waitlist/WaitlistPage').then((m) => ({ default: m.WaitlistPage })));

/** /admin/eventos, /admin/eventos/novo, /admin/eventos/:id, /admin/eventos/:id/lista-de-espera */
export const eventRoutes: RouteObject[] = [
  { path: 'eventos', element: lazyPage(<EventsListPage />) },
  { path: 'eventos/novo', element: lazyPage(<EventFormPage />) },
  { path: 'eventos/:id', element: lazyPage(<EventFormPage />) },
  { path: 'eventos/:id/lista-de-espera', element: lazyPage(<WaitlistPage />) },
];
