/** The description's tags: one per feature, named as its folder on the server and in the web app. */
export const OPENAPI_TAGS = [
  { name: 'catalog', description: 'Products, their search and filters, sellers and lookup lists' },
  { name: 'accounts', description: 'Sign-up, sign-in, profile, e-mail, password and Google' },
  { name: 'two-factor', description: 'Second factor: authenticator codes and backup codes' },
  { name: 'favorites', description: "A signed-in user's favourite products" },
  { name: 'buy', description: 'Buy links through the purchasing agents' },
  { name: 'seller-dashboard', description: "A seller's own products and their images" },
  { name: 'admin', description: 'Users, lookup lists, agents, messages, audit and statistics' },
  { name: 'contact', description: 'The contact form and its captcha' },
  { name: 'stats', description: 'Product views counted for the statistics' },
  { name: 'monitoring', description: "The web app's error reports" },
  { name: 'health', description: 'Liveness, readiness and the public site settings' },
  { name: 'seo', description: 'robots.txt and the sitemaps, for search engines' },
];
