import {
  LIMITS,
  bulkProductActionSchema,
  type BulkProductAction,
  type BulkProductActionType,
  type DashboardProductsMatch,
} from '@curio/shared';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCategories } from '@/features/catalog/api/get-lookups';
import { useServerText } from '@/hooks/use-server-text';
import { explainedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useBulkProducts } from '../api/bulk-products';
import {
  selectedCount,
  selectionRequest,
  type ProductSelection,
} from '../hooks/use-product-selection';
import { bulkActionQuestion } from './bulk-action-question';

const ACTION_TYPES: BulkProductActionType[] = [
  'changePrice',
  'addCategory',
  'removeCategory',
  'delete',
];

type BulkActionsBarProps = {
  selection: ProductSelection;
  /** How many products match the search (all of them: "select all matching"). */
  total: number;
  match: DashboardProductsMatch;
  /** Whether every row of the page is selected (then "select all matching" is offered). */
  pageSelected: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  /** A frozen seller sees the bar, disabled, with the reason. */
  frozen: boolean;
};

const fieldClass =
  'min-h-11 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 disabled:bg-neutral-100';

/** Acting on the selected products: the action, its value, then a confirmation naming the count. */
export function BulkActionsBar({
  selection,
  total,
  match,
  pageSelected,
  onSelectAllMatching,
  onClear,
  frozen,
}: BulkActionsBarProps) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const translateServer = useServerText();
  const ids = useId();
  const categories = useCategories();
  const bulk = useBulkProducts();

  const [type, setType] = useState<BulkProductActionType>('changePrice');
  const [category, setCategory] = useState('');
  const [priceBy, setPriceBy] = useState<'amount' | 'percent'>('percent');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<{ action: BulkProductAction; count: number } | null>(null);

  const count = selectedCount(selection, total);
  const tooMany =
    selection.kind === 'ids' ? count > LIMITS.bulkProductIdsMax : count > LIMITS.bulkProductsMax;
  const disabled = frozen || count === 0 || tooMany;

  const actionOfForm = (): BulkProductAction | null => {
    const draft =
      type === 'changePrice'
        ? { type, by: priceBy, value: value.trim() === '' ? Number.NaN : Number(value) }
        : type === 'delete'
          ? { type }
          : { type, category };
    const parsed = bulkProductActionSchema.safeParse(draft);
    return parsed.success ? parsed.data : null;
  };

  const review = (event: SyntheticEvent) => {
    event.preventDefault();
    const action = actionOfForm();
    if (!action) {
      setProblem(
        type === 'changePrice'
          ? translateServer('bulkPriceChangeInvalid')
          : translateServer('categoryRequired'),
      );
      return;
    }
    setProblem(null);
    setPending({ action, count });
  };

  const failureText = (error: unknown): string => {
    const reason = explainedError(error);
    if (!reason) return t('products.bulk.failed');
    const affected = Number(reason.params?.count ?? 0);
    if (reason.code === 'bulkPriceOutOfRange') {
      return t('products.bulk.priceOutOfRange', { count: affected });
    }
    if (reason.code === 'bulkLastCategory')
      return t('products.bulk.lastCategory', { count: affected });
    return translateServer(reason);
  };

  const confirm = () => {
    if (!pending) return;
    bulk.mutate(
      { selection: selectionRequest(selection, match), action: pending.action },
      {
        onSuccess: (reply) => {
          toast.success(t('products.bulk.done', { count: reply.changed }));
          onClear();
        },
        onError: (error) => setProblem(failureText(error)),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id={`${ids}-title`} className="font-semibold text-neutral-950" aria-live="polite">
          {selection.kind === 'matching'
            ? t('products.bulk.allMatchingSelected', { count })
            : t('products.bulk.selected', { count })}
        </h2>
        {selection.kind === 'ids' && pageSelected && total > count && (
          <button
            type="button"
            onClick={onSelectAllMatching}
            className="min-h-11 text-sm font-semibold text-indigo-700 hover:underline"
          >
            {t('products.bulk.selectAllMatching', { count: total })}
          </button>
        )}
        {count > 0 && (
          <button
            type="button"
            onClick={onClear}
            className="min-h-11 text-sm font-semibold text-neutral-700 hover:underline"
          >
            {t('products.bulk.clear')}
          </button>
        )}
      </div>
      {frozen && <p className="mt-2 text-sm text-amber-900">{translateServer('frozenSeller')}</p>}
      {tooMany && (
        <p className="mt-2 text-sm text-amber-900">
          {translateServer(selection.kind === 'ids' ? 'bulkTooManyIds' : 'bulkTooManyMatching')}
        </p>
      )}

      <form
        onSubmit={review}
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <BarField id={`${ids}-action`} label={t('products.bulk.action')}>
          <select
            id={`${ids}-action`}
            value={type}
            disabled={frozen}
            onChange={(event) => {
              setType(event.target.value as BulkProductActionType);
              setProblem(null);
            }}
            className={fieldClass}
          >
            {ACTION_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`products.bulk.actions.${option}`)}
              </option>
            ))}
          </select>
        </BarField>

        {(type === 'addCategory' || type === 'removeCategory') && (
          <BarField id={`${ids}-category`} label={t('products.bulk.category')}>
            <select
              id={`${ids}-category`}
              value={category}
              disabled={frozen}
              onChange={(event) => setCategory(event.target.value)}
              className={fieldClass}
            >
              <option value="">{t('products.bulk.chooseCategory')}</option>
              {categories.data?.map(({ id, name }) => (
                <option key={id} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </BarField>
        )}

        {type === 'changePrice' && (
          <>
            <BarField id={`${ids}-by`} label={t('products.bulk.priceBy')}>
              <select
                id={`${ids}-by`}
                value={priceBy}
                disabled={frozen}
                onChange={(event) => setPriceBy(event.target.value as 'amount' | 'percent')}
                className={fieldClass}
              >
                <option value="percent">{t('products.bulk.byPercent')}</option>
                <option value="amount">{t('products.bulk.byAmount')}</option>
              </select>
            </BarField>
            <BarField
              id={`${ids}-value`}
              label={priceBy === 'percent' ? t('products.bulk.percent') : t('products.bulk.amount')}
            >
              <input
                id={`${ids}-value`}
                type="number"
                step="0.01"
                inputMode="decimal"
                value={value}
                disabled={frozen}
                onChange={(event) => setValue(event.target.value)}
                aria-describedby={`${ids}-value-hint`}
                className={`${fieldClass} w-36`}
              />
              <span id={`${ids}-value-hint`} className="mt-1 text-xs text-neutral-600">
                {t('products.bulk.valueHint')}
              </span>
            </BarField>
          </>
        )}

        <button type="submit" disabled={disabled} className={buttonClassName('primary')}>
          {t('products.bulk.apply')}
        </button>
      </form>
      {problem && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          {problem}
        </p>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={t('products.bulk.confirmTitle')}
        question={pending ? bulkActionQuestion(t, language, pending.action, pending.count) : ''}
        note={pending ? t(`products.bulk.notes.${pending.action.type}`) : ''}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('products.bulk.confirm')}
        busy={bulk.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

/** A labelled control of the bar, its label above it. */
function BarField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="mb-1 text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children}
    </div>
  );
}
