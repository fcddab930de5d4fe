import type { Language } from '@curio/shared';
import {
  all,
  any,
  category,
  categoryCalled,
  color,
  colorCalled,
  nameHas,
  nothing,
  seller,
  size,
  type JudgedQuery,
  type Criterion,
} from './judgments';

/** Products of a category, those whose name says the word first. */
const item = (
  categoryName: string,
  ...words: string[]
): Pick<JudgedQuery, 'relevant' | 'best'> => ({
  relevant: any(category(categoryName), nameHas(...words)),
  best: nameHas(...words),
});

const tees = item('T-Shirts', 'tee', 't-shirt');
const hoodies = item('Hoodies', 'hoodie', 'hooded sweatshirt');
const sneakers = {
  relevant: all(category('Shoes'), nameHas('sneakers', 'trainers')),
  best: nameHas('sneakers'),
};
const shoes = { relevant: category('Shoes'), best: nameHas('shoes') };
const caps = { relevant: nameHas('cap'), best: nameHas('cap') };
const hats = item('Hats', 'cap', 'hat');
const bags = item('Bags', 'bag', 'shopper');
const backpacks = item('Backpacks', 'backpack', 'daypack', 'rucksack');

const runningShoes = {
  relevant: all(category('Shoes'), nameHas('running', 'runners')),
  best: nameHas('running shoes'),
};
const jeans = { relevant: nameHas('jeans'), best: nameHas('jeans') };
const necklaces = { relevant: nameHas('necklace', 'choker'), best: nameHas('necklace') };
const rings = { relevant: nameHas('ring') };
const bracelets = { relevant: nameHas('bracelet') };
const wallets = { relevant: nameHas('wallet', 'billfold'), best: nameHas('wallet') };
const headphones = {
  relevant: nameHas('headphones', 'headset', 'earbuds'),
  best: nameHas('headphones'),
};
const overEar = { relevant: nameHas('headphones', 'headset'), best: nameHas('headphones') };
const earbuds = {
  relevant: nameHas('earbuds', 'in-ear headphones'),
  best: nameHas('earbuds'),
};
const joggers = {
  relevant: nameHas('joggers', 'sweatpants', 'track pants'),
  best: nameHas('joggers'),
};

/**
 * Products of a category the query names by the store's own name for it in some language (夹克,
 * Chaquetas, Jacken, Vestes): every product of the category is what the query names.
 */
const named = (categoryName: string): Pick<JudgedQuery, 'relevant'> => ({
  relevant: categoryCalled(categoryName),
});

/** Products of `base` in the colour the store calls `name` in some language (黑色, Negro, Noir). */
const dyed = (
  name: string,
  base: Pick<JudgedQuery, 'relevant' | 'best'>,
): Pick<JudgedQuery, 'relevant'> => ({
  relevant: all(base.relevant, colorCalled(name)),
});

/** Products of `base` that come in colour `name` or say it in their name. */
const coloured = (name: string, base: Criterion): Criterion =>
  all(base, any(color(name), nameHas(name.toLowerCase())));

type Judged = Omit<JudgedQuery, 'language'>;

/**
 * English queries over the demo store, each with its judgment. Shoppers' everyday queries
 * (tshirt, t-shirt, t shirt, tee, black hoodie, white sneakers, red, nike, caps) are among them.
 */
