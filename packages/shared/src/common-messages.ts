/**
 * The few texts of the table (messages.ts, which includes them) that the web app's first pages use
 * by name: error screens, the session, the product and seller pages. On their own, so that such a
 * page does not download the whole table (first-page JavaScript budget).
 */
export const COMMON_MESSAGES = {
  unexpectedError: 'An unexpected error occurred',
  productNotFound: 'Product not found.',
  sellerNotFound: 'Seller not found.',
  noToken: 'No authentication token found',
  assignAgent: 'Please assign yourself to an agent in your profile.',
  buyLinkFailed: 'Failed to generate the buy link.',
} as const;
