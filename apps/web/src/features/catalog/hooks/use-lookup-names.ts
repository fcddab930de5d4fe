import { lookupNameIn, type LookupTranslations } from '@curio/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories, useColors, useSizes } from '../api/get-lookups';

type Named = { translations: LookupTranslations };

/** English name → the viewer's name, from one lookup list (English until the list is here). */
function useNamesOf<T extends Named>(
  query: UseQueryResult<T[]>,
  englishOf: (item: T) => string,
): (englishName: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const names = useMemo(
    () =>
      new Map(
        (query.data ?? []).map((item) => {
          const name = englishOf(item);
          return [name, lookupNameIn({ name, translations: item.translations }, language)];
        }),
      ),
    [query.data, englishOf, language],
  );
  return useCallback((englishName) => names.get(englishName) ?? englishName, [names]);
}

const categoryName = (category: { name: string }) => category.name;
const colorName = (color: { color: string }) => color.color;
const sizeName = (size: { size: string }) => size.size;

/**
 * Products, filters and URLs name categories, colours and sizes in English (their key); these show
 * such a name in the viewer's language, from the public lookup lists (docs/decisions/019).
 */
export const useCategoryNames = () => useNamesOf(useCategories(), categoryName);
export const useColorNames = () => useNamesOf(useColors(), colorName);
export const useSizeNames = () => useNamesOf(useSizes(), sizeName);
