import {
  productInputSchemaIn,
  type Product,
  type ProductInput,
  type ProductInputForm,
  writePriceText,
  YUAN_SIGN,
} from '@curio/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { useNavigate } from '@/lib/language-navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useCategories, useColors, useSizes } from '@/features/catalog/api/get-lookups';
import {
  useCategoryNames,
  useColorNames,
  useSizeNames,
} from '@/features/catalog/hooks/use-lookup-names';
import { ApiError } from '@/lib/api-client';
import { getSessionToken } from '@/lib/session-token';
import { toast } from '@/lib/toast';
import { useSaveProduct } from '../api/product-writes';
import { useSchemaText } from '@/hooks/use-schema-text';
import { FROZEN_NOTICE_ID, useFrozenSeller } from '../hooks/use-frozen-seller';
import { useUnderstoodPrice } from '../hooks/use-understood-price';
import { serverFieldText, useServerText } from '@/hooks/use-server-text';
import { productErrorMessage } from '../utils/product-errors';
import { ChoiceGroup } from './choice-group';
import { ImagesField } from './images-field';

type ProductFormProps = {
  /** The product to edit; without one, the form adds a product. */
  product?: Product;
  /** Where saving and Cancel go: the product list as it was left (page, search, sort). */
  listPath?: string;
};

const FIELDS = [
  'name',
  'price',
  'productLink',
  'description',
  'colors',
  'sizes',
  'categories',
  'imageUrls',
] as const satisfies readonly FieldPath<ProductInputForm>[];
type FieldName = (typeof FIELDS)[number];

/** The form field of an error path of the server (`colors.0` → colors, `files` → imageUrls). */
function fieldOf(path: string): FieldName | undefined {
  const head = path.split('.')[0];
  if (head === 'files') return 'imageUrls';
  return FIELDS.find((field) => field === head);
}

function defaultsOf(product: Product | undefined, language: string): ProductInputForm {
  return {
    name: product?.name ?? '',
    price: product ? writePriceText(product.price, language) : '',
    productLink: product?.productLink ?? '',
    description: product?.description ?? '',
    colors: product?.colors ?? [],
    sizes: product?.sizes ?? [],
    categories: product?.categories ?? [],
    imageUrls: product?.imageUrls ?? [],
  };
}

const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 placeholder:text-neutral-500 aria-invalid:border-red-600';

/**
 * Add Product and Edit Product (accounts-and-admin §5): the shared `productInputSchemaIn` checks the
 * form as the server does. Saving goes back to the product list.
 */
