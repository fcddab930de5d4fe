import {
  all,
  any,
  category,
  color,
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

/** Products of `base` that come in colour `name` or say it in their name. */
const coloured = (name: string, base: Criterion): Criterion =>
  all(base, any(color(name), nameHas(name.toLowerCase())));

/**
 * The relevance suite's queries over the demo store, each with its judgment. Shoppers' everyday
 * queries (tshirt, t-shirt, t shirt, tee, black hoodie, white sneakers, red, nike, caps, 卫衣, T恤)
 * are among them.
 */
export const JUDGED_QUERIES: readonly JudgedQuery[] = [
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
  { query: 'jeans', kind: 'word', relevant: nameHas('jeans'), best: nameHas('jeans') },
  { query: 'pants', kind: 'plural', ...item('Pants', 'pants') },
  { query: 'trousers', kind: 'plural', relevant: category('Pants'), best: nameHas('trousers') },
  {
    query: 'necklace',
    kind: 'word',
    relevant: nameHas('necklace', 'choker'),
    best: nameHas('necklace'),
  },
  {
    query: 'necklaces',
    kind: 'plural',
    relevant: nameHas('necklace', 'choker'),
    best: nameHas('necklace'),
  },
  { query: 'ring', kind: 'word', relevant: nameHas('ring') },
  { query: 'bracelet', kind: 'word', relevant: nameHas('bracelet'), best: nameHas('bracelet') },
  { query: 'sunglasses', kind: 'plural', ...item('Sunglasses', 'sunglasses') },
  {
    query: 'headphones',
    kind: 'plural',
    relevant: nameHas('headphones', 'headset'),
    best: nameHas('headphones'),
  },
  {
    query: 'wallet',
    kind: 'word',
    relevant: nameHas('wallet', 'billfold'),
    best: nameHas('wallet'),
  },
  {
    query: 'wallets',
    kind: 'plural',
    relevant: nameHas('wallet', 'billfold'),
    best: nameHas('wallet'),
  },
  {
    query: 'earbuds',
    kind: 'word',
    relevant: nameHas('earbuds', 'in-ear headphones'),
    best: nameHas('earbuds'),
  },
  {
    query: 'joggers',
    kind: 'plural',
    relevant: nameHas('joggers', 'sweatpants', 'track pants'),
    best: nameHas('joggers'),
  },

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

  // Chinese and the other languages of the store (through the synonyms an admin edits).
  { query: '卫衣', kind: 'chinese', ...hoodies },
  { query: 'T恤', kind: 'chinese', ...tees },
  { query: '运动鞋', kind: 'chinese', ...sneakers },
  { query: '帽子', kind: 'chinese', ...hats },
  { query: '包', kind: 'chinese', ...bags },
  { query: 'camiseta', kind: 'language', ...tees },
  { query: 'sudadera', kind: 'language', ...hoodies },
  { query: 'zapatillas', kind: 'language', ...sneakers },
  { query: 'Turnschuhe', kind: 'language', ...sneakers },
  { query: 'Kapuzenpullover', kind: 'language', ...hoodies },
  { query: 'sweat à capuche', kind: 'language', ...hoodies },

  // Typos.
  { query: 'hoodei', kind: 'typo', ...hoodies },
  { query: 'sneakres', kind: 'typo', ...sneakers },
  { query: 'jaket', kind: 'typo', ...item('Jackets', 'jacket') },
  { query: 'bakcpack', kind: 'typo', ...backpacks },
  { query: 'sunglases', kind: 'typo', ...item('Sunglasses', 'sunglasses') },
  {
    query: 'neckalce',
    kind: 'typo',
    relevant: nameHas('necklace', 'choker'),
    best: nameHas('necklace'),
  },
  {
    query: 'walet',
    kind: 'typo',
    relevant: nameHas('wallet', 'billfold'),
    best: nameHas('wallet'),
  },
  {
    query: 'headphnoes',
    kind: 'typo',
    relevant: nameHas('headphones', 'headset'),
    best: nameHas('headphones'),
  },

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

  // Nothing in the store: the answer must be empty, never unrelated products.
  { query: 'nike', kind: 'nonsense', relevant: nothing },
  { query: 'qwxz', kind: 'nonsense', relevant: nothing },
  { query: 'iphone', kind: 'nonsense', relevant: nothing },
  { query: 'gucci', kind: 'nonsense', relevant: nothing },
  { query: 'zzzz-nothing-matches', kind: 'nonsense', relevant: nothing },
];
