// The events section's routes: list, new and edit; each page its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

// Own chunks: the Firestore SDK, the sanitiser and the form libraries load with these pages.
const EventsListPage = lazy(() =>
  import('./list/EventsListPage').then((m) => ({ default: m.EventsListPage })),
);
const EventFormPage = lazy(() => import('./form/EventFormPage').then((m) => ({ default: m.EventFormPage })));

/** /admin/eventos, /admin/eventos/novo, /admin/eventos/:id */
export const eventRoutes: RouteObject[] = [
  { path: 'eventos', element: lazyPage(<EventsListPage />) },
  { path: 'eventos/novo', element: lazyPage(<EventFormPage />) },
  { path: 'eventos/:id', element: lazyPage(<EventFormPage />) },
];
