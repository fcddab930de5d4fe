import type { CategoryTemplate } from './template-types';

export const BAGS: CategoryTemplate = {
  name: 'Bags',
  kind: 'bag',
  count: 26,
  price: [14, 128],
  mainColors: ['Black', 'Brown', 'Beige', 'Pink'],
  extraColors: ['Black', 'White', 'Beige', 'Brown', 'Red', 'Green', 'Navy', 'Silver'],
  sizes: 'one',
  also: ['Accessories'],
  seller: 1,
  lines: [
    {
      adjectives: ['Quilted', 'Structured', 'Mini', 'Classic', 'Chain-Strap'],
      materials: ['Leather', 'Vegan Leather', 'Saffiano Leather'],
      items: ['Crossbody Bag', 'Shoulder Bag', 'Flap Bag', 'Top-Handle Bag'],
      pitches: [
        'A compact {material} bag with a magnetic flap and a detachable strap.',
        'Structured {color} {material} that keeps its shape, with a polished turn-lock.',
        'Small enough for evenings, roomy enough for a phone, keys and a card holder.',
      ],
    },
    {
      adjectives: ['Everyday', 'Oversized', 'Soft', 'Slouchy'],
      materials: ['Canvas', 'Leather', 'Nylon'],
      items: ['Tote Bag', 'Shopper', 'Hobo Bag'],
      pitches: [
        'A roomy {material} tote that swallows a laptop, a water bottle and a jumper.',
        'Soft {material} in a slouchy shape that sits comfortably on the shoulder.',
      ],
    },
    {
      adjectives: ['Utility', 'Compact', 'Padded'],
      materials: ['Nylon', 'Ripstop', 'Canvas'],
      items: ['Sling Bag', 'Belt Bag', 'Messenger Bag'],
      pitches: [
        'A hands-free {material} bag with quick-release buckles and zipped compartments.',
        'Wear it across the chest or around the waist; the {material} shrugs off rain.',
      ],
      also: ['Streetwear', 'Outdoor'],
    },
  ],
  details: [
    'Inside there is a zipped pocket and two slip pockets.',
    'The strap adjusts from 100 to 130 cm.',
    'Edges are hand-painted and the stitching is tight and even.',
    'Hardware is brushed metal with a soft-touch finish.',
    'The lining is a smooth twill that is easy to wipe clean.',
  ],
  closers: [
    'Comes with a dust bag.',
    'Measures about 24 × 16 × 8 cm.',
    'Store stuffed with paper to keep its shape.',
    'Colour may vary slightly from the photos.',
  ],
};

export const BACKPACKS: CategoryTemplate = {
  name: 'Backpacks',
  kind: 'backpack',
  count: 18,
  price: [18, 96],
  mainColors: ['Black', 'Navy', 'Olive', 'Orange'],
  extraColors: ['Black', 'Gray', 'Navy', 'Green', 'Beige', 'Red', 'Teal'],
  sizes: 'one',
  also: ['Bags'],
  seller: 1,
  lines: [
    {
      adjectives: ['Roll-Top', 'Everyday', 'Minimal', 'Water-Resistant', 'Commuter'],
      materials: ['Nylon', 'Canvas', 'Ballistic Nylon', 'Waxed Canvas'],
      items: ['Backpack', 'Laptop Backpack', 'Daypack'],
      pitches: [
        'A clean {material} backpack with a padded sleeve for a 15-inch laptop.',
        'Tough {material} and a simple shape make this a bag for every day of the week.',
        'Plenty of pockets for cables and chargers, in water-resistant {material}.',
      ],
    },
    {
      adjectives: ['Hiking', 'Lightweight', 'Packable', 'Trail'],
      materials: ['Ripstop', 'Nylon'],
      items: ['Backpack', 'Daypack', 'Rucksack'],
      pitches: [
        'A light {material} pack with a chest strap and mesh side pockets for bottles.',
        'Made for day hikes: breathable back panel, grab handle and a roomy main compartment.',
      ],
      also: ['Outdoor', 'Sportswear'],
    },
  ],
  details: [
    'Shoulder straps are padded and fully adjustable.',
    'Zips are water-resistant and lockable.',
    'A hidden back pocket keeps a passport or wallet safe.',
    'The front pocket has an organiser with pen slots.',
  ],
  closers: [
    'Holds about 22 litres.',
    'Fits under most airline seats.',
    'Spot clean with mild soap.',
  ],
};

