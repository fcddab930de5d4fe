import type { CategoryTemplate } from './template-types';

const APPAREL_CLOSERS = [
  'Runs true to size; take one size up for a relaxed fit.',
  'Model is 182 cm and wears a size L.',
  'Machine wash cold and hang to dry to keep the shape.',
  'Check the seller’s size chart before ordering, as Asian sizing can run small.',
  'Pre-washed, so it will not shrink after the first wash.',
  'Tumble dry low or lay flat to dry.',
];

export const TSHIRTS: CategoryTemplate = {
  name: 'T-Shirts',
  kind: 'tshirt',
  count: 40,
  price: [7, 38],
  mainColors: ['White', 'Black', 'Gray', 'Pink', 'Yellow'],
  extraColors: ['White', 'Black', 'Gray', 'Navy', 'Olive', 'Beige', 'Green', 'Teal', 'Maroon'],
  sizes: 'letters',
  also: ['Streetwear'],
  seller: 0,
  lines: [
    {
      adjectives: [
        'Oversized',
        'Boxy',
        'Relaxed',
        'Heavyweight',
        'Washed',
        'Garment-Dyed',
        'Essential',
      ],
      materials: ['Cotton', 'Organic Cotton', 'Slub Cotton', 'Pima Cotton', 'Jersey'],
      items: ['Tee', 'Crew Tee', 'Pocket Tee', 'T-Shirt'],
      pitches: [
        'A {color} everyday tee cut from soft {material} with a dropped shoulder.',
        'The tee you reach for first: {material}, a clean crew neck and a slightly boxy body.',
        'Thick {material} gives this tee structure without feeling stiff.',
        'A wardrobe staple in {material} that drapes well and keeps its colour wash after wash.',
      ],
    },
    {
      adjectives: ['Cropped', 'Slim-Fit', 'Fitted', 'Ribbed'],
      materials: ['Cotton', 'Modal', 'Stretch Jersey', 'Waffle-Knit'],
      items: ['Tee', 'Baby Tee', 'Henley'],
      pitches: [
        'A close-fitting {material} top that pairs well with high-waisted trousers.',
        'Soft {material} with a little stretch for a neat, fitted silhouette.',
        'A slim {color} layer that works on its own or under an open shirt.',
      ],
    },
    {
      adjectives: ['Retro Print', 'Striped', 'Ringer', 'Vintage-Wash', 'Color-Block'],
      materials: ['Cotton', 'Jersey'],
      items: ['Tee', 'Skate Tee', 'Longline Tee'],
      pitches: [
        'A retro-inspired tee with a faded print and a softly cracked finish.',
        'Contrast trims and a lived-in {material} feel give this tee a thrifted look.',
        'Inspired by 90s skate shops, printed on soft {material}.',
      ],
      also: ['Streetwear'],
    },
    {
      adjectives: ['Quick-Dry', 'Breathable', 'Lightweight', 'Seamless'],
      materials: ['Mesh', 'Performance', 'Recycled Poly'],
      items: ['Training Tee', 'Running Tee', 'Gym Tee'],
      pitches: [
        'A light {material} training top that wicks sweat and dries in minutes.',
        'Made for the gym and the track: breathable {material} with flat seams.',
      ],
      also: ['Sportswear'],
    },
  ],
  details: [
    'The collar is double-stitched and the ribbing holds its shape.',
    'Side seams are taped so the tee does not twist after washing.',
    'The fabric is pre-shrunk and enzyme-washed for a soft hand feel.',
    'Shoulders are slightly dropped for an easy, modern fit.',
    'The hem is finished with a clean cover stitch.',
  ],
  closers: APPAREL_CLOSERS,
};

