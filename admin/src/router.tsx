// Every route of the app: /entrar (its own chunk), /admin behind AdminGuard inside the layout with
// each section's routes, 'Em breve' for sections not built yet, and the two not-found pages.
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { Capability } from '@gn/core/roles';
import { AdminGuard } from './auth/AdminGuard';
import { AdminHome, RequireCapability } from './layout/RequireCapability';
import { AdminLayout } from './layout/AdminLayout';
import { NAV_ITEMS } from './layout/nav-items';
import { ComingSoonPage } from './routes/coming-soon/ComingSoonPage';
import { auditRoutes } from './routes/audit/routes';
import { DashboardPage } from './routes/dashboard/DashboardPage';
import { eventRoutes } from './routes/events/routes';
import { newsRoutes } from './routes/news/routes';
import { NotFoundPage } from './routes/not-found/NotFoundPage';
import { RouteErrorPage } from './routes/route-error/RouteErrorPage';
import { bannerRoutes } from './routes/banners/routes';
import { categoryTableRoutes } from './routes/category-tables/routes';
import { checkinRoutes } from './routes/checkin/routes';
import { boxOfficeRoutes } from './routes/box-office/routes';
import { contactRoutes } from './routes/contact/routes';
import { couponRoutes } from './routes/coupons/routes';
import { newsBannerRoutes } from './routes/news-banner/routes';
import { orderRoutes } from './routes/orders/routes';
import { pricingTableRoutes } from './routes/pricing-tables/routes';
import { scannerRoutes } from './routes/scanner/routes';
import { settingsRoutes } from './routes/settings/routes';
import { ticketRoutes } from './routes/tickets/routes';
import { userRoutes } from './routes/users/routes';
import { Skeleton } from './ui/Skeleton';

// The sign-in form (react-hook-form + zod) is only needed on /entrar: its own chunk.
const SignInPage = lazy(() =>
  import('./routes/sign-in/SignInPage').then((module) => ({ default: module.SignInPage })),
);

function SignInFallback() {
  return (
    <main aria-busy="true" className="flex min-h-dvh justify-center bg-canvas px-4 pt-[14vh]">
      <h1 className="sr-only">Entrar no painel</h1>
      <p role="status" className="sr-only">
        Carregando...
      </p>
      <Skeleton className="h-96 w-full max-w-sm rounded-2xl" />
    </main>
  );
}

/** Routes behind a capability: a role without it sees why instead of a page of 403s. */
function guarded(capability: Capability, children: RouteObject[]): RouteObject {
  return { element: <RequireCapability capability={capability} />, children };
}

// Sections not built yet: each answers on its path and sub-paths (novo, {id}, ...) with
// "Em breve". Replace an entry with the section's own routes when it is built.
const builtSections = new Set([
  '/admin/eventos',
  '/admin/noticias',
  '/admin/auditoria',
  '/admin/tabelas',
  '/admin/tabelas-categorias',
  '/admin/banners',
  '/admin/banner-noticias',
  '/admin/usuarios',
  '/admin/pedidos',
  '/admin/ingressos',
  '/admin/cupons',
  '/admin/checkin',
  '/admin/bilheteria',
  '/admin/config',
  '/admin/mensagens',
]);
const comingSoonRoutes: RouteObject[] = NAV_ITEMS.filter(
  (item) => item.to !== '/admin' && !builtSections.has(item.to),
).map((item) => ({
  path: `${item.to.replace('/admin/', '')}/*`,
  element: <ComingSoonPage title={item.label} />,
}));

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/admin" replace /> },
      {
        path: '/entrar',
        element: (
          <Suspense fallback={<SignInFallback />}>
            <SignInPage />
          </Suspense>
        ),
      },
      {
        path: '/admin',
        element: <AdminGuard />,
        children: [
          // The door's scanner: full screen on a phone, without the admin's menu.
          guarded('fazer_checkin', scannerRoutes),
          {
            element: <AdminLayout />,
            children: [
              {
                index: true,
                element: (
                  <AdminHome>
                    <DashboardPage />
                  </AdminHome>
                ),
              },
              guarded('gerir_conteudo', [
                ...eventRoutes,
                ...newsRoutes,
                ...pricingTableRoutes,
                ...categoryTableRoutes,
                ...bannerRoutes,
                ...newsBannerRoutes,
                ...couponRoutes,
                ...contactRoutes,
              ]),
              guarded('gerir_usuarios', [...userRoutes, ...auditRoutes]),
              guarded('ver_pedidos', [...orderRoutes, ...ticketRoutes]),
              guarded('fazer_checkin', checkinRoutes),
              guarded('vender_na_porta', boxOfficeRoutes),
              guarded('gerir_configuracoes', settingsRoutes),
              ...comingSoonRoutes,
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage standalone /> },
    ],
  },
]);
