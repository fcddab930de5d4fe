import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, users } from '../src/db/schema';
import { createUser } from './helpers/fixtures';
import { createProductsDaysApart, listedNames } from './helpers/catalog-queries';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Search: the fields searched, their ranking, corrections and renamed lookups. */
let t: TestApp;
let harbor: number;

beforeAll(async () => {
  t = await createTestApp();
  harbor = (await createUser(t.db, { role: 'SELLER', username: 'harborfinds' })).id;
  const lotus = (await createUser(t.db, { role: 'SELLER', username: 'lotusandco' })).id;
  const items = [
    // Oldest: ranks first only by relevance.
    { name: 'White Canvas Bag', categories: ['Bags'], colors: ['Black'], sellerId: harbor },
    { name: 'Court Sneakers', categories: ['Shoes'], colors: ['White'], sellerId: lotus },
    {
      name: 'Tailored Trousers',
      categories: ['Pants'],
      colors: ['Gray'],
      sizes: ['XL'],
      description: 'Soft wool with a hidden zip pocket.',
      sellerId: lotus,
    },
    { name: 'Zip Hoodie', categories: ['Hoodies'], colors: ['Red'], sellerId: lotus },
    { name: 'Steel Watch', categories: ['Watches'], colors: ['Silver'], sellerId: harbor },
    { name: 'Whitewash Denim Jacket', categories: ['Jackets'], colors: ['Blue'], sellerId: harbor },
  ];
  await createProductsDaysApart(t.db, items);
});
afterAll(() => t.close());

const names = (query: string) => listedNames(t.app, query);

describe('fields', () => {
  it('searches colours, sizes, sellers and descriptions', async () => {
    expect(await names('name=silver')).toEqual(['Steel Watch']);
    expect(await names('name=xl')).toEqual(['Tailored Trousers']);
    expect((await names('name=harborfinds&sort=name')).sort()).toEqual([
      'Steel Watch',
      'White Canvas Bag',
      'Whitewash Denim Jacket',
    ]);
    expect(await names('name=wool')).toEqual(['Tailored Trousers']);
  });

  it('never matches inside a word: "red" is not "Tailored", "tee" not "Steel"', async () => {
    expect(await names('name=red')).toEqual(['Zip Hoodie']);
    expect(await names('name=tee')).toEqual([]);
  });

  it('ANDs the words across fields', async () => {
    expect(await names('name=red%20hoodie')).toEqual(['Zip Hoodie']);
    expect(await names('name=lotusandco%20wool')).toEqual(['Tailored Trousers']);
    expect(await names('name=harborfinds%20wool')).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts the name before the colour, and an exact word before a word start', async () => {
    expect(await names('name=white')).toEqual([
      'White Canvas Bag',
      'Court Sneakers',
      'Whitewash Denim Jacket',
    ]);
  });

  it('puts the name before the description', async () => {
    expect(await names('name=zip')).toEqual(['Zip Hoodie', 'Tailored Trousers']);
  });

  it('keeps the chosen sort when one is asked for', async () => {
    expect(await names('name=white&sort=newest')).toEqual([
      'Whitewash Denim Jacket',
      'Court Sneakers',
      'White Canvas Bag',
    ]);
  });
});

describe('did you mean', () => {
  it('suggests the corrected words when they find products, nothing otherwise', async () => {
    expect(await names('name=tailord%20trousers')).toEqual(['Tailored Trousers']);
    expect(await t.app.catalog.didYouMean('tailord trousers')).toBe('tailored trousers');
    expect(await t.app.catalog.didYouMean('tailored trousers')).toBeNull();
    expect(await t.app.catalog.didYouMean('xylophone')).toBeNull();
    expect(await t.app.catalog.didYouMean('nike')).toBeNull();
  });
});

describe('lookups renamed', () => {
  it('finds a category and a seller by their new names', async () => {
    await t.db.update(categories).set({ name: 'Footwear' }).where(eq(categories.name, 'Shoes'));
    await t.db.update(users).set({ username: 'tidecraft' }).where(eq(users.id, harbor));
    t.app.catalog.markStale();
    expect(await names('name=footwear')).toEqual(['Court Sneakers']);
    expect(await names('name=shoes')).toEqual([]);
    expect(await names('name=tidecraft%20watch')).toEqual(['Steel Watch']);
    expect(await names('name=harborfinds')).toEqual([]);
  });
});