export const HOODIES: CategoryTemplate = {
  name: 'Hoodies',
  kind: 'hoodie',
  count: 32,
  price: [19, 78],
  mainColors: ['Black', 'Gray', 'Navy', 'Maroon', 'Purple'],
  extraColors: ['Black', 'Gray', 'Beige', 'Olive', 'Green', 'Pink', 'White', 'Brown'],
  sizes: 'letters',
  also: ['Streetwear', 'Sportswear'],
  seller: 0,
  lines: [
    {
      adjectives: ['Oversized', 'Heavyweight', 'Relaxed', 'Boxy', 'Washed', 'Classic'],
      materials: ['Fleece', 'French Terry', 'Brushed Cotton', 'Loopback Cotton'],
      items: ['Hoodie', 'Pullover Hoodie', 'Hooded Sweatshirt'],
      pitches: [
        'A heavyweight {material} hoodie with a double-layered hood and a roomy kangaroo pocket.',
        'Cosy {material} in a relaxed cut that layers easily under a coat.',
        'This {color} hoodie has a soft brushed inside and a boxy, slightly cropped body.',
        'A dependable pullover in dense {material} that keeps its shape season after season.',
      ],
    },
    {
      adjectives: ['Zip-Up', 'Full-Zip', 'Minimal'],
      materials: ['Fleece', 'French Terry', 'Waffle-Knit'],
      items: ['Hoodie', 'Hooded Jacket'],
      pitches: [
        'A full-length metal zip makes this {material} hoodie an easy layer for cooler days.',
        'Clean lines and {material} construction, with a zip that runs smooth to the chin.',
      ],
    },
    {
      adjectives: ['Vintage-Wash', 'Distressed', 'Acid-Wash', 'Sun-Faded'],
      materials: ['Cotton', 'Fleece'],
      items: ['Hoodie', 'Skate Hoodie'],
      pitches: [
        'Garment-dyed and washed for a faded, broken-in look from day one.',
        'Frayed edges and a sun-faded {color} dye give this hoodie a thrifted feel.',
      ],
      also: ['Streetwear'],
    },
    {
      adjectives: ['Performance', 'Thermal', 'Lightweight'],
      materials: ['Tech Fleece', 'Stretch Knit'],
      items: ['Training Hoodie', 'Running Hoodie'],
      pitches: [
        'A warm but breathable {material} layer for early runs and cold warm-ups.',
        'Stretchy {material} with thumbholes and a fitted hood that stays put.',
      ],
      also: ['Sportswear'],
    },
  ],
  details: [
    'Ribbed cuffs and hem trap the warmth in.',
    'The drawcords are flat and finished with metal tips.',
    'The hood is lined and holds its shape when down.',
    'A hidden media pocket sits inside the kangaroo pocket.',
    'Seams are reinforced at the shoulders and pocket corners.',
  ],
  closers: APPAREL_CLOSERS,
};

