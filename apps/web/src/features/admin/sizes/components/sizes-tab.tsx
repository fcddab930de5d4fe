import { sizeInputSchema, sizeSchema, type Size } from '@curio/shared';
import { Ruler } from 'lucide-react';
import { useSizes } from '@/features/catalog/api/get-lookups';
import { catalogKeys } from '@/features/catalog/api/query-keys';
import { LookupManager } from '../../common/components/lookup-manager';

const endpoint = { path: '/api/sizes', queryKey: catalogKeys.sizes, itemSchema: sizeSchema };

/** The Sizes tab: one field and the list. */
export function SizesTab() {
  const query = useSizes();
  return (
    <LookupManager<Size>
      kind="sizes"
      query={query}
      endpoint={endpoint}
      field="size"
      fieldSchema={sizeInputSchema.shape.size}
      nameOf={(size) => size.size}
      visualOf={() => (
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-700"
        >
          <Ruler className="size-5" />
        </span>
      )}
    />
  );
}