const ENGLISH: readonly Judged[] = [
  // Words and their plurals.
  { query: 'hoodie', kind: 'word', ...hoodies },
  { query: 'hoodies', kind: 'plural', ...hoodies },
  { query: 'jacket', kind: 'word', ...item('Jackets', 'jacket') },
  { query: 'jackets', kind: 'plural', ...item('Jackets', 'jacket') },
  { query: 'watch', kind: 'word', ...item('Watches', 'watch', 'wristwatch') },
  { query: 'watches', kind: 'plural', ...item('Watches', 'watch', 'wristwatch') },
  { query: 'cap', kind: 'word', ...caps },
  { query: 'caps', kind: 'plural', ...caps },
  { query: 'hat', kind: 'word', ...hats },
  { query: 'hats', kind: 'plural', ...hats },
  { query: 'bag', kind: 'word', ...bags },
  { query: 'bags', kind: 'plural', ...bags },
  { query: 'backpack', kind: 'word', ...backpacks },
  { query: 'backpacks', kind: 'plural', ...backpacks },
  { query: 'shoes', kind: 'plural', ...shoes },
  { query: 'sneakers', kind: 'plural', ...sneakers },
  { query: 'sneaker', kind: 'word', ...sneakers },
  { query: 'jeans', kind: 'word', ...jeans },
  { query: 'pants', kind: 'plural', ...item('Pants', 'pants') },
  { query: 'trousers', kind: 'plural', relevant: category('Pants'), best: nameHas('trousers') },
  { query: 'necklace', kind: 'word', ...necklaces },
  { query: 'necklaces', kind: 'plural', ...necklaces },
  { query: 'ring', kind: 'word', ...rings },
  { query: 'bracelet', kind: 'word', ...bracelets },
  { query: 'sunglasses', kind: 'plural', ...item('Sunglasses', 'sunglasses') },
  { query: 'headphones', kind: 'plural', ...overEar },
  { query: 'wallet', kind: 'word', ...wallets },
  { query: 'wallets', kind: 'plural', ...wallets },
  { query: 'earbuds', kind: 'word', ...earbuds },
  { query: 'joggers', kind: 'plural', ...joggers },

  // Hyphens, spaces and joins alike.
  { query: 'tshirt', kind: 'join', ...tees },
  { query: 't-shirt', kind: 'join', ...tees },
  { query: 't shirt', kind: 'join', ...tees },
  { query: 'tshirts', kind: 'join', ...tees },
  { query: 'tee', kind: 'word', ...tees },
  { query: 'tees', kind: 'plural', ...tees },
  {
    query: 'zip up hoodie',
    kind: 'join',
    relevant: all(category('Hoodies'), nameHas('zip-up', 'full-zip')),
    best: nameHas('zip-up'),
  },
  {
    query: 'rolltop backpack',
    kind: 'join',
    relevant: all(backpacks.relevant, nameHas('roll-top')),
  },
  { query: 'cross body bag', kind: 'join', relevant: nameHas('crossbody bag') },
  {
    query: 'high top sneakers',
    kind: 'join',
    relevant: all(category('Shoes'), nameHas('high-top')),
  },
  { query: 'snap back cap', kind: 'join', relevant: nameHas('snapback cap') },

  // Typos.
  { query: 'hoodei', kind: 'typo', ...hoodies },
  { query: 'sneakres', kind: 'typo', ...sneakers },
  { query: 'jaket', kind: 'typo', ...item('Jackets', 'jacket') },
  { query: 'bakcpack', kind: 'typo', ...backpacks },
  { query: 'sunglases', kind: 'typo', ...item('Sunglasses', 'sunglasses') },
  { query: 'neckalce', kind: 'typo', ...necklaces },
  { query: 'walet', kind: 'typo', ...wallets },
  { query: 'headphnoes', kind: 'typo', ...overEar },

  // Several words: every word must hold, across fields.
  { query: 'black hoodie', kind: 'multi-word', relevant: coloured('Black', hoodies.relevant) },
  { query: 'white sneakers', kind: 'multi-word', relevant: coloured('White', sneakers.relevant) },
  { query: 'red dress', kind: 'multi-word', relevant: nothing },
  {
    query: 'leather bag',
    kind: 'multi-word',
    relevant: all(bags.relevant, nameHas('leather')),
    best: nameHas('leather'),
  },
  {
    query: 'canvas backpack',
    kind: 'multi-word',
    relevant: all(backpacks.relevant, nameHas('canvas')),
  },
  {
    query: 'running shoes',
    kind: 'multi-word',
    relevant: all(category('Shoes'), nameHas('running', 'runners')),
    best: nameHas('running shoes'),
  },
  {
    query: 'gold necklace',
    kind: 'multi-word',
    relevant: all(nameHas('necklace', 'choker'), any(color('Gold'), nameHas('gold-plated'))),
  },
  {
    query: 'silver ring',
    kind: 'multi-word',
    relevant: all(nameHas('ring'), any(color('Silver'), nameHas('sterling silver'))),
  },
  {
    query: 'steel watch',
    kind: 'multi-word',
    relevant: all(category('Watches'), nameHas('steel')),
  },
  {
    query: 'denim jacket',
    kind: 'multi-word',
    relevant: all(category('Jackets'), nameHas('denim')),
  },
  { query: 'navy cap', kind: 'multi-word', relevant: coloured('Navy', caps.relevant) },
  {
    query: 'wireless headphones',
    kind: 'multi-word',
    relevant: all(nameHas('headphones', 'headset'), nameHas('wireless', 'bluetooth')),
    best: nameHas('wireless'),
  },
  {
    query: 'oversized tee',
    kind: 'multi-word',
    relevant: all(tees.relevant, nameHas('oversized')),
  },

  // Colours: the product's colours, and the name where it says one.
  { query: 'red', kind: 'colour', relevant: any(color('Red'), nameHas('red')) },
  { query: 'black', kind: 'colour', relevant: any(color('Black'), nameHas('black')) },
  { query: 'navy', kind: 'colour', relevant: any(color('Navy'), nameHas('navy')) },
  { query: 'olive', kind: 'colour', relevant: any(color('Olive'), nameHas('olive')) },
  { query: 'purple', kind: 'colour', relevant: any(color('Purple'), nameHas('purple')) },
  { query: 'gold', kind: 'colour', relevant: any(color('Gold'), nameHas('gold', 'gold-plated')) },

  // Sizes and sellers.
  { query: 'XXL', kind: 'size', relevant: size('XXL') },
  { query: 'EU 45', kind: 'size', relevant: size('EU 45') },
  { query: 'mingstudio', kind: 'seller', relevant: seller('mingstudio') },
  { query: 'harborfinds', kind: 'seller', relevant: seller('harborfinds') },
  { query: 'lotusandco', kind: 'seller', relevant: seller('lotusandco') },
  { query: 'ming studio', kind: 'seller', relevant: seller('mingstudio') },

  // Synonyms.
  { query: 'trainers', kind: 'synonym', ...sneakers, best: nameHas('trainers') },
  { query: 'kicks', kind: 'synonym', ...sneakers },
  { query: 'hooded sweatshirt', kind: 'synonym', ...hoodies, best: nameHas('hooded sweatshirt') },
  { query: 'tee shirt', kind: 'synonym', ...tees },

  // Case, accents and full-width letters.
  { query: 'HOODIE', kind: 'case-accent', ...hoodies },
  { query: 'T-SHIRT', kind: 'case-accent', ...tees },
  {
    query: 'suède sneakers',
    kind: 'case-accent',
    relevant: all(sneakers.relevant, nameHas('suede')),
  },
  { query: 'ｃａｐ', kind: 'case-accent', ...caps },

  // What shoppers typed on the demo store: possessives, a word the store does not know,
  // typos of plurals, corrected words with their synonyms, compounds written apart.
  { query: "men's watch", kind: 'multi-word', ...item('Watches', 'watch', 'wristwatch') },
  { query: 'sunglassess', kind: 'typo', ...item('Sunglasses', 'sunglasses') },
  { query: 'sneackers', kind: 'typo', ...sneakers },
  { query: 'back pack', kind: 'join', ...backpacks },
  { query: 'sweat shirt', kind: 'join', ...hoodies },
  { query: 'sweatshirts', kind: 'synonym', ...hoodies, best: nameHas('hooded sweatshirt') },
  { query: 'ear buds', kind: 'join', ...earbuds },
  {
    query: 'zip hoodie',
    kind: 'multi-word',
    relevant: all(category('Hoodies'), nameHas('full-zip')),
  },
  { query: '5 panel cap', kind: 'join', relevant: nameHas('five-panel cap') },
  { query: '5-panel cap', kind: 'join', relevant: nameHas('five-panel cap') },
  { query: 'six panel cap', kind: 'join', relevant: nameHas('six-panel cap') },
  { query: 'running tee', kind: 'multi-word', relevant: all(tees.relevant, nameHas('running')) },
  { query: 'black tshirt', kind: 'multi-word', relevant: coloured('Black', tees.relevant) },
  { query: 'sneakers white', kind: 'multi-word', relevant: coloured('White', sneakers.relevant) },

  // Nothing in the store: the answer must be empty, never unrelated products.
  { query: 'nike', kind: 'nonsense', relevant: nothing },
  { query: 'qwxz', kind: 'nonsense', relevant: nothing },
  { query: 'iphone', kind: 'nonsense', relevant: nothing },
  { query: 'gucci', kind: 'nonsense', relevant: nothing },
  { query: 'zzzz-nothing-matches', kind: 'nonsense', relevant: nothing },
];

