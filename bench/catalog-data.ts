/**
 * What the catalogue benchmarks share: a seeded PRNG (never Math.random, so every run loads and asks
 * for the same things), the word lists the generated product names are built from, and the lookups.
 */

/** mulberry32: a small, fast, seeded 32-bit generator; good enough for test data. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }

  hex(length: number): string {
    let out = '';
    while (out.length < length) out += Math.floor(this.next() * 0x100000000).toString(16);
    return out.slice(0, length);
  }
}

export interface CategoryWords {
  name: string;
  /** Head nouns: the last words of a name. */
  nouns: readonly string[];
  /** Materials, features or styles typical of the category. */
  modifiers: readonly string[];
}

/** 16 categories, each with its own vocabulary, so that names and search words look like a shop's. */
export const CATEGORIES: readonly CategoryWords[] = [
  {
    name: 'Hoodies',
    nouns: ['Hoodie', 'Zip Hoodie', 'Pullover', 'Sweatshirt', 'Crewneck', 'Fleece Hoodie'],
    modifiers: ['Cotton', 'Fleece', 'Brushed', 'Embroidered', 'Washed', 'Cropped', 'Boxy'],
  },
  {
    name: 'T-Shirts',
    nouns: ['Tee', 'T-Shirt', 'Graphic Tee', 'Tank Top', 'Longsleeve', 'Polo'],
    modifiers: ['Cotton', 'Printed', 'Striped', 'Ribbed', 'Pocket', 'Linen', 'Jersey'],
  },
  {
    name: 'Jackets',
    nouns: ['Jacket', 'Bomber', 'Windbreaker', 'Parka', 'Puffer', 'Overshirt', 'Blazer'],
    modifiers: ['Nylon', 'Leather', 'Denim', 'Quilted', 'Waterproof', 'Padded', 'Corduroy'],
  },
  {
    name: 'Pants',
    nouns: ['Trousers', 'Cargo Pants', 'Jeans', 'Joggers', 'Chinos', 'Shorts', 'Sweatpants'],
    modifiers: ['Denim', 'Pleated', 'Straight', 'Tapered', 'Wide', 'Ripstop', 'Twill'],
  },
  {
    name: 'Shoes',
    nouns: ['Sneakers', 'Loafers', 'Boots', 'Sandals', 'Slides', 'Trainers', 'Derbies'],
    modifiers: ['Leather', 'Suede', 'Canvas', 'Chunky', 'Running', 'Platform', 'Mesh'],
  },
  {
    name: 'Bags',
    nouns: ['Backpack', 'Tote', 'Crossbody Bag', 'Duffel', 'Wallet', 'Sling Bag', 'Messenger'],
    modifiers: ['Leather', 'Canvas', 'Nylon', 'Padded', 'Woven', 'Rolltop', 'Compact'],
  },
  {
    name: 'Accessories',
    nouns: ['Belt', 'Scarf', 'Gloves', 'Sunglasses', 'Keychain', 'Card Holder', 'Socks'],
    modifiers: ['Leather', 'Wool', 'Knitted', 'Polarized', 'Braided', 'Cashmere', 'Silk'],
  },
  {
    name: 'Watches',
    nouns: ['Watch', 'Chronograph', 'Diver Watch', 'Smartwatch', 'Field Watch', 'Watch Strap'],
    modifiers: ['Automatic', 'Quartz', 'Titanium', 'Ceramic', 'Steel', 'Sapphire', 'Skeleton'],
  },
  {
    name: 'Jewelry',
    nouns: ['Necklace', 'Bracelet', 'Ring', 'Earrings', 'Pendant', 'Anklet', 'Chain'],
    modifiers: ['Silver', 'Gold', 'Pearl', 'Beaded', 'Engraved', 'Enamel', 'Charm'],
  },
  {
    name: 'Electronics',
    nouns: ['Headphones', 'Earbuds', 'Speaker', 'Charger', 'Phone Case', 'Keyboard', 'Mouse'],
    modifiers: ['Wireless', 'Bluetooth', 'Magnetic', 'Mechanical', 'Portable', 'Noise', 'Fast'],
  },
  {
    name: 'Hats',
    nouns: ['Cap', 'Beanie', 'Bucket Hat', 'Snapback', 'Beret', 'Visor', 'Trucker Hat'],
    modifiers: ['Wool', 'Corduroy', 'Knitted', 'Washed', 'Embroidered', 'Fleece', 'Mesh'],
  },
  {
    name: 'Streetwear',
    nouns: ['Tracksuit', 'Vest', 'Jersey', 'Anorak', 'Coach Jacket', 'Shorts', 'Hoodie'],
    modifiers: ['Reflective', 'Graffiti', 'Oversized', 'Distressed', 'Patchwork', 'Logo', 'Tech'],
  },
  {
    name: 'Dresses',
    nouns: ['Dress', 'Maxi Dress', 'Slip Dress', 'Skirt', 'Sundress', 'Cardigan', 'Blouse'],
    modifiers: ['Floral', 'Satin', 'Pleated', 'Lace', 'Chiffon', 'Wrap', 'Smocked'],
  },
  {
    name: 'Home',
    nouns: ['Lamp', 'Cushion', 'Blanket', 'Mug', 'Vase', 'Candle', 'Rug'],
    modifiers: ['Ceramic', 'Woven', 'Scented', 'Rattan', 'Glazed', 'Linen', 'Marble'],
  },
  {
    name: 'Toys',
    nouns: ['Figure', 'Plush', 'Puzzle', 'Model Kit', 'Blind Box', 'Building Set', 'Yoyo'],
    modifiers: ['Collectible', 'Vinyl', 'Wooden', 'Limited', 'Articulated', 'Glow', 'Mini'],
  },
  {
    name: 'Sportswear',
    nouns: ['Leggings', 'Sports Bra', 'Running Shorts', 'Training Top', 'Track Pants', 'Jersey'],
    modifiers: ['Breathable', 'Compression', 'Seamless', 'Thermal', 'Stretch', 'Quickdry', 'Mesh'],
  },
];

