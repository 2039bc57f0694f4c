import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageFallback } from '../../ui/PageFallback';

const NewsListPage = lazy(() =>
  import('./news-list/NewsListPage').then((m) => ({ default: m.NewsListPage })),
);
const NewsFormPage = lazy(() =>
  import('./news-form/NewsFormPage').then((m) => ({ default: m.NewsFormPage })),
);

const page = (element: ReactNode) => <Suspense fallback={<PageFallback />}>{element}</Suspense>;

/** /admin/noticias, /admin/noticias/novo, /admin/noticias/:id */
export const newsRoutes: RouteObject[] = [
  { path: 'noticias', element: page(<NewsListPage />) },
  { path: 'noticias/novo', element: page(<NewsFormPage />) },
  { path: 'noticias/:id', element: page(<NewsFormPage />) },
];
