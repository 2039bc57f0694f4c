// The news ticker route, /admin/banner-noticias; the page is its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

const NewsBannerPage = lazy(() => import('./NewsBannerPage').then((m) => ({ default: m.NewsBannerPage })));

/** /admin/banner-noticias. */
export const newsBannerRoutes: RouteObject[] = [
  { path: 'banner-noticias', element: lazyPage(<NewsBannerPage />, 'panel') },
];
