import { parseShopLink } from '@curio/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_COLOR_HEX, buildDemoCatalog } from './catalog';
import { distinctArtSpecs } from './art-spec';

/** The CSS named colours of the demo palette, with their hex (CSS Color Module Level 4). */
const CSS_NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  gray: '#808080',
  silver: '#c0c0c0',
  gold: '#ffd700',
  navy: '#000080',
  blue: '#0000ff',
  teal: '#008080',
  green: '#008000',
  olive: '#808000',
  khaki: '#f0e68c',
  beige: '#f5f5dc',
  brown: '#a52a2a',
  maroon: '#800000',
  red: '#ff0000',
  pink: '#ffc0cb',
  purple: '#800080',
  orange: '#ffa500',
  yellow: '#ffff00',
};

describe('buildDemoCatalog', () => {
  const catalog = buildDemoCatalog();
  const { products } = catalog;

  it('has the counts of a full demo store', () => {
    expect(products.length).toBeGreaterThanOrEqual(320);
    expect(catalog.categories.length).toBeGreaterThanOrEqual(12);
    expect(catalog.colors.length).toBeGreaterThanOrEqual(14);
    expect(catalog.agents.map((a) => a.name)).toEqual(['Superbuy', 'CnFans', 'DogeGoo']);
    expect(catalog.sellers).toHaveLength(3);
    expect(catalog.users).toHaveLength(1);
  });

  it('is the same on every call', () => {
    expect(buildDemoCatalog()).toEqual(catalog);
  });

  it('names colours by CSS named colours, Capitalised, with their CSS hex', () => {
    for (const color of catalog.colors) {
      expect(color[0]).toBe(color[0]?.toUpperCase());
      expect(CSS_NAMED[color.toLowerCase()]).toBeDefined();
      expect(DEMO_COLOR_HEX[color]).toBe(CSS_NAMED[color.toLowerCase()]);
    }
    expect(Object.keys(DEMO_COLOR_HEX).sort()).toEqual([...catalog.colors].sort());
  });

  it('gives agents a theme colour of the list and a referral code; DogeGoo a link template', () => {
    for (const agent of catalog.agents) {
      expect(catalog.colors).toContain(agent.themeColor);
      expect(agent.referralCode).toMatch(/^[A-Z0-9]{6,}$/);
    }
    const dogegoo = catalog.agents.find((a) => a.name === 'DogeGoo');
    expect(dogegoo?.linkTemplate).toContain('{url}');
    expect(dogegoo?.linkTemplate).toContain('{ref}');
  });

  it('has lowercase usernames and example.com emails, all distinct', () => {
    const people = [...catalog.sellers, ...catalog.users];
    for (const person of people) {
      expect(person.username).toBe(person.username.toLowerCase());
      expect(person.email).toMatch(/^[a-z0-9.]+@example\.com$/);
      expect(person.displayName.length).toBeGreaterThan(0);
    }
    expect(new Set(people.map((p) => p.username)).size).toBe(people.length);
    expect(new Set(people.map((p) => p.email)).size).toBe(people.length);
  });

  it('links every product but a few to Taobao, Weidian or 1688, about a third each', () => {
    const withoutLink = products.filter((p) => p.productLink === null);
    expect(withoutLink).toHaveLength(3);
    const platforms = products.flatMap((p) => {
      if (p.productLink === null) return [];
      const parsed = parseShopLink(p.productLink);
      expect(parsed, p.productLink).not.toBeNull();
      return parsed ? [parsed.platform] : [];
    });
    for (const platform of ['TAOBAO', 'WEIDIAN', 'ALI_1688']) {
      const share = platforms.filter((p) => p === platform).length / platforms.length;
      expect(share).toBeGreaterThan(0.3);
      expect(share).toBeLessThan(0.37);
    }
    const links = products.flatMap((p) => (p.productLink ? [p.productLink] : []));
    expect(new Set(links).size).toBe(links.length);
  });

  it('prices products between 1 and 350 with at most two decimals', () => {
    for (const { price } of products) {
      expect(price).toBeGreaterThanOrEqual(1);
      expect(price).toBeLessThanOrEqual(350);
      expect(Math.round(price * 100) / 100).toBe(price);
    }
  });

  it('uses only categories, colours and sizes of the lists, in the allowed numbers', () => {
    for (const p of products) {
      expect(p.categories.length).toBeGreaterThanOrEqual(1);
      expect(p.categories.length).toBeLessThanOrEqual(2);
      expect(new Set(p.categories).size).toBe(p.categories.length);
      expect(p.colors.length).toBeGreaterThanOrEqual(1);
      expect(p.colors.length).toBeLessThanOrEqual(3);
      expect(new Set(p.colors).size).toBe(p.colors.length);
      expect(p.sizes.length).toBeGreaterThanOrEqual(1);
      expect(p.sizes.length).toBeLessThanOrEqual(5);
      for (const c of p.categories) expect(catalog.categories).toContain(c);
      for (const c of p.colors) expect(catalog.colors).toContain(c);
      for (const s of p.sizes) expect(catalog.sizes).toContain(s);
      const order = p.sizes.map((s) => catalog.sizes.indexOf(s));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('fits sizes to the kind of product', () => {
    for (const p of products) {
      const main = p.categories[0];
      if (main === 'Shoes') expect(p.sizes.every((s) => s.startsWith('EU '))).toBe(true);
      if (main === 'Bags' || main === 'Watches') expect(p.sizes).toEqual(['One Size']);
      if (main === 'T-Shirts' || main === 'Hoodies') expect(p.sizes).not.toContain('One Size');
    }
  });

  it('uses every main category and every colour', () => {
    const used = new Set(products.flatMap((p) => p.categories));
    for (const c of catalog.categories) expect(used).toContain(c);
    const colors = new Set(products.flatMap((p) => p.colors));
    for (const c of catalog.colors) expect(colors).toContain(c);
  });

  it('gives each product a unique, realistic name and a short description', () => {
    const names = products.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const p of products) {
      expect(p.name).toMatch(/^[A-Z][A-Za-z0-9 '&-]+$/);
      expect(p.description).not.toMatch(/lorem|ipsum|\{|\}/i);
      const sentences = p.description.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
    expect(new Set(products.map((p) => p.description)).size).toBeGreaterThan(products.length / 2);
  });

  it('names products with variety: many words per category, none twice, some colours', () => {
    const words = (name: string) => name.toLowerCase().split(/[\s-]+/);
    for (const main of new Set(products.map((p) => p.categories[0]))) {
      const names = products.filter((p) => p.categories[0] === main).map((p) => p.name);
      expect(new Set(names.flatMap(words)).size, main).toBeGreaterThanOrEqual(12);
    }
    for (const { name } of products)
      expect(new Set(words(name)).size, name).toBe(words(name).length);
    const colourFirst = products.filter((p) => p.name.startsWith(`${p.colors[0] ?? ''} `));
    expect(colourFirst.length / products.length).toBeGreaterThan(0.15);
    expect(colourFirst.length / products.length).toBeLessThan(0.35);
  });

  it('spreads products over sellers and over a year of listing dates', () => {
    for (const seller of [0, 1, 2]) {
      expect(products.filter((p) => p.sellerIndex === seller).length).toBeGreaterThan(50);
    }
    for (const p of products) {
      expect(Number.isInteger(p.createdDaysAgo)).toBe(true);
      expect(p.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.createdDaysAgo).toBeLessThanOrEqual(365);
    }
    expect(new Set(products.map((p) => p.createdDaysAgo)).size).toBeGreaterThan(150);
  });

  it('draws 1–3 images per product in its main colour, from at most 160 distinct specs', () => {
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(3);
      expect(p.images.map((i) => i.variant)).toEqual([0, 1, 2].slice(0, p.images.length));
      for (const image of p.images) {
        expect(image.color).toBe(DEMO_COLOR_HEX[p.colors[0] ?? '']);
      }
      expect(new Set(p.images.map((i) => i.kind)).size).toBe(1);
    }
    const specs = distinctArtSpecs(catalog);
    expect(specs.length).toBeLessThanOrEqual(160);
    expect(specs.length).toBeGreaterThan(100);
  });
});