export function ProductForm({ product, listPath = paths.dashboardProducts }: ProductFormProps) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const translateServer = useServerText();
  const schemaText = useSchemaText();
  const navigate = useNavigate();
  const editing = product !== undefined;
  const frozen = useFrozenSeller();
  const save = useSaveProduct(product?.id);
  const colors = useColors();
  const sizes = useSizes();
  const categories = useCategories();
  const colorName = useColorNames();
  const sizeName = useSizeNames();
  const categoryName = useCategoryNames();
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  // The price is read as the page's language writes numbers (12,50 in German, 1,234.50 in English).
  const schema = useMemo(() => productInputSchemaIn(language), [language]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ProductInputForm, unknown, ProductInput>({
    resolver: zodResolver(schema),
    defaultValues: defaultsOf(product, language),
  });
  const understoodPrice = useUnderstoodPrice(useWatch({ control, name: 'price' }), language);

  const errorOf = (field: FieldName) => schemaText(errors[field]?.message);

  const onSubmit = async (input: ProductInput) => {
    setFormError(null);
    if (!getSessionToken()) {
      setFormError(translateServer('authRequired'));
      return;
    }
    try {
      await save.mutateAsync(input);
      toast.success(editing ? t('form.updated') : t('form.added'));
      await navigate(listPath);
    } catch (error) {
      const message = productErrorMessage(editing ? 'update' : 'create', error, t, translateServer);
      if (error instanceof ApiError && error.fieldErrors) {
        for (const path of Object.keys(error.fieldErrors)) {
          const field = fieldOf(path);
          const text = serverFieldText(error, path);
          if (field && text) {
            setError(
              field,
              { type: 'server', message: translateServer(text) },
              { shouldFocus: true },
            );
          }
        }
      }
      setFormError(message);
      toast.error(message);
    }
  };

  const busy = isSubmitting || save.isPending;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="space-y-6"
      aria-busy={busy}
    >
      {formError && (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {formError}
        </div>
      )}

      {/* A frozen account sees its product, but every control is off (the notice says why). */}
      <fieldset
        disabled={frozen}
        aria-describedby={frozen ? FROZEN_NOTICE_ID : undefined}
        className="min-w-0 space-y-6"
      >
        <Section title={t('form.sections.details')}>
          <Field label={t('form.name')} error={errorOf('name')} required>
            {(props) => (
              <input
                {...props}
                {...register('name')}
                type="text"
                autoComplete="off"
                className={inputClass}
              />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <Field
              label={t('form.price')}
              hint={understoodPrice}
              liveHint
              error={errorOf('price')}
              required
            >
              {(props) => (
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-3 mt-0.5 -translate-y-1/2 text-neutral-600"
                  >
                    {YUAN_SIGN}
                  </span>
                  <input
                    {...props}
                    {...register('price', {
                      setValueAs: (value: unknown) => (value === '' ? undefined : value),
                      onBlur: (event: { target: { value: string } }) => {
                        if (event.target.value.trim() !== '') void trigger('price');
                      },
                    })}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    className={`${inputClass} pl-11 tabular-nums`}
                  />
                </div>
              )}
            </Field>
            <Field
              label={t('form.productLink')}
              hint={t('form.productLinkHint')}
              error={errorOf('productLink')}
              required
            >
              {(props) => (
                <input
                  {...props}
                  {...register('productLink')}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://item.taobao.com/item.htm?id=…"
                  className={inputClass}
                />
              )}
            </Field>
          </div>
          <Field label={t('form.description')} error={errorOf('description')}>
            {(props) => (
              <textarea
                {...props}
                {...register('description')}
                rows={5}
                className={`${inputClass} resize-y`}
              />
            )}
          </Field>
        </Section>

        <Section title={t('form.sections.images')}>
          <Controller
            control={control}
            name="imageUrls"
            render={({ field }) => (
              <ImagesField
                value={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                onUploadingChange={setUploading}
                error={errorOf('imageUrls')}
                disabled={frozen}
              />
            )}
          />
        </Section>

        <Section title={t('form.sections.options')}>
          <Controller
            control={control}
            name="colors"
            render={({ field }) => (
              <ChoiceGroup
                legend={t('form.colors')}
                options={colors.data?.map((color) => color.color)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                loading={colors.isPending}
                loadFailed={colors.isError}
                error={errorOf('colors')}
                labelOf={colorName}
                swatches
              />
            )}
          />
          <Controller
            control={control}
            name="sizes"
            render={({ field }) => (
              <ChoiceGroup
                legend={t('form.sizes')}
                options={sizes.data?.map((size) => size.size)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                loading={sizes.isPending}
                loadFailed={sizes.isError}
                error={errorOf('sizes')}
                labelOf={sizeName}
              />
            )}
          />
          <Controller
            control={control}
            name="categories"
            render={({ field }) => (
              <ChoiceGroup
                legend={t('form.categories')}
                options={categories.data?.map((category) => category.name)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                loading={categories.isPending}
                loadFailed={categories.isError}
                error={errorOf('categories')}
                labelOf={categoryName}
              />
            )}
          />
        </Section>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={listPath} className={buttonClassName('secondary')}>
          {t('common.cancel')}
        </Link>
        <button
          type="submit"
          disabled={busy || uploading || frozen}
          title={frozen ? t('frozen.reason') : undefined}
          aria-describedby={frozen ? FROZEN_NOTICE_ID : undefined}
          className={`${buttonClassName('primary')} sm:min-w-40`}
        >
          {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {editing ? t('form.saveChanges') : t('form.create')}
        </button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-neutral-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
};

type FieldProps = {
  label: string;
  hint?: string;
  /** The hint changes as the seller types: a live region, present even while empty. */
  liveHint?: boolean;
  error?: string;
  required?: boolean;
  children: (props: FieldControlProps) => ReactNode;
};

/** A labelled control with its hint and its error, wired for screen readers. */
function Field({ label, hint, liveHint = false, error, required = false, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-neutral-900">
        {label}{' '}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {(hint || liveHint) && (
        <p
          id={hintId}
          aria-live={liveHint ? 'polite' : undefined}
          className="mt-1 text-sm text-neutral-600 empty:hidden"
        >
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
