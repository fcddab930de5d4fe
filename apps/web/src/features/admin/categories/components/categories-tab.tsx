import { categoryInputSchema, categorySchema, type Category } from '@curio/shared';
import { Tag } from 'lucide-react';
import { useCategories } from '@/features/catalog/api/get-lookups';
import { catalogKeys } from '@/features/catalog/api/query-keys';
import { LookupManager } from '../../common/components/lookup-manager';

const endpoint = {
  path: '/api/categories',
  queryKey: catalogKeys.categories,
  itemSchema: categorySchema,
};

/** The Categories tab: one field and the list. */
export function CategoriesTab() {
  const query = useCategories();
  return (
    <LookupManager<Category>
      kind="categories"
      query={query}
      endpoint={endpoint}
      field="name"
      fieldSchema={categoryInputSchema.shape.name}
      nameOf={(category) => category.name}
      visualOf={() => (
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet-50 text-violet-700"
        >
          <Tag className="size-5" />
        </span>
      )}
    />
  );
}
