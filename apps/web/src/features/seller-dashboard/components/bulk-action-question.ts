import type { BulkProductAction } from '@curio/shared';
import type { TFunction } from 'i18next';
import { formatPrice } from '@/utils/format-price';

/** The confirmation's question: how many products change, and how. */
export function bulkActionQuestion(
  t: TFunction<'dashboard'>,
  language: string,
  action: BulkProductAction,
  count: number,
): string {
  switch (action.type) {
    case 'delete':
      return t('products.bulk.question.delete', { count });
    case 'addCategory':
      return t('products.bulk.question.addCategory', { count, category: action.category });
    case 'removeCategory':
      return t('products.bulk.question.removeCategory', { count, category: action.category });
    case 'changePrice': {
      const sign = action.value > 0 ? '+' : '−';
      const change =
        action.by === 'amount'
          ? `${sign}${formatPrice(Math.abs(action.value), language)}`
          : new Intl.NumberFormat(language, {
              style: 'percent',
              signDisplay: 'always',
              maximumFractionDigits: 2,
            }).format(action.value / 100);
      return t('products.bulk.question.changePrice', { count, change });
    }
  }
}
