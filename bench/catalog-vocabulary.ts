/**
 * A realistic product-name vocabulary for the search benchmarks: tens of thousands of invented
 * brands, product lines and model codes, plus materials, colours, audiences, category nouns and
 * Chinese names, each drawn with Zipf-like frequencies (a few words are everywhere, most are rare),
 * as a real marketplace's names are. Everything is made here from a seed: nothing is downloaded.
 */
import { CATEGORIES, Random } from './catalog-data';

const words = (text: string) => text.trim().split(/\s+/);
const phrases = (text: string) =>
  text.split('|').map((phrase) => phrase.replace(/\s+/g, ' ').trim());

/** Draws ranks 0…n-1 with probability ∝ 1 / (rank + 1)^exponent (a binary search of the CDF). */
export class Zipf {
  private readonly cdf: Float64Array;

  constructor(
    n: number,
    exponent: number,
    private readonly random: Random,
  ) {
    this.cdf = new Float64Array(n);
    let sum = 0;
    for (let rank = 0; rank < n; rank++) {
      sum += 1 / (rank + 1) ** exponent;
      this.cdf[rank] = sum;
    }
    for (let rank = 0; rank < n; rank++) this.cdf[rank] = (this.cdf[rank] ?? 0) / sum;
  }

  rank(): number {
    const target = this.random.next();
    let low = 0;
    let high = this.cdf.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cdf[middle] ?? 1) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** A word list drawn from with Zipf frequencies; which word gets which rank is shuffled by seed. */
class ZipfList {
  private readonly zipf: Zipf;
  private readonly items: readonly string[];

  constructor(items: readonly string[], exponent: number, random: Random) {
    this.items = random.sample(items, items.length);
    this.zipf = new Zipf(this.items.length, exponent, random);
  }

  get size(): number {
    return this.items.length;
  }

