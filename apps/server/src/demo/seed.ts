import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parseShopLink, type ConvertedCurrency } from '@curio/shared';
import { hashPassword } from '../accounts/passwords';
import { usernameColumns } from '../accounts/username-skeleton';
import type { Db } from '../db/client';
import {
  agents,
  categories,
  colors,
  currencyRates,
  productCategories,
  productColors,
  productImages,
  products,
  productSizes,
  sizes,
  users,
} from '../db/schema';
import { hasProductImage, imageKeyOf, putProductImage } from '../media/product-images';
import type { MediaStorage } from '../media/storage';
import { startArtRenderer, type ArtRenderer } from './art-renderer';
import { artSpecKey, distinctArtSpecs } from './art-spec';
import { buildDemoCatalog, type DemoCatalog } from './catalog';
import { DEMO_ADMIN, DEMO_PASSWORDS, type DemoAccount } from './demo-accounts';
import { demoTranslations } from './lookup-translations';
import { needsDemoSeeding } from './needs-seeding';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Fixed, so that the store looks the same on every machine (newest first is stable). */
const DEMO_EPOCH = Date.UTC(2025, 9, 1);
const RENDER_CONCURRENCY = 2;
/** Units per 1 CNY, so that the demo store shows prices in the shopper's currency too. */
const DEMO_CURRENCY_RATES = [
  { currency: 'USD', perCny: '0.1405' },
  { currency: 'EUR', perCny: '0.1213' },
  { currency: 'GBP', perCny: '0.1068' },
] as const satisfies readonly { currency: ConvertedCurrency; perCny: string }[];

async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

function demoAccounts(catalog: DemoCatalog = buildDemoCatalog()): DemoAccount[] {
  return [
    { role: 'ADMIN', ...DEMO_ADMIN, password: DEMO_PASSWORDS.ADMIN },
    ...catalog.sellers.map((s) => ({
      role: 'SELLER' as const,
      username: s.username,
      email: s.email,
      password: DEMO_PASSWORDS.SELLER,
    })),
    ...catalog.users.map((u) => ({
      role: 'USER' as const,
      username: u.username,
      email: u.email,
      password: DEMO_PASSWORDS.USER,
    })),
  ];
}

/**
 * Images first (outside the transaction). Demo images are keyed by their spec, so an image already
 * stored is not even rendered again; the renderer process starts only when one is missing.
 */
async function renderImages(
  catalog: DemoCatalog,
  storage: MediaStorage,
): Promise<Map<string, string>> {
  const specs = distinctArtSpecs(catalog);
  let renderer: ArtRenderer | undefined;
  try {
    const keys = await mapLimit(specs, RENDER_CONCURRENCY, async (spec) => {
      const key = imageKeyOf(`demo-art:v1:${artSpecKey(spec)}`);
      if (await hasProductImage(storage, key)) return key;
      renderer ??= startArtRenderer();
      await putProductImage(storage, key, await renderer.render(spec));
      return key;
    });
    return new Map(specs.map((spec, i) => [artSpecKey(spec), keys[i] as string]));
  } finally {
    renderer?.close();
  }
}

function idMap<T extends { id: number }>(rows: T[], name: (row: T) => string): Map<string, number> {
  return new Map(rows.map((row) => [name(row).toLowerCase(), row.id]));
}

function need(map: Map<string, number>, name: string): number {
  const id = map.get(name.toLowerCase());
  if (id === undefined) throw new Error(`Demo data refers to an unknown name: ${name}`);
  return id;
}

/**
 * Fills an empty store with the demo catalogue: lookups, agents, accounts, products and generated
 * images. Does nothing when any product exists, so running it twice changes nothing.
 */
