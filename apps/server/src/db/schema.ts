import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PLATFORMS, ROLES, type LookupTranslations } from '@curio/shared';

/*
 * ON DELETE rules, chosen deliberately (docs/decisions/004-data-model.md):
 * - a product's links (colours, sizes, categories, images, favourites) go with the product (CASCADE);
 * - lookup rows in use cannot be deleted (RESTRICT → 409 with the spec's text);
 * - a user's products, favourites and backup codes go with the user (CASCADE);
 * - analytics and audit rows outlive what they mention (SET NULL).
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const roleEnum = pgEnum('user_role', ROLES);
export const platformEnum = pgEnum('platform', PLATFORMS);
export const eventTypeEnum = pgEnum('event_type', ['product_view', 'purchase_click']);

export const colors = pgTable(
  'colors',
  {
    id: serial('id').primaryKey(),
    color: text('color').notNull(),
    translations: jsonb('translations').$type<LookupTranslations>().notNull().default({}),
  },
  (t) => [uniqueIndex('colors_color_lower_idx').on(sql`lower(${t.color})`)],
);

export const sizes = pgTable(
  'sizes',
  {
    id: serial('id').primaryKey(),
    size: text('size').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    translations: jsonb('translations').$type<LookupTranslations>().notNull().default({}),
  },
  (t) => [uniqueIndex('sizes_size_lower_idx').on(sql`lower(${t.size})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<LookupTranslations>().notNull().default({}),
  },
  (t) => [uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    themeColorId: integer('theme_color_id').references(() => colors.id, { onDelete: 'set null' }),
    referralCode: text('referral_code').notNull().default(''),
    /** For agents cn-links does not know: placeholders {url}, {platform}, {id}, {ref}. */
    linkTemplate: text('link_template'),
    ...timestamps,
  },
  (t) => [uniqueIndex('agents_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /**
     * The username's confusable skeleton (decision 025): unique, so that no two accounts look
     * alike. Null only until the start-up step fills it, and for the later of two accounts that
     * already looked alike before it existed.
     */
    usernameSkeleton: text('username_skeleton'),
    email: text('email').notNull(),
    /** argon2id; null for an account that only signs in with Google. */
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('USER'),
    frozen: boolean('frozen').notNull().default(false),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'restrict' }),
    /** Media key of the profile picture (variants derived from it). */
    pictureKey: text('picture_key'),
    /** Bumped on password change, role change and logout-everywhere: older tokens are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** TOTP secret, encrypted at rest. */
    twoFactorSecret: text('two_factor_secret'),
    /** The last TOTP time step accepted, so a code is accepted once. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    googleSubject: text('google_subject'),
    /** Whether the person proved they receive mail at `email` (a verification link, or Google). */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** A new address asked for and not yet verified; `email` stays until it is. */
    pendingEmail: text('pending_email'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_idx').on(t.usernameSkeleton),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
    index('users_role_idx').on(t.role),
    index('users_agent_idx').on(t.agentId),
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const backupCodes = pgTable(
  'backup_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('backup_codes_user_idx').on(t.userId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    productLink: text('product_link'),
    platform: platformEnum('platform'),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_seller_created_idx').on(t.sellerId, t.createdAt.desc()),
    index('products_price_idx').on(t.price, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const productColors = pgTable(
  'product_colors',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.colorId] }),
    index('product_colors_color_idx').on(t.colorId, t.productId),
  ],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.sizeId] }),
    index('product_sizes_size_idx').on(t.sizeId, t.productId),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Content hash naming every stored variant (see @curio/shared media.ts). */
    imageKey: text('image_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    index('product_images_key_idx').on(t.imageKey),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favorites_product_idx').on(t.productId),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc())],
);

export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: eventTypeEnum('type').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('events_type_created_idx').on(t.type, t.createdAt),
    index('events_product_type_idx').on(t.productId, t.type),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