/** Words any product may carry. */
export const ADJECTIVES: readonly string[] = [
  'Vintage',
  'Oversized',
  'Heavyweight',
  'Lightweight',
  'Slim',
  'Classic',
  'Retro',
  'Minimal',
  'Essential',
  'Premium',
  'Relaxed',
  'Utility',
  'Urban',
  'Signature',
  'Everyday',
  'Tailored',
  'Rugged',
  'Soft',
  'Structured',
  'Handmade',
  'Limited',
  'Original',
  'Modern',
  'Summer',
  'Winter',
  'Outdoor',
  'Studio',
  'Travel',
  'Deluxe',
  'Basic',
];

export const SUFFIXES: readonly string[] = [
  'Set',
  'Pro',
  'Edition',
  'Collection',
  'Bundle',
  'with Pockets',
  'with Logo',
  'Series',
  'Reissue',
  'Special',
];

/** 20 colours, all CSS colour names (the admin's colour rule). */
export const COLORS: readonly string[] = [
  'Black',
  'White',
  'Gray',
  'Navy',
  'Blue',
  'Red',
  'Green',
  'Olive',
  'Beige',
  'Brown',
  'Khaki',
  'Pink',
  'Purple',
  'Orange',
  'Yellow',
  'Teal',
  'Maroon',
  'Silver',
  'Gold',
  'Ivory',
];

/** 15 sizes in their display order. */
export const SIZES: readonly string[] = [
  'XXS',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '3XL',
  'One Size',
  'EU 38',
  'EU 39',
  'EU 40',
  'EU 41',
  'EU 42',
  'EU 43',
];

const SYLLABLES = [
  'ka',
  'lo',
  'ra',
  'mi',
  'zen',
  'vo',
  'tri',
  'sa',
  'nu',
  'bel',
  'dor',
  'fi',
  'ga',
  'ho',
  'ji',
  'ke',
  'lu',
  'mo',
  'ny',
  'pe',
  'qui',
  'ro',
  'su',
  'ta',
  've',
  'wa',
  'xi',
  'yo',
  'zu',
  'an',
  'el',
  'or',
];

/** Made-up brand names (two or three syllables), the long tail of a real catalogue's vocabulary. */
export function brandNames(count: number, random: Random): string[] {
  const brands = new Set<string>();
  while (brands.size < count) {
    const parts = random.int(2, 3);
    let word = '';
    for (let i = 0; i < parts; i++) word += random.pick(SYLLABLES);
    brands.add(word.charAt(0).toUpperCase() + word.slice(1));
  }
  return [...brands];
}

/** Parses 10000, 100k, 1M, 1_000_000. */
export function parseCount(text: string): number {
  const match = /^(\d[\d_]*)([kKmM]?)$/.exec(text.trim());
  if (!match) throw new Error(`Not a count: ${text}`);
  const base = Number((match[1] ?? '').replace(/_/g, ''));
  const unit = match[2]?.toLowerCase();
  return base * (unit === 'k' ? 1_000 : unit === 'm' ? 1_000_000 : 1);
}

/** 10000 → "10k", 1000000 → "1m" (database names). */
export function countLabel(count: number): string {
  if (count % 1_000_000 === 0) return `${count / 1_000_000}m`;
  if (count % 1_000 === 0) return `${count / 1_000}k`;
  return String(count);
}
