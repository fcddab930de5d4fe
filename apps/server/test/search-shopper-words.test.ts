import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from './helpers/fixtures';
import { listedNames } from './helpers/catalog-queries';
import { createTestApp, type TestApp } from './helpers/test-app';

/** How shoppers write words the catalogue spells otherwise, on a small fixture catalogue. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const sellerId = (await createUser(t.db, { role: 'SELLER' })).id;
  const items = [
    { name: "Men's Steel Watch", categories: ['Watches'] },
    { name: 'Mens Field Watch', categories: ['Watches'] },
    { name: 'Leather Dress Watch', categories: ['Watches'] },
    { name: 'Canvas Sneakers', categories: ['Shoes'] },
    { name: 'Suede Sneakers', categories: ['Shoes'] },
    { name: 'Bluetooth Speakers', categories: ['Electronics'] },
    { name: 'Bookshelf Speakers', categories: ['Electronics'] },
    { name: 'Crewneck Sweat Shirt', categories: ['Hoodies'] },
    { name: 'Fleece Sweatshirt', categories: ['Hoodies'] },
    { name: 'Five-Panel Cap', categories: ['Hats'] },
    { name: '6 Panel Cap', categories: ['Hats'] },
  ];
  for (const item of items) await createProduct(t.db, { ...item, sellerId });
});
afterAll(() => t.close());

const search = (text: string) => listedNames(t.app, `name=${encodeURIComponent(text)}&sort=name`);

describe('possessives', () => {
  it.each(["men's watch", 'men’s watch', 'mens watch', 'men watch'])(
    '"%s" finds the watches named for men',
    async (text) => {
      expect(await search(text)).toEqual(["Men's Steel Watch", 'Mens Field Watch']);
    },
  );
});

describe('typo corrections', () => {
  it('take only the nearest words: "snaekers" finds sneakers, never speakers', async () => {
    expect(await search('snaekers')).toEqual(['Canvas Sneakers', 'Suede Sneakers']);
    expect(await search('speakres')).toEqual(['Bluetooth Speakers', 'Bookshelf Speakers']);
  });
});

describe('compounds and numbers', () => {
  it.each(['sweatshirt', 'sweat shirt', 'sweat-shirt', 'sweatshirts'])(
    '"%s" finds the sweatshirts written as one word or two',
    async (text) => {
      expect(await search(text)).toEqual(['Crewneck Sweat Shirt', 'Fleece Sweatshirt']);
    },
  );

  it.each(['5-panel cap', '5 panel cap', 'five panel cap', 'five-panel caps'])(
    '"%s" finds the five-panel cap, not the six-panel one',
    async (text) => {
      expect(await search(text)).toEqual(['Five-Panel Cap']);
    },
  );

  it('"six panel" finds the cap named with the digit', async () => {
    expect(await search('six panel')).toEqual(['6 Panel Cap']);
  });
});