  pick(): string {
    return this.items[this.zipf.rank()] ?? '';
  }
}

const ONSETS = words('b br c ch d dr f fl g gr h j k kl l m n p pr qu r s sh st t tr v w z x');
const VOWELS = words('a e i o u ai ea io ou y');
const CODAS = ['', ...words('n r l x s m k t nd')];

function syllable(random: Random): string {
  return random.pick(ONSETS) + random.pick(VOWELS) + random.pick(CODAS);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function invented(
  count: number,
  make: () => string,
  exclude: ReadonlySet<string> = new Set(),
  minLength = 4,
): string[] {
  const made = new Set<string>();
  for (let guard = 0; made.size < count && guard < count * 20; guard++) {
    const word = make();
    if (word.length >= minLength && !exclude.has(word.toLowerCase())) made.add(word);
  }
  return [...made];
}

const LINE_PREFIXES = words(`Aero Nova Terra Ultra Hyper Zephyr Storm Cloud Swift Metro Polar Astro
  Volt Echo Apex Vertex Luna Solar Titan Nimbus Vapor Blaze Frost Drift Core Prime Neo Omni Pulse
  Quantum Rally Summit Trail Vector Wave Alpha Breeze Crest Dash Ember Fusion Glide Halo Icon Jet
  Kinetic Lumen Mono Orbit Pixel Quest Ridge Sonic Tempo Vista Wild Zero Cobalt Onyx`);
const LINE_ROOTS = words(`Stride Flex Grip Lite Max Run Shield Knit Loft Form Fit Guard Step Line
  Wear Tech Air Foam Shell Pack Trek Port Cast Mark Craft Base Field Fleet Glow Hike Lock Mesh Peak
  Play Rise Roam Sense Spark Sport Strike Sync Tide Tone Track Turn Vibe Walk Weave Wing Zone Dock
  Beat Bolt Cell Charge Drive Flow Hub Link`);

const CODE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Model codes as shops write them: AJ1-085, XR2000, KTX-42B, M350X, GT-40. */
function modelCode(random: Random): string {
  const letter = () => CODE_LETTERS.charAt(random.int(0, CODE_LETTERS.length - 1));
  const digits = (n: number) => String(random.int(0, 10 ** n - 1)).padStart(n, '0');
  switch (random.int(0, 4)) {
    case 0:
      return `${letter()}${letter()}${random.int(1, 9)}-${digits(3)}`;
    case 1:
      return `${letter()}${letter()}${random.int(1, 9)}${digits(3)}`;
    case 2:
      return `${letter()}${letter()}${letter()}-${random.int(10, 99)}${letter()}`;
    case 3:
      return `${letter()}${random.int(100, 999)}${letter()}`;
    default:
      return `${letter()}${letter()}-${random.int(10, 99)}`;
  }
}

const ADJECTIVES = words(`Vintage Oversized Heavyweight Lightweight Slim Classic Retro Minimal
  Essential Premium Relaxed Utility Urban Signature Everyday Tailored Rugged Soft Structured Handmade
  Limited Original Modern Summer Winter Outdoor Studio Travel Deluxe Basic Cropped Boxy Loose Fitted
  Stretchy Breathable Waterproof Windproof Insulated Quilted Padded Reversible Packable Foldable
  Adjustable Durable Washable Cozy Chunky Sleek Compact Portable Ergonomic Elegant Casual Formal
  Sporty Streetwise Bold Subtle Textured Smooth Brushed Distressed Faded Raw Washed Dyed Printed
  Embroidered Patched Layered Pleated Ribbed Striped Checked Plaid Floral Geometric Abstract Graphic
  Logo Monogram Seamless Thermal Cooling Warm Light Heavy Long Short Wide Narrow Tapered Straight
  Flared Highrise Lowrise Midweight Ultralight Pro Advanced Smart Wireless Magnetic Rechargeable
  Eco Recycled Organic Vegan Artisan Nordic Japanese Korean Parisian Coastal Alpine Desert Tropical`);

const MATERIALS = words(`Cotton Linen Wool Merino Cashmere Alpaca Mohair Silk Satin Chiffon Velvet
  Corduroy Denim Chambray Twill Canvas Leather Suede Nubuck Nylon Polyester Spandex Elastane Viscose
  Rayon Modal Lyocell Tencel Bamboo Hemp Jute Fleece Sherpa Terry Jersey Pique Poplin Oxford Flannel
  Tweed Gabardine Ripstop Cordura Neoprene Mesh Knit Crochet Lace Tulle Organza Vinyl Rubber
  Silicone Steel Titanium Ceramic Sapphire Brass Copper Aluminium Bamboo Oak Walnut Rattan Marble
  Glass Porcelain Resin Acrylic`);

const COLOUR_WORDS = words(`Black White Gray Grey Charcoal Graphite Slate Silver Navy Blue Cobalt
  Royal Sky Azure Teal Turquoise Aqua Mint Sage Olive Khaki Army Forest Emerald Green Lime Pistachio
  Moss Beige Cream Ivory Ecru Sand Stone Taupe Camel Tan Caramel Mocha Coffee Chocolate Brown Rust
  Terracotta Copper Bronze Gold Mustard Yellow Lemon Butter Apricot Peach Coral Salmon Orange
  Tangerine Red Scarlet Crimson Cherry Burgundy Wine Maroon Raspberry Pink Blush Rose Fuchsia Magenta
  Lilac Lavender Mauve Violet Purple Plum Indigo Denim Ink Midnight Ash Smoke Pearl Snow Bone Oat
  Latte Nude Neon Multicolor Rainbow Camo Leopard Zebra Tie-Dye`);

const AUDIENCES = phrases(`Men's|Women's|Unisex|Kids'|Boys'|Girls'|Baby|Teen`);

const SUFFIXES = phrases(`Set|Pro|Edition|Collection|Bundle|with Pockets|with Logo|Series|Reissue|
  Special|2-Pack|3-Pack|5-Pack|Set of 4|Gift Box|Plus|Lite|Max|Mini|2024|2025|V2|Gen 3|XL|42mm|500ml`);

/** More head nouns and modifiers per category than the simple vocabulary's (same 16 categories). */
const MORE_NOUNS: Record<string, string> = {
  Hoodies: 'Zip-Up Half-Zip Quarter-Zip Sweater Jumper Fleece Raglan Popover Cardigan Hoody',
  'T-Shirts': 'Shirt Henley Raglan Muscle Ringer Baseball Camisole Singlet Crop Top Undershirt',
  Jackets: 'Coat Trench Raincoat Shacket Gilet Harrington Peacoat Fieldjacket Softshell Hardshell',
  Pants: 'Leggings Slacks Culottes Overalls Dungarees Bermudas Capris Flares Cargos Parachute',
  Shoes:
    'Runners Mules Clogs Oxfords Brogues Espadrilles Moccasins Flats Heels Pumps Hikers Cleats',
  Bags: 'Handbag Clutch Pouch Satchel Bumbag Briefcase Holdall Bucket Shopper Hobo Rucksack',
  Accessories: 'Tie Bowtie Cufflinks Lanyard Umbrella Bandana Headband Suspenders Mask Hairclip',
  Watches: 'Timepiece Dresswatch Pilot GMT Tourbillon Bezel Bracelet Deployant Loupe Winder',
  Jewelry: 'Choker Brooch Bangle Locket Hoops Studs Cuff Signet Tiara Charm Rosary Toering',
  Electronics: 'Powerbank Cable Adapter Dock Hub Webcam Microphone Tablet Stylus Soundbar Router',
  Hats: 'Fedora Panama Boater Balaclava Headwrap Earflap Flatcap Newsboy Cloche Sunhat Hood',
  Streetwear: 'Windrunner Varsity Shell Cargo Utility Harness Chestrig Bandana Tabi Gorpcore',
  Dresses: 'Gown Kaftan Kimono Romper Jumpsuit Pinafore Tunic Shift Sheath Bodycon Peplum',
  Home: 'Throw Pillow Duvet Sheet Towel Bowl Plate Teapot Planter Tray Basket Clock Mirror Diffuser',
  Toys: 'Doll Robot Drone Kite Marbles Blocks Dominoes Keyring Gacha Playset Plushie Diorama',
  Sportswear: 'Bra Singlet Tights Windshell Rashguard Skort Baselayer Compression Tracktop Bib',
};

const MORE_MODIFIERS: Record<string, string> = {
  Hoodies: 'Heavyweight Loopback Garment-Dyed Acid-Wash Drop-Shoulder Kangaroo-Pocket',
  'T-Shirts': 'Slub Pima Supima Combed Ringspun Boatneck V-Neck Crewneck Mockneck Pocket',
  Jackets: 'Down Primaloft Gore-Tex Waxed Sherpa-Lined Hooded Convertible Storm',
  Pants: 'Selvedge Stretch Baggy Skinny Bootcut Relaxed-Fit Drawstring Elastic-Waist',
  Shoes: 'Vibram Gel Foam Knit Slip-On Lace-Up Waterproof Trail Court Skate',
  Bags: 'Anti-Theft Expandable Laptop Waterproof Vegan Quilted Structured Drawstring',
  Accessories: 'Reversible Touchscreen UV400 Blue-Light Adjustable Elastic Printed',
  Watches: 'Solar Kinetic Mechanical Chronometer Dual-Time Luminous Moonphase',
  Jewelry: 'Sterling Gold-Plated Rose-Gold Zircon Opal Jade Turquoise Moissanite',
  Electronics: 'USB-C Lightning Qi Noise-Cancelling ANC RGB Hot-Swap Low-Latency Hi-Res',
  Hats: 'Fitted Dad Corduroy Reversible Foldable Wide-Brim Packable',
  Streetwear: 'Boxy Heavyweight Puff-Print Rhinestone Washed Technical Modular',
  Dresses: 'A-Line Midi Mini Maxi Off-Shoulder Halter Tiered Ruffled Bias-Cut',
  Home: 'Handwoven Stoneware Terracotta Hand-Thrown Linen Cotton Recycled Scented',
  Toys: 'Poseable Handpainted Magnetic Montessori Educational Remote-Control',
  Sportswear: 'Moisture-Wicking Squat-Proof High-Waist Reflective Anti-Chafe Ventilated',
};

const CJK_NOUNS =
  words(`卫衣 连帽卫衣 T恤 短袖 长袖 背心 夹克 外套 羽绒服 风衣 冲锋衣 西装 裤子 牛仔裤
  工装裤 运动裤 短裤 阔腿裤 运动鞋 板鞋 跑鞋 靴子 马丁靴 凉鞋 拖鞋 帆布鞋 双肩包 手提包 斜挎包 钱包
  腰包 腰带 围巾 手套 太阳镜 袜子 手表 机械表 智能手表 项链 手链 戒指 耳环 吊坠 耳机 蓝牙耳机 音箱
  充电器 手机壳 键盘 鼠标 帽子 棒球帽 毛线帽 渔夫帽 贝雷帽 连衣裙 半身裙 衬衫 开衫 台灯 抱枕 毯子
  杯子 花瓶 香薰蜡烛 地毯 手办 毛绒玩具 拼图 模型 盲盒 积木 瑜伽裤 运动内衣 紧身衣 泳衣`);
const CJK_MODIFIERS =
  words(`纯棉 宽松 修身 复古 加厚 轻薄 防水 防风 男款 女款 情侣 新款 潮牌 百搭 休闲
  运动 简约 印花 刺绣 条纹 格子 真皮 羊毛 羊绒 无线 蓝牙 机械 高腰 直筒 oversize 重磅 美式 日系 韩版
  国潮 限量 联名 经典 原创 手工 冬季 夏季 春秋 透气 速干 保暖 大码 小众 设计感 ins风 纯色 撞色`);
const CJK_COLOURS =
  words(`黑色 白色 灰色 藏青 蓝色 红色 绿色 军绿 米色 棕色 卡其 粉色 紫色 橙色 黄色
  杏色 酒红 咖啡色 银色 金色`);
const CJK_BRAND_CHARS = `安宝贝朗达德东帆丰福高光广海汉豪禾恒华佳嘉捷金锦京凯康蓝乐力立丽联龙美米
  明南欧派品奇启瑞尚盛诗世泰唐天维伟文希祥欣新星雅亚艺优源悦云泽正之智中卓子梵缇森霖沐`.replace(
  /\s+/g,
  '',
);

const FEATURES = phrases(`soft hand feel|made to last|easy to care for|true to size|runs small, size
  up|cut for layering|double-stitched seams|reinforced pockets|breathable lining|keeps its shape after
  washing|light enough for travel|water-repellent finish|brushed inside for warmth|quiet in use|long
  battery life|fast charging|gift ready|limited run|hand finished|tested for everyday wear`);
const CARE = phrases(`Machine wash cold.|Hand wash only.|Do not tumble dry.|Wipe clean.|Dry clean
  only.|Store in the dust bag.|Keep away from heat.`);
const CJK_FEATURES =
  phrases(`手感柔软|做工精致|上身显瘦|不起球|不掉色|透气舒适|正品保证|现货速发|七天无理由
  |送礼佳品|限时优惠|品质保障`);

export interface VocabularyFacts {
  brands: number;
  lines: number;
  codes: number;
  cjkBrands: number;
  otherWords: number;
}

/**
 * Product names and descriptions from the realistic vocabulary. The same seed gives the same words
 * and the same names in the same order.
 */
export class RealisticNames {
  private readonly random: Random;
  private readonly brands: ZipfList;
  private readonly lines: ZipfList;
  private readonly codes: ZipfList;
  private readonly adjectives: ZipfList;
  private readonly materials: ZipfList;
  private readonly colours: ZipfList;
  private readonly cjkBrands: ZipfList;
  private readonly cjkModifiers: ZipfList;
  private readonly nouns: ZipfList[];
  private readonly modifiers: ZipfList[];
  readonly facts: VocabularyFacts;

  constructor(seed: number) {
    const random = new Random(seed ^ 0x70ca8);
    const common = new Set(
      [...ADJECTIVES, ...MATERIALS, ...COLOUR_WORDS].map((word) => word.toLowerCase()),
    );
    const brands = invented(
      14_000,
      () => capitalise(syllable(random) + syllable(random) + (random.chance(0.3) ? 'a' : '')),
      common,
    );
    const lines = [
      ...LINE_PREFIXES.flatMap((prefix) => LINE_ROOTS.map((root) => prefix + root)),
      ...invented(5_000, () => capitalise(syllable(random)) + random.pick(LINE_ROOTS), common),
    ];
    const codes = invented(45_000, () => modelCode(random));
    const cjkBrands = invented(
      2_500,
      () =>
        Array.from({ length: random.int(2, 3) }, () =>
          CJK_BRAND_CHARS.charAt(random.int(0, CJK_BRAND_CHARS.length - 1)),
        ).join(''),
      undefined,
      2,
    );
    this.brands = new ZipfList(brands, 1.0, random);
    this.lines = new ZipfList([...new Set(lines)], 0.9, random);
    this.codes = new ZipfList(codes, 0.6, random);
    this.adjectives = new ZipfList(ADJECTIVES, 1.0, random);
    this.materials = new ZipfList(MATERIALS, 1.0, random);
    this.colours = new ZipfList(COLOUR_WORDS, 1.0, random);
    this.cjkBrands = new ZipfList(cjkBrands, 1.0, random);
    this.cjkModifiers = new ZipfList(CJK_MODIFIERS, 1.0, random);
    this.nouns = CATEGORIES.map(
      (category) =>
        new ZipfList([...category.nouns, ...words(MORE_NOUNS[category.name] ?? '')], 1.1, random),
    );
    this.modifiers = CATEGORIES.map(
      (category) =>
        new ZipfList(
          [...category.modifiers, ...words(MORE_MODIFIERS[category.name] ?? '')],
          1.0,
          random,
        ),
    );
    this.random = new Random(seed);
    this.facts = {
      brands: this.brands.size,
      lines: this.lines.size,
      codes: this.codes.size,
      cjkBrands: this.cjkBrands.size,
      otherWords:
        ADJECTIVES.length +
        MATERIALS.length +
        COLOUR_WORDS.length +
        CJK_NOUNS.length +
        CJK_MODIFIERS.length +
        CJK_COLOURS.length +
        this.nouns.reduce((sum, list) => sum + list.size, 0) +
        this.modifiers.reduce((sum, list) => sum + list.size, 0),
    };
  }

  /** A product name of the category: mostly English, one in ten Chinese. */
  name(categoryIndex: number): string {
    return this.random.chance(0.1) ? this.chineseName() : this.englishName(categoryIndex);
  }

  private englishName(categoryIndex: number): string {
    const r = this.random;
    const parts: string[] = [];
    if (r.chance(0.75)) parts.push(this.brands.pick());
    if (r.chance(0.35)) parts.push(this.lines.pick());
    const code = r.chance(0.4) ? this.codes.pick() : undefined;
    if (code && r.chance(0.5)) parts.push(code);
    if (r.chance(0.2)) parts.push(r.pick(AUDIENCES));
    if (r.chance(0.6)) parts.push(this.adjectives.pick());
    if (r.chance(0.4)) parts.push(this.materials.pick());
    if (r.chance(0.5)) parts.push(this.modifiers[categoryIndex]?.pick() ?? '');
    if (r.chance(0.3)) parts.push(this.colours.pick());
    parts.push(this.nouns[categoryIndex]?.pick() ?? 'Item');
    if (code && !parts.includes(code)) parts.push(code);
    if (r.chance(0.15)) parts.push(r.pick(SUFFIXES));
    return parts.join(' ');
  }

  private chineseName(): string {
    const r = this.random;
    const parts: string[] = [];
    if (r.chance(0.6)) parts.push(this.cjkBrands.pick());
    else if (r.chance(0.5)) parts.push(this.brands.pick());
    const modifiers = Array.from({ length: r.int(1, 3) }, () => this.cjkModifiers.pick());
    const noun = r.pick(CJK_NOUNS);
    // Shops often run the last modifier into the noun (纯棉卫衣).
    if (r.chance(0.3)) parts.push(...modifiers.slice(0, -1), `${modifiers.at(-1) ?? ''}${noun}`);
    else parts.push(...modifiers, noun);
    if (r.chance(0.4)) parts.push(r.pick(CJK_COLOURS));
    if (r.chance(0.2)) parts.push(this.codes.pick());
    return parts.join(' ');
  }

  description(name: string, categoryName: string): string {
    const r = this.random;
    if (/\p{Script=Han}/u.test(name)) {
      return `${name}。${r.pick(CJK_FEATURES)}，${r.pick(CJK_FEATURES)}。${r.int(2, 10)}天内发货。`;
    }
    return (
      `${name}. ${capitalise(r.pick(FEATURES))}, ${r.pick(FEATURES)}; ` +
      `${this.materials.pick().toLowerCase()} ${categoryName.toLowerCase()}. ${r.pick(CARE)} ` +
      `Ships in ${r.int(2, 10)} days.`
    );
  }
}

/** The words of a text as the statistics count them: lower-cased, split at anything but letters
 *  and digits (a run of Chinese characters counts as one token). */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

export interface TokenReport {
  occurrences: number;
  distinct: number;
  /** Tokens seen once. */
  once: number;
  cjk: number;
  withDigits: number;
  /** Share of all occurrences taken by the 1, 10, 100 and 1,000 most frequent tokens. */
  topShares: { top: number; share: number }[];
  /** The 10 most frequent tokens with their counts. */
  head: [string, number][];
}

/** Counts the tokens of the names as they are generated. */
export class TokenCounter {
  private readonly counts = new Map<string, number>();
  private occurrences = 0;

  add(text: string): void {
    for (const token of tokens(text)) {
      this.counts.set(token, (this.counts.get(token) ?? 0) + 1);
      this.occurrences++;
    }
  }

  report(): TokenReport {
    const sorted = [...this.counts].sort((a, b) => b[1] - a[1]);
    let once = 0;
    let cjk = 0;
    let withDigits = 0;
    for (const [token, count] of sorted) {
      if (count === 1) once++;
      if (/\p{Script=Han}/u.test(token)) cjk++;
      if (/\d/.test(token)) withDigits++;
    }
    const shareOfTop = (top: number) =>
      sorted.slice(0, top).reduce((sum, [, count]) => sum + count, 0) /
      Math.max(1, this.occurrences);
    return {
      occurrences: this.occurrences,
      distinct: sorted.length,
      once,
      cjk,
      withDigits,
      topShares: [1, 10, 100, 1000].map((top) => ({ top, share: shareOfTop(top) })),
      head: sorted.slice(0, 10),
    };
  }
}

export function describeTokens(report: TokenReport): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  return [
    `Name tokens: ${report.distinct.toLocaleString('en')} distinct ` +
      `(${report.cjk.toLocaleString('en')} Chinese, ${report.withDigits.toLocaleString('en')} ` +
      `with digits, ${report.once.toLocaleString('en')} seen once) in ` +
      `${report.occurrences.toLocaleString('en')} occurrences.`,
    `Share of occurrences: ${report.topShares.map(({ top, share }) => `top ${top} ${percent(share)}`).join(', ')}.`,
    `Most frequent: ${report.head.map(([token, count]) => `${token} ${count.toLocaleString('en')}`).join(', ')}.`,
  ].join('\n');
}
