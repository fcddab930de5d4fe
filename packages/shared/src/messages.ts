/**
 * The spec's exact English texts that the server sends back. The web app shows them through
 * i18next under `messages.<key>` (see apps/web/public/locales); a test keeps the English
 * translation equal to this table.
 */
export const MESSAGES = {
  unexpectedError: 'An unexpected error occurred',
  notFound: 'Not found.',
  productNotFound: 'Product not found.',
  sellerNotFound: 'Seller not found.',
  sellerIdRequired: 'Seller ID is required',
  validationFailed: 'Validation failed. Please check all required fields and try again.',
  pageSizeTooLarge: 'Page size must be between 1 and 100.',
  tooManyRequests: 'Too many requests. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  authRequired: 'Authentication required. Please log in.',
  forbidden: "You don't have permission to do this.",
  priceNotANumber: 'Please enter a valid number.',
  minPriceBelowZero: 'Minimum price cannot be less than 0.',
  minPriceAboveMax: 'Minimum price cannot be greater than maximum price.',
  maxPriceAboveLimit: 'Maximum price cannot be greater than 350.',
  maxPriceBelowMin: 'Maximum price cannot be less than minimum price.',
  unknownEventType: 'Unknown event type.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const byText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of one of the spec's texts, so a client can show it translated. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return byText.get(text);
}