export const HATS: CategoryTemplate = {
  name: 'Hats',
  kind: 'cap',
  count: 22,
  price: [6, 34],
  mainColors: ['Black', 'Navy', 'Beige', 'Green'],
  extraColors: ['Black', 'White', 'Gray', 'Khaki', 'Red', 'Brown', 'Pink', 'Olive'],
  sizes: 'one',
  also: ['Accessories', 'Streetwear'],
  seller: 2,
  lines: [
    {
      adjectives: ['Washed', 'Unstructured', 'Classic', 'Low-Profile', 'Vintage'],
      materials: ['Cotton', 'Twill', 'Corduroy', 'Denim'],
      items: ['Baseball Cap', 'Dad Cap', 'Six-Panel Cap'],
      pitches: [
        'A soft {material} cap with a pre-curved brim and an adjustable strap.',
        'Washed {color} {material} with a relaxed crown that sits low on the head.',
        'The everyday cap: {material}, six panels and a metal slide buckle at the back.',
      ],
    },
    {
      adjectives: ['Mesh-Back', 'Flat-Brim', 'Structured'],
      materials: ['Twill', 'Nylon', ''],
      items: ['Trucker Cap', 'Snapback Cap', 'Five-Panel Cap'],
      pitches: [
        'A structured front and a breathable mesh back keep it cool in summer.',
        'A flat-brim cap with a snap closure and a high, structured crown.',
      ],
      also: ['Streetwear'],
    },
    {
      adjectives: ['Quick-Dry', 'Lightweight', 'Packable'],
      materials: ['Nylon', 'Ripstop'],
      items: ['Running Cap', 'Sports Cap'],
      pitches: [
        'A featherweight {material} cap with a sweat-wicking band for long runs.',
        'Packable {material} that dries fast and shades the eyes on bright days.',
      ],
      also: ['Sportswear', 'Outdoor'],
    },
  ],
  details: [
    'The inner sweatband is soft cotton.',
    'Embroidered eyelets keep it breathable.',
    'The brim keeps its curve even after washing.',
    'The strap adjusts to fit heads from 55 to 61 cm.',
  ],
  closers: ['One size fits most.', 'Hand wash only.', 'Ships folded flat in a protective sleeve.'],
};

export const WATCHES: CategoryTemplate = {
  name: 'Watches',
  kind: 'watch',
  count: 20,
  price: [24, 329],
  mainColors: ['Silver', 'Gold', 'Black', 'Green'],
  extraColors: ['Silver', 'Gold', 'Black', 'Brown', 'Navy', 'Blue', 'White'],
  sizes: 'one',
  also: ['Accessories'],
  seller: 2,
  lines: [
    {
      adjectives: ['Minimalist', 'Classic', 'Slim', 'Vintage-Style'],
      materials: ['Stainless Steel', 'Two-Tone', 'Brushed Steel'],
      items: ['Quartz Watch', 'Dress Watch', 'Field Watch', 'Wristwatch'],
      pitches: [
        'A clean dial, slim case and a reliable quartz movement.',
        'A {color} {material} case on a comfortable strap, understated enough for every day.',
        'Vintage proportions with modern reliability: 38 mm and just 8 mm thin.',
      ],
    },
    {
      price: [59, 329],
      adjectives: ['Automatic', 'Diver-Style', 'Chronograph', 'Pilot'],
      materials: ['Steel', 'Titanium', ''],
      items: ['Watch', 'Sports Watch'],
      pitches: [
        'An automatic movement visible through the exhibition caseback, in a sturdy {material} case.',
        'A rotating bezel, luminous hands and 100 m water resistance.',
        'Sporty proportions and a sapphire-coated crystal that resists scratches.',
      ],
    },
  ],
  details: [
    'The strap has quick-release pins for easy swaps.',
    'Hands and markers glow softly in the dark.',
    'It is water-resistant for everyday splashes.',
    'The crystal is domed for a vintage look.',
  ],
  closers: [
    'Fits wrists from 15 to 21 cm.',
    'Comes in a gift box with a spare strap.',
    'Battery included and fitted.',
  ],
};