/**
 * Chinese as shoppers type it: no spaces between a colour and a thing (黑色卫衣), everyday names
 * (跑鞋 running shoes, 球鞋 and 运动鞋 sneakers, 短袖 short sleeves for T-shirts, 双肩包 a
 * backpack), and the store's own category and colour names.
 */
const CHINESE: readonly Judged[] = [
  { query: '卫衣', kind: 'chinese', ...hoodies },
  { query: 'T恤', kind: 'chinese', ...tees },
  { query: '运动鞋', kind: 'chinese', ...sneakers },
  { query: '帽子', kind: 'chinese', ...hats },
  { query: '包', kind: 'chinese', ...bags },
  { query: '跑鞋', kind: 'chinese', ...runningShoes },
  { query: '球鞋', kind: 'chinese', ...sneakers },
  { query: '短袖', kind: 'chinese', ...tees },
  { query: 't恤', kind: 'chinese', ...tees },
  { query: '连帽衫', kind: 'chinese', ...hoodies },
  { query: '夹克', kind: 'chinese', ...named('夹克') },
  { query: '外套', kind: 'chinese', ...named('夹克') },
  { query: '裤子', kind: 'chinese', ...named('裤子') },
  { query: '牛仔裤', kind: 'chinese', ...jeans },
  { query: '鞋子', kind: 'chinese', ...named('鞋子') },
  { query: '手表', kind: 'chinese', ...named('手表') },
  { query: '背包', kind: 'chinese', ...backpacks },
  { query: '双肩包', kind: 'chinese', ...backpacks },
  { query: '太阳镜', kind: 'chinese', ...named('太阳镜') },
  { query: '墨镜', kind: 'chinese', ...named('太阳镜') },
  { query: '耳机', kind: 'chinese', ...headphones },
  { query: '项链', kind: 'chinese', ...necklaces },
  { query: '戒指', kind: 'chinese', ...rings },
  { query: '手链', kind: 'chinese', ...bracelets },
  { query: '钱包', kind: 'chinese', ...wallets },
  { query: '棒球帽', kind: 'chinese', ...caps },
  { query: '鸭舌帽', kind: 'chinese', ...caps },
  { query: '红色', kind: 'colour', relevant: colorCalled('红色') },
  { query: '黑色卫衣', kind: 'chinese', ...dyed('黑色', hoodies) },
  { query: '白色运动鞋', kind: 'chinese', ...dyed('白色', sneakers) },
  { query: '黑色T恤', kind: 'chinese', ...dyed('黑色', tees) },
  { query: '帆布包', kind: 'chinese', relevant: all(bags.relevant, nameHas('canvas')) },
];

