import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { LazyRouteErrorScreen } from '@/components/errors/lazy-error-screens';
import { AppLayout, type FrameHandle } from '@/components/layout/app-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { routes } from '@/config/paths';
import { SearchBox } from '@/features/catalog/components/search-box';
import { RequireAuth } from '@/features/session/components/require-auth';
import { getSiteQueryOptions } from '@/features/site/api/get-site';
import { chunkLoaded, isChunkLoadError, reloadIfDeployed } from '@/lib/chunk-reload';

/** What a module under app/routes may export. */
type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  ErrorBoundary?: ComponentType;
  shouldRevalidate?: ShouldRevalidateFunction;
  handle?: FrameHandle;
};

/**
 * A route module, downloaded when first visited. When its chunk is gone (a deploy since this page
 * loaded), the page reloads once for the current build's code; otherwise the error reaches the
 * route's error screen.
 */
async function loadRouteModule(load: () => Promise<RouteModule>): Promise<RouteModule> {
  try {
    const module = await load();
    chunkLoaded();
    return module;
  } catch (error) {
    // While the page reloads, the navigation waits rather than flashing an error screen.
    if (isChunkLoadError(error) && (await reloadIfDeployed())) return new Promise(() => undefined);
    throw error;
  }
}

function lazyRoute(queryClient: QueryClient, load: () => Promise<RouteModule>) {
  return async () => {
    const {
      default: Component,
      clientLoader,
      ErrorBoundary,
      shouldRevalidate,
      handle,
    } = await loadRouteModule(load);
    return {
      Component,
      ...(clientLoader && { loader: clientLoader(queryClient) }),
      ...(ErrorBoundary && { ErrorBoundary }),
      ...(shouldRevalidate && { shouldRevalidate }),
      ...(handle && { handle }),
    };
  };
}

/** Every route of the spec; each page's code is loaded when first visited. */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
    path,
    lazy: lazyRoute(queryClient, load),
  });

  return [
    {
      path: routes.home,
      element: (
        <AppLayout
          search={(placement) =>
            placement === 'bar' ? <SearchBox className="flex-1" /> : <SearchBox live={false} />
          }
        />
      ),
      // What the frame shows from the server (the old website's link), there from its first paint.
      loader: async () => {
        await queryClient.query(getSiteQueryOptions()).catch(() => undefined);
        return null;
      },
      // The frame's data never changes within a visit.
      shouldRevalidate: () => false,
      HydrateFallback: PageSpinner,
      // Root level: errors of the layout itself.
      errorElement: <LazyRouteErrorScreen />,
      children: [
        {
          // Page errors keep the header and footer around the error screen.
          errorElement: <LazyRouteErrorScreen />,
          children: [
            { index: true, lazy: lazyRoute(queryClient, () => import('./routes/home')) },
            page(routes.product, () => import('./routes/products/product')),
            page(routes.seller, () => import('./routes/seller')),
            page(routes.contact, () => import('./routes/contact')),
            page(routes.legal, () => import('./routes/legal')),
            page(routes.tos, () => import('./routes/tos')),
            page(routes.privacy, () => import('./routes/privacy')),
            page(routes.unauthorized, () => import('./routes/unauthorized')),
            page(routes.signUp, () => import('./routes/auth/sign-up')),
            page(routes.signIn, () => import('./routes/auth/sign-in')),
            page(routes.oauth2Callback, () => import('./routes/auth/oauth2-callback')),
            page(routes.forgotPassword, () => import('./routes/auth/forgot-password')),
            page(routes.resetPassword, () => import('./routes/auth/reset-password')),
            page(routes.verifyEmail, () => import('./routes/auth/verify-email')),
            {
              element: <RequireAuth />,
              children: [
                page(routes.profile, () => import('./routes/profile/profile')),
                page(routes.profileEdit, () => import('./routes/profile/profile-edit')),
                page(routes.dashboard, () => import('./routes/dashboard/dashboard')),
                page(routes.dashboardFavorites, () => import('./routes/dashboard/favorites')),
                // The admin panel checks the role itself: a non-admin goes to /dashboard (spec §2).
                page(routes.dashboardAdmin, () => import('./routes/dashboard/admin')),
              ],
            },
            {
              element: <RequireAuth role="SELLER" />,
              children: [
                page(routes.dashboardProducts, () => import('./routes/dashboard/products')),
                page(
                  routes.dashboardProductCreate,
                  () => import('./routes/dashboard/product-create'),
                ),
                page(
                  routes.dashboardProductImport,
                  () => import('./routes/dashboard/product-import'),
                ),
                page(routes.dashboardProductEdit, () => import('./routes/dashboard/product-edit')),
              ],
            },
            {
              element: <RequireAuth role="ADMIN" />,
              children: [page(routes.dashboardUsers, () => import('./routes/dashboard/users'))],
            },
            page(routes.notFound, () => import('./routes/not-found')),
          ],
        },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The router of the browser; it starts loading the page of the address at once. */
export function createAppRouter(queryClient: QueryClient): AppRouter {
  return createBrowserRouter(createAppRoutes(queryClient));
}
