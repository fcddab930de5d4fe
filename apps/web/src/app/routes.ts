import {
  index,
  layout,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes';
import { PAGES, type PageEntry, type PageName } from '@curio/shared';
import type { RoleGuardId } from './guards/role-guards';

/** Each page's route module. */
const MODULES = {
  home: 'routes/home.tsx',
  product: 'routes/products/product.tsx',
  seller: 'routes/seller.tsx',
  contact: 'routes/contact.tsx',
  legal: 'routes/legal.tsx',
  tos: 'routes/tos.tsx',
  privacy: 'routes/privacy.tsx',
  unauthorized: 'routes/unauthorized.tsx',
  signUp: 'routes/auth/sign-up.tsx',
  signIn: 'routes/auth/sign-in.tsx',
  oauth2Callback: 'routes/auth/oauth2-callback.tsx',
  forgotPassword: 'routes/auth/forgot-password.tsx',
  resetPassword: 'routes/auth/reset-password.tsx',
  verifyEmail: 'routes/auth/verify-email.tsx',
  profile: 'routes/profile/profile.tsx',
  profileEdit: 'routes/profile/profile-edit.tsx',
  dashboard: 'routes/dashboard/dashboard.tsx',
  dashboardUsers: 'routes/dashboard/users.tsx',
  dashboardProducts: 'routes/dashboard/products.tsx',
  dashboardProductCreate: 'routes/dashboard/product-create.tsx',
  dashboardProductImport: 'routes/dashboard/product-import.tsx',
  dashboardProductEdit: 'routes/dashboard/product-edit.tsx',
  dashboardFavorites: 'routes/dashboard/favorites.tsx',
  // The admin panel checks the role itself: a non-admin goes to /dashboard (spec §2).
  dashboardAdmin: 'routes/dashboard/admin.tsx',
} as const satisfies Record<PageName, string>;

/** The guard layout of the pages that need a session, and the role its id names. */
const GUARDS = {
  session: 'require-session',
  seller: 'require-seller',
  admin: 'require-admin',
} as const satisfies Record<Exclude<PageEntry['signIn'], 'none'>, RoleGuardId>;

const names = Object.keys(PAGES) as PageName[];

/** A page's route, its pattern relative to the language segment (without its leading slash). */
const pageRoute = (name: PageName) =>
  name === 'home' ? index(MODULES.home) : route(PAGES[name].pattern.slice(1), MODULES[name]);

const pagesFor = (signIn: PageEntry['signIn']) =>
  names.filter((name) => PAGES[name].signIn === signIn).map(pageRoute);

/** Pages behind the role guard: a session, and the role its id names (guards/role-guards.ts). */
const guarded = (signIn: keyof typeof GUARDS): RouteConfigEntry =>
  layout('guards/require-role.tsx', { id: GUARDS[signIn] }, pagesFor(signIn));

/**
 * Every page of the page table (@curio/shared) in the frame (header, footer), each under an
 * optional language segment (`/de/products/12`; English has none — decision 021), whose error
 * boundary shows page errors inside the frame; any other address is the not-found page.
 */
export default [
  layout('frame.tsx', [
    route(':lang?', 'language-segment.tsx', [
      ...pagesFor('none'),
      guarded('session'),
      guarded('seller'),
      guarded('admin'),
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