export const JACKETS: CategoryTemplate = {
  name: 'Jackets',
  kind: 'jacket',
  count: 28,
  price: [32, 185],
  mainColors: ['Black', 'Olive', 'Khaki', 'Navy'],
  extraColors: ['Black', 'Olive', 'Beige', 'Brown', 'Gray', 'Navy', 'Orange'],
  sizes: 'letters',
  also: ['Outdoor', 'Streetwear'],
  seller: 0,
  lines: [
    {
      adjectives: ['Classic', 'Cropped', 'Oversized', 'Padded', 'Reversible'],
      materials: ['Nylon', 'Satin', 'Twill', 'Wool-Blend'],
      items: ['Bomber Jacket', 'Flight Jacket', 'Varsity Jacket'],
      pitches: [
        'A {material} jacket with ribbed trims and a utility sleeve pocket.',
        'The classic flight-jacket shape in {color} {material} with a light padded fill.',
        'A boxy, cropped jacket in {material} that sits right at the waist.',
      ],
      also: ['Streetwear'],
    },
    {
      adjectives: ['Waterproof', 'Packable', 'Lightweight', 'Hooded', 'Windproof'],
      materials: ['Ripstop', 'Nylon', 'Shell'],
      items: ['Windbreaker', 'Rain Jacket', 'Anorak', 'Shell Jacket'],
      pitches: [
        'A packable {material} shell that keeps wind and drizzle out and folds into its own pocket.',
        'Taped seams and a water-repellent {material} face make this a dependable rain layer.',
        'Light enough to forget in a bag, tough enough for a wet hike.',
      ],
      also: ['Outdoor', 'Sportswear'],
    },
    {
      adjectives: ['Washed', 'Vintage', 'Boxy', 'Sherpa-Lined'],
      materials: ['Denim', 'Corduroy', 'Canvas'],
      items: ['Trucker Jacket', 'Work Jacket', 'Chore Coat'],
      pitches: [
        'A workwear classic in sturdy {material} that softens the more you wear it.',
        'Four patch pockets and a boxy cut in rugged {material}.',
        'A trucker-style jacket in {material} with a point collar and button-flap chest pockets.',
      ],
    },
    {
      adjectives: ['Quilted', 'Puffer', 'Cropped Puffer', 'Down-Filled'],
      materials: ['', 'Matte Nylon'],
      items: ['Jacket', 'Vest', 'Liner Jacket'],
      pitches: [
        'Light quilting and a warm synthetic fill make this an easy cold-weather layer.',
        'Channel-quilted and surprisingly light, with a high collar against the wind.',
      ],
      also: ['Outdoor'],
    },
  ],
  details: [
    'It closes with a heavy-duty two-way zip.',
    'Inside there is a zipped chest pocket for a phone or passport.',
    'Cuffs and hem are ribbed to keep the draught out.',
    'The lining is smooth, so it slides on easily over a hoodie.',
    'Hardware is matte metal that will not tarnish.',
  ],
  closers: [
    'Sized for layering; stay with your usual size.',
    'Model is 180 cm and wears a size M.',
    'Spot clean or hand wash cold.',
    'Check the seller’s size chart: shoulders run narrow.',
  ],
};

export const PANTS: CategoryTemplate = {
  name: 'Pants',
  kind: 'pants',
  count: 28,
  price: [15, 72],
  mainColors: ['Black', 'Khaki', 'Blue', 'Gray'],
  materialColors: {
    Denim: ['Blue', 'Black', 'Gray'],
    'Selvedge Denim': ['Blue', 'Black'],
    'Washed Denim': ['Blue', 'Black', 'Gray'],
    'Raw Denim': ['Blue', 'Black'],
  },
  extraColors: ['Black', 'Olive', 'Beige', 'Navy', 'Brown', 'Gray', 'White'],
  sizes: 'letters',
  also: ['Streetwear'],
  seller: 0,
  lines: [
    {
      adjectives: ['Straight-Leg', 'Relaxed', 'Baggy', 'Slim', 'Wide-Leg', 'Tapered'],
      materials: ['Denim', 'Selvedge Denim', 'Washed Denim', 'Raw Denim'],
      items: ['Jeans', 'Five-Pocket Jeans'],
      pitches: [
        'Rigid {material} with a classic five-pocket build that fades beautifully over time.',
        'A {color} pair in sturdy {material}, cut with a mid rise and a generous thigh.',
        'These jeans break in with you; the {material} softens after a few weeks of wear.',
      ],
    },
    {
      adjectives: ['Pleated', 'Wide-Leg', 'Tailored', 'Relaxed', 'Cropped'],
      materials: ['Twill', 'Wool-Blend', 'Linen-Blend', 'Cotton'],
      items: ['Trousers', 'Chinos', 'Slacks'],
      pitches: [
        'Front pleats and a high rise give these {material} trousers an easy, drapey line.',
        'Smart enough for the office, relaxed enough for the weekend, in soft {material}.',
        'A clean {color} pair in {material} with a pressed crease and a hidden hook closure.',
      ],
    },
    {
      adjectives: ['Utility', 'Parachute', 'Ripstop', 'Relaxed'],
      materials: ['Nylon', 'Canvas', 'Cotton'],
      items: ['Cargo Pants', 'Work Pants', 'Carpenter Pants'],
      pitches: [
        'Roomy {material} cargos with bellowed pockets and drawcord cuffs.',
        'A workwear-inspired pair in tough {material} with a hammer loop and double knees.',
      ],
      also: ['Streetwear', 'Outdoor'],
    },
    {
      adjectives: ['Tapered', 'Lightweight', 'Cuffed', 'Brushed'],
      materials: ['Fleece', 'Tech Knit', 'French Terry'],
      items: ['Joggers', 'Track Pants', 'Sweatpants'],
      pitches: [
        'Soft {material} joggers with an elastic waist and a clean tapered leg.',
        'Made for lazy Sundays and warm-ups alike, in breathable {material}.',
      ],
      also: ['Sportswear'],
    },
  ],
  details: [
    'Belt loops are wide enough for a chunky belt.',
    'The back pockets are deep enough for a phone.',
    'Hems are finished with a chain stitch and can be hemmed easily.',
    'The waistband has a little hidden stretch for comfort.',
    'Bar tacks reinforce every pocket corner.',
  ],
  closers: [
    'Inseam is about 78 cm on a size M.',
    'Runs small at the waist; size up if between sizes.',
    'Wash inside out, cold, to protect the colour.',
    'Model is 178 cm and wears a size M.',
  ],
};

