/** Fixed lists of the demo store: colours, sizes, agents and people. */

/** Colour names as shown in the store; `name.toLowerCase()` is a CSS named colour. */
export const DEMO_COLOR_HEX: Record<string, string> = {
  Black: '#000000',
  White: '#ffffff',
  Gray: '#808080',
  Silver: '#c0c0c0',
  Gold: '#ffd700',
  Navy: '#000080',
  Blue: '#0000ff',
  Teal: '#008080',
  Green: '#008000',
  Olive: '#808000',
  Khaki: '#f0e68c',
  Beige: '#f5f5dc',
  Brown: '#a52a2a',
  Maroon: '#800000',
  Red: '#ff0000',
  Pink: '#ffc0cb',
  Purple: '#800080',
  Orange: '#ffa500',
  Yellow: '#ffff00',
};

export const DEMO_COLORS: readonly string[] = Object.keys(DEMO_COLOR_HEX);

export const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const ONE_SIZE = 'One Size';
export const SHOE_SIZES = ['EU 38', 'EU 39', 'EU 40', 'EU 41', 'EU 42', 'EU 43', 'EU 44', 'EU 45'];

/** Every size in display order. */
export const DEMO_SIZES: readonly string[] = [...LETTER_SIZES, ONE_SIZE, ...SHOE_SIZES];

/** Categories that are never a product's main one; they group items across kinds. */
export const COLLECTION_CATEGORIES = ['Streetwear', 'Sportswear', 'Outdoor'] as const;

export interface DemoAgent {
  name: 'Superbuy' | 'CnFans' | 'DogeGoo';
  /** A colour name of the store's list. */
  themeColor: string;
  referralCode: string;
  /** How a buy link is built where no library knows the agent: `{url}` and `{ref}` are filled in. */
  linkTemplate?: string;
}

export const DEMO_AGENTS: readonly DemoAgent[] = [
  { name: 'Superbuy', themeColor: 'Blue', referralCode: 'CURIO2025' },
  { name: 'CnFans', themeColor: 'Orange', referralCode: 'CURIOCNF25' },
  {
    name: 'DogeGoo',
    themeColor: 'Gold',
    referralCode: 'CURIODOGE',
    linkTemplate: 'https://www.dogegoo.com/product?url={url}&ref={ref}',
  },
];

export interface DemoPerson {
  /** Lowercase. */
  username: string;
  /** On example.com. */
  email: string;
  displayName: string;
}

export const DEMO_SELLERS: readonly DemoPerson[] = [
  { username: 'mingstudio', email: 'mingstudio@example.com', displayName: 'Ming Studio' },
  { username: 'harborfinds', email: 'harborfinds@example.com', displayName: 'Harbor Finds' },
  { username: 'lotusandco', email: 'lotusandco@example.com', displayName: 'Lotus & Co.' },
];

export const DEMO_USERS: readonly DemoPerson[] = [
  { username: 'alexchen', email: 'alex.chen@example.com', displayName: 'Alex Chen' },
];
