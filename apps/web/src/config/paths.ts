/**
 * Every route of the app in one place (storefront §2, accounts-and-admin §2 "Route table").
 * `routes` are the router's patterns; `paths` build the links to them.
 */
export const routes = {
  home: '/',
  product: '/products/:id',
  seller: '/seller/:sellerId',
  contact: '/contact',
  legal: '/legal',
  tos: '/tos',
  privacy: '/privacy',
  unauthorized: '/unauthorized',
  // The sign-up and sign-in routes have an optional path segment (accounts-and-admin §2).
  signUp: '/auth/signup/:path?',
  signIn: '/auth/signin/:path?',
  oauth2Callback: '/auth/oauth2/callback',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyEmail: '/auth/verify-email',
  profile: '/profile',
  profileEdit: '/profile/edit',
  dashboard: '/dashboard',
  dashboardUsers: '/dashboard/users',
  dashboardProducts: '/dashboard/products',
  dashboardProductCreate: '/dashboard/products/create',
  dashboardProductImport: '/dashboard/products/import',
  dashboardProductEdit: '/dashboard/products/edit/:id',
  dashboardFavorites: '/dashboard/favorites',
  dashboardAdmin: '/dashboard/admin',
  notFound: '*',
} as const;

export type ProfileEditSearch = { highlight?: 'agent'; returnTo?: string };

function withSearch(path: string, search: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export const paths = {
  home: '/',
  product: (id: number | string) => `/products/${id}`,
  seller: (sellerId: number | string) => `/seller/${sellerId}`,
  contact: '/contact',
  legal: '/legal',
  tos: '/tos',
  privacy: '/privacy',
  unauthorized: '/unauthorized',
  signUp: '/auth/signup',
  /** `redirectTo` is where to go after signing in (query parameter `path`). */
  signIn: (redirectTo?: string) => withSearch('/auth/signin', { path: redirectTo }),
  oauth2Callback: '/auth/oauth2/callback',
  forgotPassword: '/auth/forgot-password',
  profile: '/profile',
  profileEdit: (search: ProfileEditSearch = {}) => withSearch('/profile/edit', search),
  dashboard: '/dashboard',
  dashboardUsers: '/dashboard/users',
  dashboardProducts: '/dashboard/products',
  dashboardProductCreate: '/dashboard/products/create',
  dashboardProductImport: '/dashboard/products/import',
  dashboardProductEdit: (id: number | string) => `/dashboard/products/edit/${id}`,
  dashboardFavorites: '/dashboard/favorites',
  dashboardAdmin: '/dashboard/admin',
} as const;