/**
 * Spanish as shoppers type it: plurals, adjectives in the feminine (negra, blancas) against the
 * store's colour names (Negro, Blanco), everyday names (zapatillas, tenis, playera, vaqueros).
 */
const SPANISH: readonly Judged[] = [
  { query: 'camiseta', kind: 'language', ...tees },
  { query: 'camisetas', kind: 'plural', ...tees },
  { query: 'playera', kind: 'language', ...tees },
  { query: 'sudadera', kind: 'language', ...hoodies },
  { query: 'sudaderas', kind: 'plural', ...hoodies },
  { query: 'sudadera con capucha', kind: 'language', ...hoodies },
  { query: 'zapatillas', kind: 'language', ...sneakers },
  { query: 'tenis', kind: 'language', ...sneakers },
  { query: 'zapatillas de correr', kind: 'language', ...runningShoes },
  { query: 'zapatos', kind: 'language', ...named('Zapatos') },
  { query: 'chaqueta', kind: 'language', ...named('Chaquetas') },
  { query: 'chaquetas', kind: 'plural', ...named('Chaquetas') },
  { query: 'pantalones', kind: 'language', ...named('Pantalones') },
  { query: 'vaqueros', kind: 'language', ...jeans },
  { query: 'mochila', kind: 'language', ...backpacks },
  { query: 'mochilas', kind: 'plural', ...backpacks },
  { query: 'gorra', kind: 'language', ...caps },
  { query: 'reloj', kind: 'language', ...named('Relojes') },
  { query: 'relojes', kind: 'plural', ...named('Relojes') },
  { query: 'gafas de sol', kind: 'language', ...named('Gafas de sol') },
  { query: 'auriculares', kind: 'language', ...headphones },
  { query: 'collar', kind: 'language', ...necklaces },
  { query: 'anillo', kind: 'language', ...rings },
  { query: 'pulsera', kind: 'language', ...bracelets },
  { query: 'cartera', kind: 'language', ...wallets },
  { query: 'bolso', kind: 'language', ...bags },
  { query: 'sudadera negra', kind: 'multi-word', ...dyed('Negro', hoodies) },
  { query: 'zapatillas blancas', kind: 'multi-word', ...dyed('Blanco', sneakers) },
  { query: 'camiseta blanca', kind: 'multi-word', ...dyed('Blanco', tees) },
  { query: 'rojo', kind: 'colour', relevant: colorCalled('Rojo') },
  { query: 'zapatilas', kind: 'typo', ...sneakers },
];

