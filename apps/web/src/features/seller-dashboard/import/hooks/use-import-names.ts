import { lookupNameIn, type LookupTranslations } from '@curio/shared';
import { useTranslation } from 'react-i18next';
import { useCategories, useColors, useSizes } from '@/features/catalog/api/get-lookups';

/** A lookup's name as stored (English) and as the seller reads it. */
export interface ImportName {
  name: string;
  shown: string;
}

/** The categories, colours and sizes an import row may name, in the seller's language. */
export function useImportNames() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const categories = useCategories();
  const colors = useColors();
  const sizes = useSizes();
  const named = (
    items: { name: string; translations: LookupTranslations }[] | undefined,
  ): ImportName[] =>
    (items ?? []).map((item) => ({ name: item.name, shown: lookupNameIn(item, language) }));
  return {
    loading: categories.isPending || colors.isPending || sizes.isPending,
    categories: named(categories.data),
    colors: named(colors.data?.map(({ color, translations }) => ({ name: color, translations }))),
    sizes: named(sizes.data?.map(({ size, translations }) => ({ name: size, translations }))),
  };
}
