import type { ArtVariant, ProductArtSpec } from './art-spec';
import {
  COLLECTION_CATEGORIES,
  DEMO_AGENTS,
  DEMO_COLOR_HEX,
  DEMO_COLORS,
  DEMO_SELLERS,
  DEMO_SIZES,
  DEMO_USERS,
  LETTER_SIZES,
  ONE_SIZE,
  SHOE_SIZES,
} from './catalog-data';
import type { DemoAgent, DemoPerson } from './catalog-data';
import { createRng } from './prng';
import type { Rng } from './prng';
import type { CategoryTemplate, NameLine } from './template-types';
import {
  ACCESSORIES,
  BACKPACKS,
  BAGS,
  ELECTRONICS,
  HATS,
  JEWELRY,
  SUNGLASSES,
  WATCHES,
} from './templates-goods';
import { HOODIES, JACKETS, PANTS, SHOES, TSHIRTS } from './templates-apparel';

export { DEMO_COLOR_HEX } from './catalog-data';

interface DemoProduct {
  name: string;
  /** 1–350, at most two decimals. */
  price: number;
  description: string;
  /** A Taobao, Weidian or 1688 item link; null for the few products without one yet. */
  productLink: string | null;
  /** 1–2 category names, the main one first. */
  categories: string[];
  /** 1–3 colour names, the main one (the one in the images) first. */
  colors: string[];
  /** 1–5 size names in display order. */
  sizes: string[];
  sellerIndex: 0 | 1 | 2;
  /** 1–3 images; products that look alike share specs, so images are rendered once. */
  images: ProductArtSpec[];
  /** 0–365: when the product was listed, counted back from the day of seeding. */
  createdDaysAgo: number;
}

export interface DemoCatalog {
  categories: string[];
  colors: string[];
  sizes: string[];
  agents: DemoAgent[];
  sellers: DemoPerson[];
  users: DemoPerson[];
  products: DemoProduct[];
}

const SEED = 20250210;
const PRODUCTS_WITHOUT_LINK = 3;

const TEMPLATES: readonly CategoryTemplate[] = [
  TSHIRTS,
  HOODIES,
  JACKETS,
  PANTS,
  SHOES,
  BAGS,
  BACKPACKS,
  HATS,
  WATCHES,
  JEWELRY,
  SUNGLASSES,
  ELECTRONICS,
  ACCESSORIES,
];

const DEMO_CATEGORIES: readonly string[] = [
  ...TEMPLATES.map((t) => t.name),
  ...COLLECTION_CATEGORIES,
];

interface Named {
  name: string;
  line: NameLine;
  material: string;
}

/** Words of a name, hyphenated parts apart: "Gold-Plated" and "Gold" share "gold". */
const wordsOf = (name: string) => name.toLowerCase().split(/[\s-]+/);

/** No word twice ("Shell Shell Jacket", "Gold Gold-Plated Ring"). */
const readsWell = (name: string) => new Set(wordsOf(name)).size === wordsOf(name).length;

/** About one listing in four names its colour first, as shops do ("Black Boxy Cotton Tee"). */
const COLOR_IN_NAME = 0.25;

function makeName(rng: Rng, template: CategoryTemplate, color: string, taken: Set<string>): Named {
  const fits = (material: string) => template.materialColors?.[material]?.includes(color) ?? true;
  for (let attempt = 0; attempt < 200; attempt++) {
    const line = rng.pick(template.lines);
    const materials = line.materials.filter(fits);
    if (materials.length === 0) continue;
    const adjective = rng.pick(line.adjectives);
    const material = rng.pick(materials);
    const item = rng.pick(line.items);
    const words =
      line.order === 'material-first' ? [material, adjective, item] : [adjective, material, item];
    if (rng.chance(COLOR_IN_NAME)) words.unshift(color);
    const name = words.filter((w) => w !== '').join(' ');
    if (readsWell(name) && !taken.has(name)) {
      taken.add(name);
      return { name, line, material };
    }
  }
  throw new Error(`not enough distinct names for ${template.name}`);
}

function makeDescription(rng: Rng, template: CategoryTemplate, named: Named, color: string) {
  const pitches = named.line.pitches.filter(
    (s) => named.material !== '' || !s.includes('{material}'),
  );
  const sentences = [rng.pick(pitches)];
  if (rng.chance(0.75)) sentences.push(rng.pick(template.details));
  if (rng.chance(0.5)) sentences.push(rng.pick(template.closers));
  return sentences
    .join(' ')
    .replaceAll('{material}', named.material.toLowerCase())
    .replaceAll('{color}', color.toLowerCase());
}