/**
 * German as shoppers type it: short forms (Pulli, Kapuzenpulli), compounds (Laufschuhe,
 * Jogginghose), English loans (Sneaker, Hoodie, Cap), inflected colours (schwarze), and the
 * store's category names (Jacken, Hosen, Mützen).
 */
const GERMAN: readonly Judged[] = [
  { query: 'Turnschuhe', kind: 'language', ...sneakers },
  { query: 'Kapuzenpullover', kind: 'language', ...hoodies },
  { query: 'Kapuzenpulli', kind: 'language', ...hoodies },
  { query: 'Pulli', kind: 'language', ...hoodies },
  { query: 'Sneaker', kind: 'language', ...sneakers },
  { query: 'Laufschuhe', kind: 'language', ...runningShoes },
  { query: 'Schuhe', kind: 'language', ...named('Schuhe') },
  { query: 'Jacke', kind: 'language', ...named('Jacken') },
  { query: 'Jacken', kind: 'plural', ...named('Jacken') },
  { query: 'Hose', kind: 'language', ...named('Hosen') },
  { query: 'Hosen', kind: 'plural', ...named('Hosen') },
  { query: 'Jogginghose', kind: 'language', ...joggers },
  { query: 'Rucksack', kind: 'language', ...backpacks },
  { query: 'Mütze', kind: 'language', ...named('Mützen') },
  { query: 'Kappe', kind: 'language', ...caps },
  { query: 'Basecap', kind: 'language', ...caps },
  { query: 'Uhr', kind: 'language', ...named('Uhren') },
  { query: 'Armbanduhr', kind: 'language', ...named('Uhren') },
  { query: 'Sonnenbrille', kind: 'language', ...named('Sonnenbrillen') },
  { query: 'Kopfhörer', kind: 'language', ...headphones },
  { query: 'Halskette', kind: 'language', ...necklaces },
  { query: 'Armband', kind: 'language', ...bracelets },
  { query: 'Geldbörse', kind: 'language', ...wallets },
  { query: 'Tasche', kind: 'language', ...bags },
  { query: 'Hoodie schwarz', kind: 'multi-word', ...dyed('Schwarz', hoodies) },
  { query: 'schwarze Kapuzenpullover', kind: 'multi-word', ...dyed('Schwarz', hoodies) },
  { query: 'weiße Sneaker', kind: 'multi-word', ...dyed('Weiß', sneakers) },
  { query: 'T-Shirt schwarz', kind: 'multi-word', ...dyed('Schwarz', tees) },
  { query: 'Fünf-Panel-Cap', kind: 'join', relevant: nameHas('five-panel') },
  { query: 'rot', kind: 'colour', relevant: colorCalled('Rot') },
  { query: 'Turnschue', kind: 'typo', ...sneakers },
];

