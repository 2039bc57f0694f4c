// The category tables routes: list, new, and per table its structure, data (?eventId=) and view;
// a bare /{id} goes to its structure.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy-page';

const CategoryTablesPage = lazy(() =>
  import('./list/CategoryTablesPage').then((m) => ({ default: m.CategoryTablesPage })),
);
const CategoryStructurePage = lazy(() =>
  import('./structure/CategoryStructurePage').then((m) => ({ default: m.CategoryStructurePage })),
);
const CategoryDataPage = lazy(() =>
  import('./data/CategoryDataPage').then((m) => ({ default: m.CategoryDataPage })),
);
const CategoryViewPage = lazy(() =>
  import('./view/CategoryViewPage').then((m) => ({ default: m.CategoryViewPage })),
);

/** /admin/tabelas-categorias and its novo, {id}/estrutura, {id}/dados (?eventId=), {id}/visualizar. */
export const categoryTableRoutes: RouteObject[] = [
  { path: 'tabelas-categorias', element: lazyPage(<CategoryTablesPage />, 'panel') },
  { path: 'tabelas-categorias/novo', element: lazyPage(<CategoryStructurePage />, 'panel') },
  { path: 'tabelas-categorias/:id', element: <Navigate to="estrutura" replace /> },
  { path: 'tabelas-categorias/:id/estrutura', element: lazyPage(<CategoryStructurePage />, 'panel') },
  { path: 'tabelas-categorias/:id/dados', element: lazyPage(<CategoryDataPage />, 'panel') },
  { path: 'tabelas-categorias/:id/visualizar', element: lazyPage(<CategoryViewPage />, 'panel') },
];
