// The contact inbox route, /admin/mensagens; the page is its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

const ContactMessagesPage = lazy(() =>
  import('./ContactMessagesPage').then((m) => ({ default: m.ContactMessagesPage })),
);

/** /admin/mensagens */
export const contactRoutes: RouteObject[] = [
  { path: 'mensagens', element: lazyPage(<ContactMessagesPage />, 'panel') },
];