export async function seedDemoStore(
  db: Db,
  storage: MediaStorage,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!(await needsDemoSeeding(db))) return;

  const started = Date.now();
  const catalog = buildDemoCatalog();
  log.info('Empty store: generating the demo catalogue and its images (first start only)…');
  const imageKeys = await renderImages(catalog, storage);
  const accounts = demoAccounts(catalog);
  const hashes = new Map<string, string>();
  for (const role of ['ADMIN', 'SELLER', 'USER'] as const) {
    hashes.set(role, await hashPassword(DEMO_PASSWORDS[role]));
  }

  await db.transaction(async (tx) => {
    await tx
      .insert(colors)
      .values(catalog.colors.map((color) => ({ color, translations: demoTranslations(color) })))
      .onConflictDoNothing();
    await tx
      .insert(sizes)
      .values(
        catalog.sizes.map((size, sortOrder) => ({
          size,
          sortOrder,
          translations: demoTranslations(size),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(categories)
      .values(catalog.categories.map((name) => ({ name, translations: demoTranslations(name) })))
      .onConflictDoNothing();
    const colorIds = idMap(await tx.select().from(colors), (r) => r.color);
    const sizeIds = idMap(await tx.select().from(sizes), (r) => r.size);
    const categoryIds = idMap(await tx.select().from(categories), (r) => r.name);

    await tx
      .insert(currencyRates)
      .values([...DEMO_CURRENCY_RATES])
      .onConflictDoNothing();

    await tx
      .insert(agents)
      .values(
        catalog.agents.map((agent) => ({
          name: agent.name,
          themeColorId: need(colorIds, agent.themeColor),
          referralCode: agent.referralCode,
          linkTemplate: agent.linkTemplate ?? null,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(users)
      .values(
        accounts.map((account) => ({
          ...usernameColumns(account.username),
          email: account.email,
          role: account.role,
          passwordHash: hashes.get(account.role) ?? null,
          // Demo addresses are fictional: nothing could be sent to verify them.
          emailVerified: true,
        })),
      )
      .onConflictDoNothing();
    const sellerRows = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(
        inArray(
          users.username,
          catalog.sellers.map((s) => s.username),
        ),
      );
    const sellerIds = idMap(sellerRows, (r) => r.username);

    const inserted = await tx
      .insert(products)
      .values(
        catalog.products.map((p) => {
          const createdAt = new Date(DEMO_EPOCH - p.createdDaysAgo * DAY_MS);
          const seller = catalog.sellers[p.sellerIndex];
          if (!seller) throw new Error(`Demo product ${p.name} has no seller`);
          return {
            name: p.name,
            price: p.price,
            description: p.description,
            productLink: p.productLink,
            platform: p.productLink ? (parseShopLink(p.productLink)?.platform ?? null) : null,
            sellerId: need(sellerIds, seller.username),
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: products.id });

    const links = catalog.products.map((p, i) => ({
      p,
      productId: (inserted[i] as { id: number }).id,
    }));
    await tx
      .insert(productColors)
      .values(
        links.flatMap(({ p, productId }) =>
          p.colors.map((c) => ({ productId, colorId: need(colorIds, c) })),
        ),
      );
    await tx
      .insert(productSizes)
      .values(
        links.flatMap(({ p, productId }) =>
          p.sizes.map((s) => ({ productId, sizeId: need(sizeIds, s) })),
        ),
      );
    await tx
      .insert(productCategories)
      .values(
        links.flatMap(({ p, productId }) =>
          p.categories.map((c) => ({ productId, categoryId: need(categoryIds, c) })),
        ),
      );
    await tx.insert(productImages).values(
      links.flatMap(({ p, productId }) =>
        p.images.map((spec, position) => {
          const imageKey = imageKeys.get(artSpecKey(spec));
          if (!imageKey) throw new Error('Demo image missing');
          return { productId, position, imageKey };
        }),
      ),
    );
  });
  await db.execute(sql`analyze`);

  log.info(
    `Demo store ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${catalog.products.length} products, ` +
      `${imageKeys.size} generated images.`,
  );
  for (const account of accounts) {
    log.info(`Demo ${account.role.toLowerCase()}: ${account.username} / ${account.password}`);
  }
}
