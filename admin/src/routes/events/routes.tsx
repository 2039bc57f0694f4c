// The events section's routes: list, new, edit, the event's waiting list, virtual queue and
// meia-entrada report and portaria (check-in lists, live counts); each page its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

// Own chunks: the Firestore SDK, the sanitiser and the form libraries load with these pages.
const EventsListPage = lazy(() =>
  import('./list/EventsListPage').then((m) => ({ default: m.EventsListPage })),
);
const EventFormPage = lazy(() => import('./form/EventFormPage').then((m) => ({ default: m.EventFormPage })));
const WaitlistPage = lazy(() => import('./waitlist/WaitlistPage').then((m) => ({ default: m.WaitlistPage })));
const QueueSettingsPage = lazy(() =>
  import('./queue/QueueSettingsPage').then((m) => ({ default: m.QueueSettingsPage })),
);
const PortariaPage = lazy(() => import('./portaria/PortariaPage').then((m) => ({ default: m.PortariaPage })));
const MeiaReportPage = lazy(() =>
  import('./meia-report/MeiaReportPage').then((m) => ({ default: m.MeiaReportPage })),
);

/** /admin/eventos, /novo, /:id, /:id/lista-de-espera, /:id/fila-virtual, /:id/meia-entrada, /:id/portaria */
export const eventRoutes: RouteObject[] = [
  { path: 'eventos', element: lazyPage(<EventsListPage />) },
  { path: 'eventos/novo', element: lazyPage(<EventFormPage />) },
  { path: 'eventos/:id', element: lazyPage(<EventFormPage />) },
  { path: 'eventos/:id/lista-de-espera', element: lazyPage(<WaitlistPage />) },
  { path: 'eventos/:id/fila-virtual', element: lazyPage(<QueueSettingsPage />) },
  { path: 'eventos/:id/meia-entrada', element: lazyPage(<MeiaReportPage />) },
  { path: 'eventos/:id/portaria', element: lazyPage(<PortariaPage />) },
];
