// The news section's routes: list, new and edit; each page its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

const NewsListPage = lazy(() => import('./list/NewsListPage').then((m) => ({ default: m.NewsListPage })));
const NewsFormPage = lazy(() => import('./form/NewsFormPage').then((m) => ({ default: m.NewsFormPage })));

/** /admin/noticias, /admin/noticias/novo, /admin/noticias/:id */
export const newsRoutes: RouteObject[] = [
  { path: 'noticias', element: lazyPage(<NewsListPage />) },
  { path: 'noticias/novo', element: lazyPage(<NewsFormPage />) },
  { path: 'noticias/:id', element: lazyPage(<NewsFormPage />) },
];
