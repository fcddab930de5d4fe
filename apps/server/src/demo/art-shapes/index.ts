import type { ArtKind } from '../art-spec';
import { cap, headphones, jewelry, sunglasses, watch } from './accessories';
import { hoodie, jacket, pants, tshirt } from './apparel';
import { backpack, bag, sneaker, wallet } from './goods';
import type { ShapeDrawer } from './types';

/** The drawing of each kind of item. */
export const SHAPES: Record<ArtKind, ShapeDrawer> = {
  tshirt,
  hoodie,
  jacket,
  pants,
  sneaker,
  bag,
  backpack,
  cap,
  watch,
  jewelry,
  sunglasses,
  headphones,
  wallet,
};