export const SHOES: CategoryTemplate = {
  name: 'Shoes',
  kind: 'sneaker',
  count: 40,
  price: [26, 189],
  mainColors: ['White', 'Black', 'Red', 'Beige'],
  extraColors: ['White', 'Black', 'Gray', 'Navy', 'Green', 'Brown', 'Blue', 'Orange'],
  sizes: 'shoes',
  also: ['Streetwear'],
  seller: 1,
  lines: [
    {
      adjectives: ['Retro Runner', 'Low-Top', 'High-Top', 'Court', 'Skate', 'Chunky', 'Platform'],
      materials: ['Suede', 'Leather', 'Canvas', 'Nubuck'],
      items: ['Sneakers', 'Trainers'],
      pitches: [
        'A throwback silhouette in {material} with a cushioned midsole and a grippy rubber outsole.',
        'Clean {color} {material} panels on a comfortable everyday sole.',
        'Court-inspired and easy to style, built in soft {material} that breaks in quickly.',
        'A chunky sole and layered {material} overlays give these real presence.',
      ],
      also: ['Streetwear'],
    },
    {
      adjectives: ['Lightweight', 'Cushioned', 'Breathable', 'Trail'],
      materials: ['Mesh', 'Knit', 'Engineered Mesh'],
      items: ['Running Shoes', 'Trainers', 'Runners'],
      pitches: [
        'Breathable {material} uppers on a springy foam sole for daily miles.',
        'Light {material} running shoes with a snug sock-like fit.',
        'Grippy lugs and a cushioned midsole make these ready for road and trail.',
      ],
      also: ['Sportswear'],
    },
    {
      adjectives: ['Vulcanized', 'Classic', 'Slip-On', 'Low-Profile'],
      materials: ['', 'Canvas', 'Corduroy'],
      items: ['Skate Shoes', 'Plimsolls', 'Sneakers'],
      price: [19, 69],
      pitches: [
        'A vulcanized rubber sole and a simple upper make this an easy everyday pair.',
        'Flexible, flat and light, with a grippy waffle outsole.',
      ],
      also: ['Streetwear'],
    },
  ],
  details: [
    'The insole is removable and cushioned with memory foam.',
    'Stitching runs around the sole for extra durability.',
    'A padded tongue and collar keep them comfortable all day.',
    'The rubber outsole has a herringbone tread for grip.',
    'They come with a spare set of laces in a matching colour.',
  ],
  closers: [
    'Fits true to EU sizing; wide feet should go half a size up.',
    'Ships in the original box with dust bags.',
    'Wipe clean with a damp cloth; avoid the washing machine.',
    'Check the seller’s size chart in centimetres before ordering.',
  ],
};
