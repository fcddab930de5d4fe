import { COMMON_MESSAGES } from './common-messages';

/**
 * The spec's exact English texts that the server sends back. The web app shows them through
 * i18next under `messages.<key>` (see apps/web/public/locales); a test keeps the English
 * translation equal to this table.
 */
export const MESSAGES = {
  ...COMMON_MESSAGES,
  notFound: 'Not found.',
  idInvalid: 'Not a valid id.',
  sellerIdRequired: 'Seller ID is required',
  validationFailed: 'Validation failed. Please check all required fields and try again.',
  pageSizeTooLarge: 'Page size must be between 1 and 100.',
  unknownParameter: 'Unknown parameter: {{name}}.',
  tooManyRequests: 'Too many requests. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  databaseTimedOut: 'The server is busy. Please try again in a moment.',
  headersTooLarge: 'The request headers are too large.',
  requestTimedOut: 'The request took too long to arrive. Please try again.',
  requestUnreadable: 'The request could not be read.',
  requestTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This kind of request body is not accepted.',
  conflictsWithData: 'This conflicts with existing data.',
  authRequired: 'Authentication required. Please log in.',
  forbidden: "You don't have permission to do this.",
  priceNotANumber: 'Please enter a valid number.',
  minPriceBelowZero: 'Minimum price cannot be less than 0.',
  minPriceAboveMax: 'Minimum price cannot be greater than maximum price.',
  maxPriceAboveLimit: 'Maximum price cannot be greater than 350.',
  maxPriceBelowMin: 'Maximum price cannot be less than minimum price.',
  unknownEventType: 'Unknown event type.',
  // Accounts (accounts-and-admin §5, §8).
  emailInvalid: 'Email must not be empty and must be a valid email address',
  usernameEmpty: 'Username cannot be empty',
  usernameTooLong: 'Username must be at most 50 characters',
  usernameHasAt: 'Username cannot contain @',
  usernameInvisible: 'Username cannot contain invisible or control characters',
  usernameDirectionControl: 'Username cannot contain characters that change the text direction',
  usernameMixedScripts:
    'Username cannot mix letters of different alphabets, such as Latin and Cyrillic',
  passwordRule:
    'Password must be at least 8 characters long, contain one capital letter and one number',
  passwordTooLong: 'Password must be at most 128 characters',
  identifierEmpty: 'Username or email must not be empty',
  signInPasswordRule: 'Password must not be empty and must be at least 8 characters long',
  accountExists: 'Username or email already exists. Please try with different credentials.',
  invalidCredentials: 'Invalid username or password. Please try again.',
  invalidEmailOrPassword: 'Invalid email or password',
  invalidVerificationCode: 'Invalid verification code',
  sixDigitCode: 'Please enter a 6-digit code',
  backupCodeFormat: 'Backup codes are up to 10 letters and digits',
  twoFactorNotSetUp: 'Two-factor login is not set up.',
  twoFactorAlreadyEnabled: 'Two-factor login is already enabled.',
  sessionExpired: 'Authentication failed. Please log in again.',
  accountFrozen: 'Your account is frozen. You cannot edit your profile.',
  /** The web app shows the wait the reply states (`retryAfterSeconds`) instead. */
  tooManyAttempts: 'Too many attempts. Please try again later.',
  agentNotFound: 'Agent not found.',
  userNotFound: 'User not found.',
  noFileSelected: 'No file selected',
  noFileProvided: 'No file provided',
  pictureTooLarge: 'File size exceeds maximum allowed size of 5MB',
  pictureInvalidType: 'Invalid file type. Allowed types: JPEG, PNG, GIF, WEBP',
  imageNotAppropriate: 'Image content not appropriate',
  imageAppropriate: 'Image looks fine',
  googleUnavailable: 'Authentication server unavailable',
  googleFailed: 'Google sign-in failed. Please try again.',
  // Buy (storefront §5).
  noValidShopLink: "This product doesn't have a valid shop link.",
  dogeGooWeidian: 'DogeGoo does not support Weidian links.',
  agentCannotBuild: 'This agent cannot make buy links: it has no link template.',
  // Products (accounts-and-admin §5, §8).
  productNameRequired: 'Product name is required',
  productNameTooLong: 'Product name must be at most 200 characters',
  productLinkRequired: 'Product link is required',
  invalidUrl: 'Invalid URL format',
  productLinkPlatform: 'Product link must be from Taobao, Weidian, or 1688',
  productLinkShortUnreachable:
    'This share link could not be opened just now. Please try again in a moment, or open it in your browser and paste the address of the item page here.',
  importShortLinksTooMany:
    'A file may hold at most 200 share links: paste the address of the item page instead',
  productLinkShortNoItem:
    'This share link does not lead to an item on Taobao, Weidian or 1688. Open it in your browser, then copy the address of the item page and paste it here.',
  priceRequired: 'Price is required',
  priceAboveZero: 'Price must be greater than 0',
  priceTooHigh: 'Price must be at most 1000000',
  priceInvalid: 'Please enter a price as a number, such as 12.50',
  priceDecimals: 'Price can have at most 2 decimal places',
  priceSeparators:
    'Write the price with one decimal separator, such as 12.50 or 12,50; a thousands separator must group three digits, such as 1,234.50 or 1.234,50',
  priceAmbiguous:
    'This price can be read two ways: a separator followed by three digits may group thousands or mark decimals. Write it without a thousands separator (1234) or with two decimals (1,234.00)',
  productPatchEmpty: 'Send at least one field to change.',
  descriptionTooLong: 'Description must be at most 5000 characters',
  descriptionNotText: 'Description must be text (it may be empty)',
  colorRequired: 'At least one color must be selected',
  sizeRequired: 'At least one size must be selected',
  categoryRequired: 'At least one category must be selected',
  imageRequired: 'At least one product image is required',
  tooManyImages: 'Maximum 4 product images allowed',
  imageFormat: 'Invalid file format. Only JPEG, PNG, and GIF are supported',
  imageTooLarge: 'Image files must be smaller than 1MB each',
  imageUnknown: 'An image was not found. Please upload it again.',
  imageTooManyPixels: 'The image is too large in pixels (at most 40 megapixels)',
  unknownLookup: 'Unknown value: {{value}}',
  noPermissionProduct: "You don't have permission to update this product.",
  frozenSeller: 'Your account is frozen. You cannot manage products.',
  bulkNoProducts: 'No products are selected.',
  bulkTooManyIds: 'Select at most 500 products, or select all matching products.',
  bulkTooManyMatching:
    'One action can change at most 10000 products. Narrow the search and try again.',
  /** `params.count` says how many products (the dashboard shows it in its own plural text). */
  bulkPriceOutOfRange:
    'The change would put products outside the price range 0.01–1000000. Nothing was changed.',
  bulkLastCategory:
    'Some products have no other category and would be left without one. Nothing was changed.',
  bulkPriceChangeInvalid: 'Enter a change other than 0 with at most 2 decimals.',
  // CSV product import.
  importCsvRequired: 'Please choose a CSV file to import',
  importNotCsv: 'This file is not a CSV file with the columns {{columns}}',
  importNotUtf8: 'The CSV file must be saved as UTF-8 text',
  importCsvTooLarge: 'The CSV file must be at most 5 MB',
  importNoRows: 'The CSV file has no product rows, only the header row',
  importTooManyRows: 'The CSV file has more than 5,000 rows',
  importZipInvalid: 'The images file is not a readable ZIP archive',
  importZipTooLarge:
    'The ZIP of images must be at most 50 MB, with at most 2,000 images of 200 MB in all',
  importDuplicateListed: 'You already list this shop item',
  importDuplicateRow: 'Same shop item as row {{row}}',
  importImageMissing: 'Image not found in the ZIP: {{value}}',
  importImageTooLarge: 'Image {{value}} is too large ({{size}} MB, at most 15 MB)',
  importImageProduct: 'Product {{value}} is not one of yours',
  importRowsInvalid: 'Nothing was imported: some rows have errors',
  importFailed: 'The row could not be saved',
  // Admin (accounts-and-admin §5, §8).
  cantDeleteSelf: 'You cant delete your own User!',
  cantChangeOwnRole: "You can't change your own role!",
  cantFreezeSelf: "You can't freeze your own account!",
  colorNameRequired: 'Please enter a color name',
  colorNotHex: 'Please enter a valid color name that can be converted to a hex code',
  sizeNameRequired: 'Please enter a size name',
  categoryNameRequired: 'Please enter a category name',
  agentNameRequired: 'Please enter agent name',
  agentColorRequired: 'Please select a theme color',
  agentColorUnreadable:
    "The agent's name in this color cannot reach a contrast of 4.5:1 in both the light and the dark header. Please choose another color.",
  colorNotFound: 'Color not found.',
  sizeNotFound: 'Size not found.',
  categoryNotFound: 'Category not found.',
  lookupExists: 'This name already exists.',
  lookupNameTooLong: 'A name has at most 100 characters',
  colorInUse:
    'The color "{{name}}" cannot be deleted because it is being used by one or more products.',
  sizeInUse:
    'The size "{{name}}" cannot be deleted because it is being used by one or more products.',
  categoryInUse:
    'The category "{{name}}" cannot be deleted because it is being used by one or more products.',
  agentInUse: 'This agent cannot be deleted because it is currently assigned to one or more users.',
  linkTemplateInvalid: 'The link template must be an https address and contain {id} or {url}.',
  agentTemplateRequired:
    'This agent is not built in: give it a link template with {id} or {url} so that Buy works.',
  // Contact (accounts-and-admin §5, §8).
  contactNameRequired: 'Please enter your name',
  contactEmailInvalid: 'Please enter a valid email address',
  contactMessageRequired: 'Please enter a message',
  contactMessageTooLong: 'The message must be at most 5000 characters',
  captchaRequired: 'Please complete the captcha verification.',
  contactThanks: "Thanks for your message! We'll get back to you soon.",
  messageNotFound: 'Message not found.',
  // Email ownership and recovery.
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email address is verified.',
  emailAlreadyVerified: 'Your email address is already verified.',
  verificationSent: 'We sent you a verification email.',
  verificationTooSoon: 'Please wait a few minutes before asking for another email.',
  emailTakenNow: 'This email address now belongs to another account. Please choose another one.',
  passwordResetRequested:
    'If an account exists for this address, we have sent it a link to reset the password.',
  passwordResetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordResetDone: 'Your password has been changed. Please sign in with your new password.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordNeededForChange:
    'Your account has no password yet. Set one with "Forgot password?" on the sign-in page first.',
  backupCodesRegenerated: 'New backup codes created. Your old codes no longer work.',
  cantResetOwnTwoFactor: 'You cannot reset your own two-factor login.',
  cantSendOwnReset: 'You cannot send yourself a password reset link here.',
  twoFactorResetDone: 'Two-factor login has been reset for this user.',
  passwordResetLinkSent: 'A password reset link has been sent to the user.',
  // Google sign-in without tokens in URLs, and the two-factor challenge (decision 015).
  googleSignInInvalid: 'Invalid authentication data received.',
  signInStepExpired: 'This sign-in step has expired. Please sign in again.',
  googleAlreadyLinked: 'Your account is already linked to a Google account.',
  googleLinkedElsewhere: 'This Google account is already linked to another account.',
  reauthenticationRequired: 'For your security, enter your current password to continue.',
  reauthenticationCodeRequired:
    'For your security, enter a code from your authenticator app or a backup code to continue.',
  reauthenticationWithGoogleRequired:
    'For your security, sign out and sign in with Google again, then try once more within 10 minutes.',
  googleUnlinked: 'Google sign-in is no longer linked to your account.',
  googleNotLinked: 'Your account is not linked to a Google account.',
  googleLinkNeedsVerifiedEmail:
    'Confirm your email address before linking a Google account. We can send you a new link.',
  // Search synonyms.
  synonymTermsRequired: 'Please enter at least one term.',
  synonymTwoTermsRequired: 'Terms that mean the same need at least two terms.',
  synonymTooManyTerms: 'A rule can have at most 20 terms on each side.',
  synonymTermEmpty: 'A term cannot be empty.',
  synonymTermTooLong: 'Each term must be at most 40 characters.',
  synonymTermComma: 'A term cannot contain a comma.',
  synonymTermNoWord: 'A term needs at least one letter or digit.',
  synonymTermRepeated: 'Each term may appear only once in a rule.',
  synonymMapsToRequired: 'Please enter at least one term to find as well.',
  synonymMapsToSelf: 'A term cannot also be one it finds.',
  synonymExists: 'A rule with exactly these terms already exists.',
  synonymNotFound: 'Synonym rule not found.',
  // Display-currency rates.
  currencyRateRequired: 'Please enter a rate.',
  currencyRateNotANumber: 'Please enter the rate as a number, such as 0.1389.',
  currencyRateNotPositive: 'The rate must be greater than 0.',
  currencyRateTooPrecise: 'The rate can have at most 6 decimal places.',
  currencyRateTooLarge: 'The rate can be at most 10000.',
  currencyUnknown: 'Rates can be set for USD, EUR and GBP only.',
} as const;

/** A message's key: the stable `code` of an error reply, and its `messages.<key>` translation. */
export type MessageKey = keyof typeof MESSAGES;

export const MESSAGE_KEYS = Object.keys(MESSAGES) as [MessageKey, ...MessageKey[]];

/** The text of a message, its `{{name}}` placeholders filled from `params`. */
export function messageText(key: MessageKey, params?: Readonly<Record<string, string>>): string {
  const text: string = MESSAGES[key];
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

const byText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of one of the table's texts (a shared schema's validation message, say). */
export function messageKeyOf(text: string): MessageKey | undefined {
  return byText.get(text);
}
