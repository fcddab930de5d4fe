import type { IndexedProduct } from './catalog-index';

/** One product as `jsonWhere` of catalog-source.ts selects it. */
type ProductTuple = [
  number,
  string,
  number,
  number,
  number,
  number[] | null,
  number[] | null,
  number[] | null,
  string,
];

/** The products of a JSON text read by catalog-source.ts (parsed in the index worker). */
export function parseIndexedProducts(json: string): IndexedProduct[] {
  const tuples = JSON.parse(json) as ProductTuple[] | null;
  return (tuples ?? []).map(
    ([id, name, price, createdAt, sellerId, categoryIds, colorIds, sizeIds, description]) => ({
      id,
      name,
      price,
      createdAt,
      sellerId,
      categoryIds: categoryIds ?? [],
      colorIds: colorIds ?? [],
      sizeIds: sizeIds ?? [],
      description,
    }),
  );
}
