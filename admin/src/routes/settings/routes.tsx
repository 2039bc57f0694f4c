// The settings routes, /admin/config and /admin/upload-assets; each page its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

const SettingsPage = lazy(() => import('./SettingsPage').then((m) => ({ default: m.SettingsPage })));
const UploadAssetsPage = lazy(() =>
  import('./upload-assets/UploadAssetsPage').then((m) => ({ default: m.UploadAssetsPage })),
);

/** /admin/config and /admin/upload-assets (the logo upload page), both behind the admin guard. */
export const settingsRoutes: RouteObject[] = [
  { path: 'config', element: lazyPage(<SettingsPage />, 'panel') },
  { path: 'upload-assets', element: lazyPage(<UploadAssetsPage />, 'panel') },
];
