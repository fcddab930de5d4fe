import { COMMON_MESSAGES, formatMoney, pathIdSchema, type Product } from '@curio/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useLocation,
  useParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { LazyRouteErrorScreen } from '@/components/errors/lazy-error-screens';
import { PageContainer } from '@/components/layout/page-container';
import { useNavigate } from '@/lib/language-navigation';
import { PageTitle } from '@/components/ui/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadLookups } from '@/features/catalog/api/get-lookups';
import { getProductQueryOptions } from '@/features/catalog/api/get-product';
import { getSimilarProductsQueryOptions } from '@/features/catalog/api/get-similar-products';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { SimilarProducts } from '@/features/catalog/components/similar-products';
import { useRecordProductVisit } from '@/features/catalog/hooks/use-record-product-visit';
import { useScrollToTopOnPathChange } from '@/features/catalog/hooks/use-scroll-to-top-on-path-change';
import { removeFromRecentlyViewed } from '@/features/catalog/stores/recently-viewed';
import { ApiError } from '@/lib/api-client';
import type { TranslationsHandle } from '@/config/i18n-namespaces';
import { pageMeta, shorten } from '../../page-meta';
import { browserQueryClient, prefetchOnServer, type Prefetched } from '../../query';
import { requireKnownLanguage } from '../../language-segment';
import { PageDataBoundary } from '../../page-data-boundary';

/** The texts of its favourite button (loaded before the page is taken over in the browser). */
export const handle: TranslationsHandle = { i18n: ['dashboard'] };

/** A product id of the address, or null when it cannot be one. */
function productIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function productNotFound() {
  return new ApiError(404, COMMON_MESSAGES.productNotFound);
}

/**
 * The product, its similar products and the names of its categories, colours and sizes, into a
 * data cache. Similar products load alongside, so the page keeps its height when they appear (a
 * shorter page would cut the scroll position the smooth scroll to the top starts from).
 */
async function loadProduct(queryClient: QueryClient, id: number): Promise<Product> {
  const similar = queryClient.query(getSimilarProductsQueryOptions(id)).catch(() => undefined);
  const lookups = loadLookups(queryClient, ['categories', 'colors', 'sizes']);
  const product = await queryClient.query({ ...getProductQueryOptions(id), staleTime: 'static' });
  await Promise.all([similar, lookups]);
  return product;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The product page loads its data before display (storefront §2). An address that is no product
 * (no id, or one out of the ids' range) or a product that is gone answers 404 with the route error
 * screen ('Product not found.').
 */
export async function loader({ params }: LoaderFunctionArgs) {
  requireKnownLanguage({ params });
  const id = pathIdSchema.safeParse(params.id);
  if (!id.success) throw data(COMMON_MESSAGES_NOT_FOUND, { status: 404 });
  let product: Product | undefined;
  const prefetched = await prefetchOnServer(async (queryClient) => {
    product = await loadProduct(queryClient, id.data).catch((error: unknown) => {
      if (isNotFound(error)) return undefined;
      throw error;
    });
  });
  if (!product) throw data(COMMON_MESSAGES_NOT_FOUND, { status: 404 });
  return { ...prefetched, share: shareOf(product) };
}

const COMMON_MESSAGES_NOT_FOUND = { message: COMMON_MESSAGES.productNotFound };

/** In the browser, a product that is gone also leaves the recently viewed list (§4). */
export async function clientLoader({ params }: LoaderFunctionArgs) {
  const id = productIdOf(params.id);
  if (id === null) throw productNotFound();
  try {
    const product = await loadProduct(browserQueryClient(), id);
    return { share: shareOf(product) };
  } catch (error) {
    if (isNotFound(error)) {
      removeFromRecentlyViewed(id);
      throw productNotFound();
    }
    throw error;
  }
}

/** The product's share preview: OpenGraph tags and its JSON-LD (schema.org Product). */
function shareOf(product: Product) {
  const images = product.images.map((image) => image.detail2x);
  const shownPrice = formatMoney(product.price, 'CNY', 'en');
  return {
    title: `${product.name} · ${shownPrice} · Curio`,
    description: shorten(product.description || `${product.name}, ${shownPrice}, on Curio.`),
    ...(images[0] ? { image: images[0] } : {}),
    type: 'product' as const,
    price: product.price,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: images,
      category: product.categories.join(', '),
      color: product.colors.join(', '),
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'CNY',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: product.user.username },
      },
    },
  };
}

/**
 * The route error screen; a product that is gone (404, also when the server rendered the page)
 * leaves the recently viewed list (§4).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const id = productIdOf(useParams().id);
  const gone = isRouteErrorResponse(error) ? error.status === 404 : isNotFound(error);
  useEffect(() => {
    if (gone && id !== null) removeFromRecentlyViewed(id);
  }, [gone, id]);
  return <LazyRouteErrorScreen />;
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.loaderData?.share);

export default function ProductRoute() {
  const { dehydratedState } = useLoaderData<Prefetched>();
  return (
    <PageDataBoundary state={dehydratedState}>
      <ProductContent />
    </PageDataBoundary>
  );
}

function ProductContent() {
  const params = useParams();
  const id = productIdOf(params.id) ?? 0;
  const { data: product } = useQuery(getProductQueryOptions(id));
  useScrollToTopOnPathChange();
  // The loader has the product in the cache; this covers a cache cleared meanwhile.
  if (!product) return <PageSpinner />;
  return <ProductPage product={product} />;
}

function ProductPage({ product }: { product: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useRecordProductVisit(product);

  // Back to where the shopper came from; home when the page was opened directly.
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.home);
  };

  return (
    <PageContainer>
      <PageTitle title={product.name} />
      <button
        type="button"
        onClick={goBack}
        className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 hover:text-neutral-950"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('common.back')}
      </button>
      <article className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,600px)_minmax(0,1fr)] lg:gap-12">
        <ProductGallery key={product.id} product={product} />
        <ProductDetails product={product} />
      </article>
      <SimilarProducts productId={product.id} className="mt-14" />
    </PageContainer>
  );
}
