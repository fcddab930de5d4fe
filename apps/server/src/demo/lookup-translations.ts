import type { LookupTranslations } from '@curio/shared';

/** The demo store's category, colour and size names in the other languages, by English name. */
const DEMO_LOOKUP_TRANSLATIONS: Readonly<Record<string, LookupTranslations>> = {
  // Categories.
  'T-Shirts': { zh: '短袖衫', es: 'Playeras', de: 'T-Shirts', fr: 'T-shirts' },
  Hoodies: { zh: '卫衣', es: 'Sudaderas', de: 'Kapuzenpullover', fr: 'Hoodies' },
  Jackets: { zh: '夹克', es: 'Chaquetas', de: 'Jacken', fr: 'Vestes' },
  Pants: { zh: '裤子', es: 'Pantalones', de: 'Hosen', fr: 'Pantalons' },
  Shoes: { zh: '鞋子', es: 'Zapatos', de: 'Schuhe', fr: 'Chaussures' },
  Bags: { zh: '手提袋', es: 'Bolsos', de: 'Taschen', fr: 'Sacs' },
  Backpacks: { zh: '背囊', es: 'Mochilas', de: 'Rucksäcke', fr: 'Sacs à dos' },
  Hats: { zh: '帽子', es: 'Gorros', de: 'Mützen', fr: 'Chapeaux' },
  Watches: { zh: '手表', es: 'Relojes', de: 'Uhren', fr: 'Montres' },
  Jewelry: { zh: '首饰', es: 'Joyería', de: 'Schmuck', fr: 'Bijoux' },
  Sunglasses: { zh: '太阳镜', es: 'Gafas de sol', de: 'Sonnenbrillen', fr: 'Lunettes de soleil' },
  Electronics: { zh: '电子产品', es: 'Electrónica', de: 'Elektronik', fr: 'Électronique' },
  Accessories: { zh: '配饰', es: 'Accesorios', de: 'Accessoires', fr: 'Accessoires' },
  Streetwear: { zh: '街头服饰', es: 'Ropa urbana', de: 'Streetwear', fr: 'Streetwear' },
  Sportswear: {
    zh: '健身服饰',
    es: 'Ropa deportiva',
    de: 'Sportbekleidung',
    fr: 'Tenues de sport',
  },
  Outdoor: { zh: '户外', es: 'Aire libre', de: 'Outdoor', fr: 'Plein air' },
  // Colours.
  Black: { zh: '黑色', es: 'Negro', de: 'Schwarz', fr: 'Noir' },
  White: { zh: '白色', es: 'Blanco', de: 'Weiß', fr: 'Blanc' },
  Gray: { zh: '灰色', es: 'Gris', de: 'Grau', fr: 'Gris' },
  Silver: { zh: '银色', es: 'Plateado', de: 'Silber', fr: 'Argenté' },
  Gold: { zh: '金色', es: 'Dorado', de: 'Gold', fr: 'Doré' },
  Navy: { zh: '藏青色', es: 'Azul marino', de: 'Marineblau', fr: 'Bleu marine' },
  Blue: { zh: '蓝色', es: 'Azul', de: 'Blau', fr: 'Bleu' },
  Teal: { zh: '蓝绿色', es: 'Verde azulado', de: 'Petrol', fr: 'Bleu canard' },
  Green: { zh: '绿色', es: 'Verde', de: 'Grün', fr: 'Vert' },
  Olive: { zh: '橄榄绿', es: 'Oliva', de: 'Oliv', fr: 'Olive' },
  Khaki: { zh: '卡其色', es: 'Caqui', de: 'Khaki', fr: 'Kaki' },
  Beige: { zh: '米色', es: 'Beige', de: 'Beige', fr: 'Beige' },
  Brown: { zh: '棕色', es: 'Marrón', de: 'Braun', fr: 'Marron' },
  Maroon: { zh: '酒红色', es: 'Granate', de: 'Weinrot', fr: 'Bordeaux' },
  Red: { zh: '红色', es: 'Rojo', de: 'Rot', fr: 'Rouge' },
  Pink: { zh: '粉色', es: 'Rosa', de: 'Rosa', fr: 'Rose' },
  Purple: { zh: '紫色', es: 'Morado', de: 'Lila', fr: 'Violet' },
  Orange: { zh: '橙色', es: 'Naranja', de: 'Orange', fr: 'Orange' },
  Yellow: { zh: '黄色', es: 'Amarillo', de: 'Gelb', fr: 'Jaune' },
  // Sizes (letters and EU numbers read the same everywhere).
  'One Size': { zh: '均码', es: 'Talla única', de: 'Einheitsgröße', fr: 'Taille unique' },
};

/** The names of a demo category, colour or size besides English (none: English everywhere). */
export const demoTranslations = (name: string): LookupTranslations =>
  DEMO_LOOKUP_TRANSLATIONS[name] ?? {};