export const JEWELRY: CategoryTemplate = {
  name: 'Jewelry',
  kind: 'jewelry',
  count: 22,
  price: [4, 86],
  mainColors: ['Gold', 'Silver'],
  materialColors: { 'Sterling Silver': ['Silver'], 'Gold-Plated': ['Gold'], Titanium: ['Silver'] },
  extraColors: ['Gold', 'Silver', 'Pink', 'White', 'Black'],
  sizes: 'one',
  also: ['Accessories'],
  seller: 2,
  lines: [
    {
      adjectives: ['Dainty', 'Layered', 'Minimal', 'Chunky', 'Twisted'],
      materials: ['Sterling Silver', 'Gold-Plated', 'Stainless Steel'],
      items: ['Chain Necklace', 'Pendant Necklace', 'Choker'],
      pitches: [
        'A fine {material} chain with a polished pendant that catches the light.',
        'Wear it alone or layered with other chains; the {material} will not tarnish.',
        'A delicate {color} necklace that works from morning coffee to evening plans.',
      ],
    },
    {
      adjectives: ['Stackable', 'Signet', 'Solitaire', 'Textured'],
      materials: ['Sterling Silver', 'Gold-Plated', 'Titanium'],
      items: ['Ring', 'Band Ring'],
      pitches: [
        'A smooth {material} ring that stacks well with others.',
        'A classic ring shape with a bright, hand-set stone.',
      ],
    },
    {
      adjectives: ['Cuban Link', 'Tennis', 'Beaded', 'Chain'],
      materials: ['Gold-Plated', 'Sterling Silver', 'Stainless Steel'],
      items: ['Bracelet'],
      order: 'material-first',
      pitches: [
        'A {material} bracelet with a polished finish and a secure box clasp.',
        'Stack it with a watch or wear it alone; the {material} keeps its shine.',
      ],
    },
  ],
  details: [
    'It is nickel-free and gentle on sensitive skin.',
    'The plating is thick, so the colour lasts.',
    'The clasp is a sturdy lobster claw.',
    'Every piece is polished by hand.',
  ],
  closers: [
    'Arrives in a small gift pouch.',
    'Take it off before swimming to keep the shine.',
    'Chain length is adjustable from 40 to 45 cm.',
  ],
};

export const SUNGLASSES: CategoryTemplate = {
  name: 'Sunglasses',
  kind: 'sunglasses',
  count: 18,
  price: [6, 48],
  mainColors: ['Black', 'Brown', 'Gold'],
  materialColors: { Tortoiseshell: ['Brown'] },
  extraColors: ['Black', 'Brown', 'Gold', 'Silver', 'Green', 'Pink', 'Blue'],
  sizes: 'one',
  also: ['Accessories'],
  seller: 2,
  lines: [
    {
      adjectives: ['Square', 'Retro', 'Oversized', 'Classic', 'Rectangular'],
      materials: ['Acetate', 'Tortoiseshell', ''],
      items: ['Sunglasses', 'Frame Sunglasses'],
      pitches: [
        'Thick {material} frames with UV400 lenses and sturdy five-barrel hinges.',
        'A bold, retro shape that suits most faces, with tinted anti-glare lenses.',
      ],
    },
    {
      adjectives: ['Aviator', 'Round', 'Double-Bridge', 'Rimless'],
      materials: ['Metal', 'Titanium', ''],
      items: ['Sunglasses', 'Shades'],
      pitches: [
        'Light {material} frames with adjustable nose pads and polarised lenses.',
        'A classic teardrop shape with a thin double bridge and spring hinges.',
      ],
    },
    {
      adjectives: ['Wraparound', 'Shield', 'Sport'],
      materials: ['', 'Polarised'],
      items: ['Sunglasses', 'Shades'],
      pitches: [
        'A wraparound shape that blocks glare from the sides, ideal for cycling.',
        'Featherweight frames that stay put on runs and rides.',
      ],
      also: ['Sportswear', 'Outdoor'],
    },
  ],
  details: [
    'Lenses block 100% of UVA and UVB rays.',
    'Temple tips are soft so they sit comfortably all day.',
    'The lenses are scratch-resistant and easy to clean.',
  ],
  closers: [
    'Comes with a hard case and a cleaning cloth.',
    'Lens width 52 mm, bridge 20 mm.',
    'Fits medium to wide faces.',
  ],
};

