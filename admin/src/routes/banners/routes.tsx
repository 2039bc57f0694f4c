// The home banners routes: list, new and edit; each page its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

const BannersPage = lazy(() => import('./list/BannersPage').then((m) => ({ default: m.BannersPage })));
const BannerFormPage = lazy(() =>
  import('./form/BannerFormPage').then((m) => ({ default: m.BannerFormPage })),
);

/** /admin/banners, /admin/banners/novo, /admin/banners/{id}. */
export const bannerRoutes: RouteObject[] = [
  { path: 'banners', element: lazyPage(<BannersPage />, 'panel') },
  { path: 'banners/novo', element: lazyPage(<BannerFormPage />, 'panel') },
  { path: 'banners/:id', element: lazyPage(<BannerFormPage />, 'panel') },
];
