import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageFallback } from '../../ui/PageFallback';

// Own chunks: the Firestore SDK, the sanitiser and the form libraries load with these pages.
const EventsListPage = lazy(() =>
  import('./events-list/EventsListPage').then((m) => ({ default: m.EventsListPage })),
);
const EventFormPage = lazy(() =>
  import('./event-form/EventFormPage').then((m) => ({ default: m.EventFormPage })),
);

/** /admin/eventos, /admin/eventos/novo, /admin/eventos/:id */
export const eventRoutes: RouteObject[] = [
  {
    path: 'eventos',
    element: (
      <Suspense fallback={<PageFallback />}>
        <EventsListPage />
      </Suspense>
    ),
  },
  {
    path: 'eventos/novo',
    element: (
      <Suspense fallback={<PageFallback />}>
        <EventFormPage />
      </Suspense>
    ),
  },
  {
    path: 'eventos/:id',
    element: (
      <Suspense fallback={<PageFallback />}>
        <EventFormPage />
      </Suspense>
    ),
  },
];