/**
 * French as shoppers type it: sweat and pull for sweatshirts, baskets for sneakers, adjectives
 * after the noun and in the feminine or plural (baskets blanches), and the store's category names.
 */
const FRENCH: readonly Judged[] = [
  { query: 'sweat à capuche', kind: 'language', ...hoodies },
  { query: 'sweat', kind: 'language', ...hoodies },
  { query: 'pull', kind: 'language', ...hoodies },
  { query: 'pull à capuche', kind: 'language', ...hoodies },
  { query: 'baskets', kind: 'language', ...sneakers },
  { query: 'chaussures', kind: 'language', ...named('Chaussures') },
  { query: 'chaussures de course', kind: 'language', ...runningShoes },
  { query: 'veste', kind: 'language', ...named('Vestes') },
  { query: 'vestes', kind: 'plural', ...named('Vestes') },
  { query: 'blouson', kind: 'language', ...named('Vestes') },
  { query: 'pantalon', kind: 'language', ...named('Pantalons') },
  { query: 'jean', kind: 'language', ...jeans },
  { query: 'sac à dos', kind: 'language', ...backpacks },
  {
    query: 'sac',
    kind: 'language',
    relevant: categoryCalled('Sacs', 'Sacs à dos'),
    best: categoryCalled('Sacs'),
  },
  { query: 'casquette', kind: 'language', ...caps },
  { query: 'casquettes', kind: 'plural', ...caps },
  { query: 'montre', kind: 'language', ...named('Montres') },
  { query: 'lunettes de soleil', kind: 'language', ...named('Lunettes de soleil') },
  { query: 'casque', kind: 'language', ...overEar },
  { query: 'écouteurs', kind: 'language', ...earbuds },
  { query: 'collier', kind: 'language', ...necklaces },
  { query: 'bague', kind: 'language', ...rings },
  { query: 'portefeuille', kind: 'language', ...wallets },
  { query: 'tee-shirt', kind: 'language', ...tees },
  { query: 'sweat noir', kind: 'multi-word', ...dyed('Noir', hoodies) },
  { query: 'baskets blanches', kind: 'multi-word', ...dyed('Blanc', sneakers) },
  { query: 't-shirt noir', kind: 'multi-word', ...dyed('Noir', tees) },
  { query: 'rouge', kind: 'colour', relevant: colorCalled('Rouge') },
  { query: 'casquete', kind: 'typo', ...caps },
];

const inLanguage = (language: Language, queries: readonly Judged[]): JudgedQuery[] =>
  queries.map((query) => ({ ...query, language }));

/** The relevance suite's queries, each with its language and its judgment. */
export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  ...inLanguage('en', ENGLISH),
  ...inLanguage('zh', CHINESE),
  ...inLanguage('es', SPANISH),
  ...inLanguage('de', GERMAN),
  ...inLanguage('fr', FRENCH),
];
