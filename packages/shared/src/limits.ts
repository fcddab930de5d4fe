/** Business constants of the spec (storefront §9, accounts-and-admin §9). */
export const LIMITS = {
  homePageSize: 50,
  dashboardPageSize: 25,
  maxPageSize: 100,
  priceMin: 0,
  priceMax: 350,
  priceStep: 1,
  /** A product's highest price (CNY); the lowest is 0.01, prices have at most 2 decimals. */
  productPriceMax: 1_000_000,
  recentlyViewedCap: 25,
  similarProductsCap: 12,
  carouselScrollStep: 224,
  homeSkeletonCount: 15,
  sellerSkeletonCount: 10,
  dashboardPreviewCount: 4,
  cardNameLength: 8,
  productImagesMax: 4,
  productImageBytesMax: 1024 * 1024,
  pictureBytesMax: 5 * 1024 * 1024,
  /** Profile picture uploads per account and minute (each is decoded and resized: costly). */
  pictureUploadsPerMinute: 5,
  passwordMinLength: 8,
  totpDigits: 6,
  backupCodeMaxLength: 10,
  backupCodeCount: 8,
  searchDebounceMs: 300,
  /** Products and categories the header's search suggests while typing. */
  suggestedProductsMax: 6,
  suggestedCategoriesMax: 4,
  filterCountDebounceMs: 400,
  loadingFlagMs: 150,
  toastDurationMs: 3000,
  requestTimeoutMs: 30_000,
  redirectDelayMs: 1000,
  healthCheckTimeoutMs: 3000,
  /** A synonym rule's terms, and the terms it maps to. */
  synonymTermsMax: 20,
  synonymTermMaxLength: 40,
  /** A category, colour, size or agent name, in any language. */
  lookupNameMaxLength: 100,
  /** A display-currency rate (units per 1 CNY): decimals an admin may give, and its ceiling. */
  currencyRateDecimalsMax: 6,
  currencyRateMax: 10_000,
  /** A product's lowest price (CNY); a bulk price change must keep every product inside the range. */
  productPriceMin: 0.01,
  /** Products one bulk action may name by id (select all matching sends the filter instead). */
  bulkProductIdsMax: 500,
  /** Products one bulk action may change at all ("select all matching" on a large search). */
  bulkProductsMax: 10_000,
  /** CSV product import: the file, its rows, and the ZIP of images sent with it. */
  importCsvBytesMax: 5 * 1024 * 1024,
  importRowsMax: 5000,
  /** Share links one import follows (a request each); importShortLinksTooMany names the number. */
  importShortLinksMax: 200,
  importZipBytesMax: 50 * 1024 * 1024,
  importZipImagesMax: 2000,
  /** One picture in the import's ZIP: a phone photo (2–6 MB) fits; it is resized when stored. */
  importZipImageBytesMax: 15 * 1024 * 1024,
  /** What the ZIP's images may add up to once inflated (a small ZIP of zeros can hold gigabytes). */
  importZipInflatedBytesMax: 200 * 1024 * 1024,
} as const;

export const LANGUAGES = ['en', 'zh', 'es', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A category, colour or size name in the languages besides English (English is the row's name). */
export type LookupTranslations = Partial<Record<Exclude<Language, 'en'>, string>>;
/** The languages a lookup name can be translated into, in the admin form's order. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (language): language is Exclude<Language, 'en'> => language !== 'en',
);

/** A category, colour or size name in `language` (a language code), or its English name. */
export function lookupNameIn(
  lookup: { name: string; translations: LookupTranslations },
  language: string,
): string {
  const translated = TRANSLATED_LANGUAGES.find((code) => language.startsWith(code));
  return (translated && lookup.translations[translated]) || lookup.name;
}

/** Currencies a shopper can see prices in; CNY is the price of record. */
export const DISPLAY_CURRENCIES = ['CNY', 'USD', 'EUR', 'GBP'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export const ROLES = ['USER', 'SELLER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const PLATFORMS = ['TAOBAO', 'WEIDIAN', 'ALI_1688'] as const;
export type Platform = (typeof PLATFORMS)[number];

// Plain constants live here, away from the zod schemas: the web app's first page imports them
// without loading zod.
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const SEARCH_MAX_LENGTH = 200;

export const EVENT_TYPES = ['product_view'] as const;

/**
 * How views and buy clicks are counted (honest statistics): one view per product and visitor per
 * 30 minutes (an anonymous visitor is a network address), one buy click per account and product
 * per day.
 */
export const COUNTING = {
  viewWindowMinutes: 30,
  clickWindowHours: 24,
} as const;

/** Why a Buy link cannot be made for a product and an agent; message keys. */
export const BUY_UNAVAILABLE_REASONS = [
  'noValidShopLink',
  'dogeGooWeidian',
  'agentCannotBuild',
  'buyLinkFailed',
] as const;
export type BuyUnavailableReason = (typeof BUY_UNAVAILABLE_REASONS)[number];
