import { highlightRanges, LIMITS, type Product, type SearchSuggestions } from '@curio/shared';
import type { Db } from '../db/client';
import type { CatalogService } from './memory-index/catalog-service';

/**
 * What the header's search suggests for `query`: the first products of the catalogue's relevance
 * order, the categories whose words start with a query word with their product counts, the
 * query with its typos corrected when it found products only through them, and the words the
 * results are for when some of the query's words match nothing.
 */
export async function searchSuggestions(
  catalog: CatalogService,
  db: Db,
  query: string,
): Promise<SearchSuggestions> {
  if (query === '') {
    return { query, products: [], categories: [], didYouMean: null, showingResultsFor: null };
  }
  const { ids } = await catalog.pageIds({
    name: query,
    categories: [],
    colors: [],
    page: 0,
    size: LIMITS.suggestedProductsMax,
  });
  const products = (await catalog.json.get(db, ids)).map((json) => {
    const product = JSON.parse(json) as Product;
    return {
      id: product.id,
      name: product.name,
      price: product.price,
      imageUrl: product.imageUrl,
      highlights: highlightRanges(product.name, query),
    };
  });
  const facets = await catalog.facets({ name: undefined, categories: [], colors: [] });
  const categories = facets.categories
    .filter((category) => category.count > 0)
    .map((category) => ({ ...category, highlights: highlightRanges(category.name, query) }))
    .filter((category) => category.highlights.length > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, LIMITS.suggestedCategoriesMax);
  const [didYouMean, showingResultsFor] = await Promise.all([
    catalog.didYouMean(query),
    catalog.showingResultsFor(query),
  ]);
  return { query, products, categories, didYouMean, showingResultsFor };
}
