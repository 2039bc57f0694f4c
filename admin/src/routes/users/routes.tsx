// The users section's route, /admin/usuarios; the page is its own chunk.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

// Own chunk: the form libraries and the core schemas load with the page.
const UsersPage = lazy(() => import('./UsersPage').then((m) => ({ default: m.UsersPage })));

/** /admin/usuarios (?q=, ?funcao=admin|user, ?editar={uid} opens the edit dialog) */
export const userRoutes: RouteObject[] = [{ path: 'usuarios', element: lazyPage(<UsersPage />) }];
