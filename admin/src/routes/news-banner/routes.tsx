import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../pricing-tables/routes';

const NewsBannerPage = lazy(() => import('./NewsBannerPage').then((m) => ({ default: m.NewsBannerPage })));

/** /admin/banner-noticias. */
export const newsBannerRoutes: RouteObject[] = [
  { path: 'banner-noticias', element: lazyPage(<NewsBannerPage />) },
];