/** Skewed toward the cheap end, ending in .99, .90, .50 or .00 like real listings. */
function makePrice(rng: Rng, [min, max]: readonly [number, number]): number {
  const raw = min + (max - min) * rng.next() ** 1.7;
  const cents = rng.pick([0.99, 0.99, 0.9, 0.5, 0]);
  const price = Math.floor(raw) + cents;
  return Math.round(Math.min(350, Math.max(1, price)) * 100) / 100;
}

function window<T>(rng: Rng, items: readonly T[], lengths: readonly number[]): T[] {
  const length = Math.min(items.length, rng.pick(lengths));
  const start = rng.int(0, items.length - length);
  return items.slice(start, start + length);
}

function makeSizes(rng: Rng, template: CategoryTemplate): string[] {
  if (template.sizes === 'letters') return window(rng, LETTER_SIZES, [3, 4, 4, 5, 5]);
  if (template.sizes === 'shoes') return window(rng, SHOE_SIZES, [3, 4, 5, 5]);
  return [ONE_SIZE];
}

function hexOf(color: string): string {
  const hex = DEMO_COLOR_HEX[color];
  if (!hex) throw new Error(`unknown colour ${color}`);
  return hex;
}

function makeImages(
  rng: Rng,
  template: CategoryTemplate,
  color: string,
  specs: Map<string, ProductArtSpec>,
): ProductArtSpec[] {
  const r = rng.next();
  const count = r < 0.25 ? 1 : r < 0.6 ? 2 : 3;
  const variants: ArtVariant[] = [0, 1, 2];
  return variants.slice(0, count).map((variant) => {
    const key = `${template.kind}/${color}/${variant}`;
    const known = specs.get(key);
    if (known) return known;
    const spec: ProductArtSpec = { kind: template.kind, color: hexOf(color), variant };
    specs.set(key, spec);
    return spec;
  });
}

function makeProduct(
  rng: Rng,
  template: CategoryTemplate,
  taken: Set<string>,
  specs: Map<string, ProductArtSpec>,
): Omit<DemoProduct, 'productLink'> {
  const main = rng.pick(template.mainColors);
  const named = makeName(rng, template, main, taken);
  const extras = rng.sample(
    template.extraColors.filter((c) => c !== main),
    rng.pick([0, 1, 1, 2]),
  );
  const categories = [template.name];
  if (rng.chance(0.45)) {
    const also = rng.pick(named.line.also ?? template.also);
    if (also !== template.name) categories.push(also);
  }
  return {
    name: named.name,
    price: makePrice(rng, named.line.price ?? template.price),
    description: makeDescription(rng, template, named, main),
    categories,
    colors: [main, ...extras],
    sizes: makeSizes(rng, template),
    sellerIndex: rng.chance(0.6) ? template.seller : (rng.int(0, 2) as 0 | 1 | 2),
    images: makeImages(rng, template, main, specs),
    createdDaysAgo: rng.int(0, 365),
  };
}

function digits(rng: Rng, first: readonly string[], length: number): string {
  let out = rng.pick(first);
  while (out.length < length) out += String(rng.int(0, 9));
  return out;
}

/** A shop link of platform `platform` (0 Taobao, 1 Weidian, 2 1688) with an unused item id. */
function makeLink(rng: Rng, platform: number, usedIds: Set<string>): string {
  for (;;) {
    const id = platform === 1 ? digits(rng, ['4', '5', '7'], 10) : digits(rng, ['5', '6', '7'], 12);
    if (usedIds.has(id)) continue;
    usedIds.add(id);
    if (platform === 0) return `https://item.taobao.com/item.htm?id=${id}`;
    if (platform === 1) return `https://weidian.com/item.html?itemID=${id}`;
    return `https://detail.1688.com/offer/${id}.html`;
  }
}

/** The demo store: the same catalogue on every call (a seeded generator, no clock, no Math.random). */
export function buildDemoCatalog(): DemoCatalog {
  const rng = createRng(SEED);
  const taken = new Set<string>();
  const specs = new Map<string, ProductArtSpec>();
  const drafts = TEMPLATES.flatMap((template) =>
    Array.from({ length: template.count }, () => makeProduct(rng, template, taken, specs)),
  );
  const shuffled = rng.sample(drafts, drafts.length);
  const withoutLink = new Set(
    rng.sample(
      shuffled.map((_, i) => i),
      PRODUCTS_WITHOUT_LINK,
    ),
  );
  const usedIds = new Set<string>();
  const products: DemoProduct[] = shuffled.map((draft, i) => ({
    ...draft,
    productLink: withoutLink.has(i) ? null : makeLink(rng, i % 3, usedIds),
  }));
  return {
    categories: [...DEMO_CATEGORIES],
    colors: [...DEMO_COLORS],
    sizes: [...DEMO_SIZES],
    agents: DEMO_AGENTS.map((agent) => ({ ...agent })),
    sellers: DEMO_SELLERS.map((seller) => ({ ...seller })),
    users: DEMO_USERS.map((user) => ({ ...user })),
    products,
  };
}
