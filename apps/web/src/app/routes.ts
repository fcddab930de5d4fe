import {
  index,
  layout,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes';
import { routes as paths } from '../config/paths';
import type { RoleGuardId } from './guards/role-guards';

/** A pattern of config/paths under the language segment: relative, without its leading slash. */
const at = (pattern: string) => pattern.replace(/^\//, '');

/** Pages behind the role guard: a session, and the role its id names (guards/role-guards.ts). */
const guarded = (id: RoleGuardId, children: RouteConfigEntry[]) =>
  layout('guards/require-role.tsx', { id }, children);

/**
 * Every route of the spec (storefront §2, accounts-and-admin §2) in the frame (header, footer),
 * each under an optional language segment (`/de/products/12`; English has none — decision 020),
 * whose error boundary shows page errors inside the frame.
 */
export default [
  layout('frame.tsx', [
    route(':lang?', 'language-segment.tsx', [
      index('routes/home.tsx'),
      route(at(paths.product), 'routes/products/product.tsx'),
      route(at(paths.seller), 'routes/seller.tsx'),
      route(at(paths.contact), 'routes/contact.tsx'),
      route(at(paths.legal), 'routes/legal.tsx'),
      route(at(paths.tos), 'routes/tos.tsx'),
      route(at(paths.privacy), 'routes/privacy.tsx'),
      route(at(paths.unauthorized), 'routes/unauthorized.tsx'),
      route(at(paths.signUp), 'routes/auth/sign-up.tsx'),
      route(at(paths.signIn), 'routes/auth/sign-in.tsx'),
      route(at(paths.oauth2Callback), 'routes/auth/oauth2-callback.tsx'),
      route(at(paths.forgotPassword), 'routes/auth/forgot-password.tsx'),
      route(at(paths.resetPassword), 'routes/auth/reset-password.tsx'),
      route(at(paths.verifyEmail), 'routes/auth/verify-email.tsx'),
      guarded('require-session', [
        route(at(paths.profile), 'routes/profile/profile.tsx'),
        route(at(paths.profileEdit), 'routes/profile/profile-edit.tsx'),
        route(at(paths.dashboard), 'routes/dashboard/dashboard.tsx'),
        route(at(paths.dashboardFavorites), 'routes/dashboard/favorites.tsx'),
        // The admin panel checks the role itself: a non-admin goes to /dashboard (spec §2).
        route(at(paths.dashboardAdmin), 'routes/dashboard/admin.tsx'),
      ]),
      guarded('require-seller', [
        route(at(paths.dashboardProducts), 'routes/dashboard/products.tsx'),
        route(at(paths.dashboardProductCreate), 'routes/dashboard/product-create.tsx'),
        route(at(paths.dashboardProductImport), 'routes/dashboard/product-import.tsx'),
        route(at(paths.dashboardProductEdit), 'routes/dashboard/product-edit.tsx'),
      ]),
      guarded('require-admin', [route(at(paths.dashboardUsers), 'routes/dashboard/users.tsx')]),
      route(paths.notFound, 'routes/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