/** Google sign-in round trips, kept on the server (no cookies: see the privacy page). */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** base64url SHA-256 of the secret the starting page keeps; the exchange must show the secret. */
  binding: text('binding'),
  /** Set when a signed-in person links Google from the profile: the account to link to. */
  linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * One-time codes that end a Google round trip (`/auth/oauth2/callback?code=…`): stored as a hash,
 * bound to the browser that started it, exchanged once within 60 s for a session or a next step.
 */
export const oauthCodes = pgTable(
  'oauth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    binding: text('binding').notNull(),
    /** The account the round trip ended in, when one was settled. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What the provider vouched for, when the account still has to be proved before linking. */
    identity: jsonb('identity').$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('oauth_codes_expires_idx').on(t.expiresAt)],
);

/**
 * Single-use tokens sent by mail (email verification, password reset), and the challenges of the
 * two-factor step of sign-in, stored as SHA-256 hashes so that a copy of the table cannot be used.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** login_challenge: the password step of a sign-in with two-factor login (5 minutes). */
    purpose: text('purpose', {
      enum: ['verify_email', 'password_reset', 'login_challenge'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address a verification token confirms. */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Product images uploaded and not (yet) used by a product. A product create claims them; the
 * sweeper removes the files of uploads left unclaimed for a day.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    imageKey: text('image_key').primaryKey(),
    /** 'product' images wait for a product; 'avatar' pictures for the account that uploaded them. */
    kind: text('kind', { enum: ['product', 'avatar'] })
      .notNull()
      .default('product'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('media_uploads_created_idx').on(t.createdAt)],
);

/** Captcha solutions already accepted: each is accepted once, until its challenge expires. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('captcha_solutions_expires_idx').on(t.expiresAt)],
);

/**
 * What changed in the catalogue, for the servers' in-memory catalogue index (docs/decisions/011-in-memory-catalogue-index.md): filled by triggers (migration 0006) with the
 * product touched — or none when a lookup (category, colour, size) or a seller's public name or
 * picture changed — and the writing transaction's id, so that a reader can tell which changes may
 * still be in flight.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id'),
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('catalog_changes_tx_idx').on(t.tx),
    index('catalog_changes_created_idx').on(t.createdAt),
  ],
);

/**
 * The search's synonym rules, edited by admins: `terms` that mean the same, or with
 * `maps_to` the terms each of them also finds. A rule's terms, case aside, are unique
 * (`curio_synonym_key`, migration 0008); a change reloads every server's index (`catalog_changes`).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    terms: text('terms').array().notNull(),
    mapsTo: text('maps_to').array(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('search_synonyms_terms_idx').on(sql`curio_synonym_key(${t.terms})`),
    check(
      'search_synonyms_terms_check',
      sql`cardinality(${t.terms}) between 1 and 20 and array_position(${t.terms}, null) is null`,
    ),
    check(
      'search_synonyms_maps_to_check',
      sql`${t.mapsTo} is null and cardinality(${t.terms}) >= 2 or cardinality(${t.mapsTo}) between 1 and 20 and array_position(${t.mapsTo}, null) is null`,
    ),
  ],
);

/**
 * When a visitor's view or click of a product last counted (honest statistics): a view counts
 * once per visitor and product per 30 minutes, a buy click once per visitor and product per day.
 * `visitor` is a user id (`u:<id>`) or a hashed anonymous visitor key (`a:<hash>`), never an IP.
 */
export const eventVisitors = pgTable(
  'event_visitors',
  {
    type: eventTypeEnum('type').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.productId, t.visitor] }),
    index('event_visitors_counted_idx').on(t.countedAt),
  ],
);

/**
 * Display-currency rates an admin sets: how many units of `currency` one CNY buys. CNY stays the
 * price of record; these only convert what a shopper sees.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency').primaryKey(),
    perCny: numeric('per_cny', { precision: 18, scale: 8, mode: 'string' }).notNull(),
    setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('currency_rates_positive_check', sql`${t.perCny} > 0`)],
);
