import { sql } from 'drizzle-orm';
import type { Role } from '@curio/shared';
import { hashPassword } from '../../src/accounts/passwords';
import { usernameColumns } from '../../src/accounts/username-skeleton';
import type { Db } from '../../src/db/client';
import {
  categories,
  colors,
  productCategories,
  productColors,
  productImages,
  products,
  productSizes,
  sizes,
  users,
} from '../../src/db/schema';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface UserFixture {
  id: number;
  username: string;
  email: string;
  password: string;
  role: Role;
}

/**
 * One real argon2id hash per password, shared by the fixture users who have it: hashing costs
 * 16 ms and more of CPU, and the suite makes thousands of users with a handful of passwords.
 */
const passwordHashes = new Map<string, Promise<string>>();

function passwordHashOf(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/** A real user row (argon2id hash and all). */
export async function createUser(
  db: Db,
  overrides: Partial<Omit<UserFixture, 'id'>> & { frozen?: boolean } = {},
): Promise<UserFixture> {
  const suffix = unique();
  const user = {
    username: overrides.username ?? `user_${suffix}`,
    email: overrides.email ?? `user_${suffix}@example.com`,
    password: overrides.password ?? 'Password123',
    role: overrides.role ?? 'USER',
  };
  const [row] = await db
    .insert(users)
    .values({
      ...usernameColumns(user.username),
      email: user.email,
      passwordHash: await passwordHashOf(user.password),
      role: user.role,
      frozen: overrides.frozen ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return { id: row.id, ...user };
}

async function lookupIds(
  db: Db,
  table: typeof colors | typeof sizes | typeof categories,
  names: string[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const column = table === colors ? colors.color : table === sizes ? sizes.size : categories.name;
    const [found] = await db
      .select({ id: table.id })
      .from(table)
      .where(sql`lower(${column}) = ${name.toLowerCase()}`);
    if (found) {
      ids.push(found.id);
      continue;
    }
    const values = table === colors ? { color: name } : table === sizes ? { size: name } : { name };
    const [created] = await db
      .insert(table)
      .values(values as never)
      .returning({ id: table.id });
    if (created) ids.push(created.id);
  }
  return ids;
}

export interface ProductFixture {
  name?: string;
  price?: number;
  description?: string;
  productLink?: string | null;
  sellerId: number;
  colors?: string[];
  sizes?: string[];
  categories?: string[];
  imageKeys?: string[];
  createdAt?: Date;
}

/** A real product row with its lookups (created on demand) and image keys. */
export async function createProduct(db: Db, fixture: ProductFixture): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({
      name: fixture.name ?? `Product ${unique()}`,
      price: fixture.price ?? 10,
      description: fixture.description ?? '',
      productLink:
        fixture.productLink === undefined
          ? 'https://item.taobao.com/item.htm?id=123456789012'
          : fixture.productLink,
      platform: fixture.productLink === null ? null : 'TAOBAO',
      sellerId: fixture.sellerId,
      ...(fixture.createdAt ? { createdAt: fixture.createdAt, updatedAt: fixture.createdAt } : {}),
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product not created');
  const productId = row.id;
  for (const colorId of await lookupIds(db, colors, fixture.colors ?? ['Black'])) {
    await db.insert(productColors).values({ productId, colorId });
  }
  for (const sizeId of await lookupIds(db, sizes, fixture.sizes ?? ['M'])) {
    await db.insert(productSizes).values({ productId, sizeId });
  }
  for (const categoryId of await lookupIds(db, categories, fixture.categories ?? ['T-Shirts'])) {
    await db.insert(productCategories).values({ productId, categoryId });
  }
  const keys = fixture.imageKeys ?? [];
  for (const [position, imageKey] of keys.entries()) {
    await db.insert(productImages).values({ productId, position, imageKey });
  }
  return productId;
}