export const ELECTRONICS: CategoryTemplate = {
  name: 'Electronics',
  kind: 'headphones',
  count: 20,
  price: [12, 249],
  mainColors: ['Black', 'White', 'Silver', 'Teal'],
  extraColors: ['Black', 'White', 'Silver', 'Blue', 'Pink', 'Beige', 'Gray'],
  sizes: 'one',
  also: ['Accessories'],
  seller: 1,
  lines: [
    {
      adjectives: ['Wireless', 'Noise-Cancelling', 'Foldable', 'Studio'],
      materials: ['', 'Bluetooth'],
      items: ['Over-Ear Headphones', 'On-Ear Headphones', 'Headphones'],
      price: [24, 249],
      pitches: [
        'Deep bass, clear mids and up to 40 hours of battery on a single charge.',
        'Active noise cancelling that quiets trains and planes, with a transparency mode for announcements.',
        'Soft memory-foam cushions and a padded band for long listening sessions.',
      ],
    },
    {
      adjectives: ['True Wireless', 'Noise-Cancelling', 'Open-Ear', 'Sport'],
      materials: ['', 'Bluetooth'],
      items: ['Earbuds', 'In-Ear Headphones'],
      price: [12, 159],
      pitches: [
        'Compact earbuds with a pocket-sized charging case and up to 30 hours of playback.',
        'A secure fit with three sizes of ear tips, sweat-resistant for runs and workouts.',
        'Touch controls for calls and music, and a case that charges over USB-C.',
      ],
    },
    {
      adjectives: ['Low-Latency', 'Surround Sound', 'Lightweight'],
      materials: ['', 'Wireless'],
      items: ['Gaming Headset'],
      price: [18, 129],
      pitches: [
        'Low-latency audio for games and video, with a clear detachable boom microphone.',
        'Virtual surround sound that makes footsteps easy to place, on a light padded frame.',
      ],
    },
  ],
  details: [
    'It charges over USB-C in about two hours.',
    'Bluetooth 5.3 keeps the connection stable across the room.',
    'A built-in microphone handles calls with clear voice pick-up.',
    'Multipoint pairing switches between phone and laptop.',
  ],
  closers: [
    'Includes a USB-C cable and a travel pouch.',
    'Comes with a 12-month seller warranty.',
    'The manual is in English and Chinese.',
  ],
};

export const ACCESSORIES: CategoryTemplate = {
  name: 'Accessories',
  kind: 'wallet',
  count: 22,
  price: [4, 58],
  mainColors: ['Black', 'Brown', 'Navy'],
  extraColors: ['Black', 'Brown', 'Navy', 'Beige', 'Green', 'Red', 'Gray'],
  sizes: 'one',
  also: ['Bags'],
  seller: 1,
  lines: [
    {
      adjectives: ['Slim', 'Bifold', 'Minimalist', 'RFID-Blocking', 'Classic'],
      materials: ['Leather', 'Full-Grain Leather', 'Vegan Leather', 'Pebbled Leather'],
      items: ['Wallet', 'Billfold'],
      pitches: [
        'A slim {material} wallet with room for eight cards and a few folded notes.',
        'Soft {color} {material} that develops a rich patina over time.',
      ],
    },
    {
      adjectives: ['Slim', 'Minimalist', 'RFID-Blocking', 'Pull-Tab'],
      materials: ['Leather', 'Full-Grain Leather', 'Vegan Leather', 'Saffiano Leather'],
      items: ['Card Holder', 'Card Wallet'],
      pitches: [
        'A pocket-friendly card holder in {material} with a central slot for notes and receipts.',
        'Four card slots and nothing more, in smooth {color} {material}.',
      ],
    },
    {
      adjectives: ['Zip-Around', 'Travel', 'Slim'],
      materials: ['Leather', 'Canvas', 'Nylon'],
      items: ['Passport Holder', 'Travel Organizer'],
      pitches: [
        'Keeps passport, boarding pass and cards together in durable {material}.',
        'Everything for the airport in one flat {material} folio, with a pen loop.',
      ],
    },
    {
      adjectives: ['Compact', 'Snap', 'Zip'],
      materials: ['Leather', 'Nylon', 'Suede'],
      items: ['Key Pouch', 'Coin Purse'],
      pitches: [
        'A small {material} pouch that stops keys scratching your phone.',
        'Keeps coins, keys and earbuds in one place, in soft {material}.',
      ],
    },
  ],
  details: [
    'Edges are burnished and stitched with waxed thread.',
    'RFID lining protects contactless cards.',
    'It fits easily in a front pocket.',
    'Card slots are cut to hold cards firmly without stretching.',
  ],
  closers: [
    'Comes gift-boxed.',
    'Measures about 11 × 8 cm when closed.',
    'Condition the leather once or twice a year.',
  ],
};
