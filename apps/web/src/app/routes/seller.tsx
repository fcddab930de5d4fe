import {
  canonicalSearchParams,
  LIMITS,
  parsePageParam,
  pathIdSchema,
  SEARCH_PARAM,
  type Seller,
} from '@curio/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ArrowLeft, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  data,
  useLoaderData,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Link } from '@/components/ui/link';
import { PageUnreachable } from '@/components/outage/page-unreachable';
import { buttonClassName } from '@/components/ui/button-styles';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useNavigate } from '@/lib/language-navigation';
import { useProducts } from '@/features/catalog/api/get-products';
import { getSellerQueryOptions, useSeller } from '@/features/catalog/api/get-seller';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { SellerProfile, SellerProfileSkeleton } from '@/features/catalog/components/seller-profile';
import { ApiError } from '@/lib/api-client';
import { isOutage } from '@/lib/outage';
import { pageMeta, type PageShare } from '../page-meta';
import { browserQueryClient, prefetchOnServer, type Prefetched } from '../query';
import { requireKnownLanguage } from '../language-segment';
import { PageDataBoundary } from '../page-data-boundary';

const PAGE_SIZE = LIMITS.homePageSize;

/** A seller id of the address (a positive whole number), or null. */
function sellerIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

type SellerData = Prefetched & { share?: PageShare; notFound?: boolean };

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The seller, into a data cache; undefined when there is no such seller. */
async function loadSeller(queryClient: QueryClient, id: number): Promise<Seller | undefined> {
  try {
    return await queryClient.query(getSellerQueryOptions(id));
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** The seller's share preview (OpenGraph, JSON-LD Organization). */
function shareOf(seller: Seller): PageShare {
  return {
    title: `${seller.name} · Curio`,
    description: `${seller.name} on Curio: ${seller.productCount} curated finds.`,
    ...(seller.profilePicture ? { image: seller.profilePicture.pictureUrl } : {}),
    type: 'profile',
    jsonLd: { '@context': 'https://schema.org', '@type': 'Organization', name: seller.name },
  };
}

/** A seller that does not exist (or an address that cannot name one) answers 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  requireKnownLanguage({ params });
  const id = pathIdSchema.safeParse(params.sellerId);
  if (!id.success) return data<SellerData>({ notFound: true }, { status: 404 });
  let seller: Seller | undefined;
  const prefetched = await prefetchOnServer(async (queryClient) => {
    seller = await loadSeller(queryClient, id.data);
  });
  if (!seller) return data<SellerData>({ notFound: true }, { status: 404 });
  return data<SellerData>({ ...prefetched, share: shareOf(seller) });
}

export async function clientLoader({ params }: LoaderFunctionArgs): Promise<SellerData> {
  const id = sellerIdOf(params.sellerId);
  if (id === null) return { notFound: true };
  const seller = await loadSeller(browserQueryClient(), id).catch(() => undefined);
  return seller ? { share: shareOf(seller) } : {};
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, (args.loaderData as SellerData | undefined)?.share, (params) =>
    canonicalSearchParams(params, [SEARCH_PARAM.page]),
  );

/** The back button of the seller page: to the home page (storefront §2). */
function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => void navigate(paths.home)}
      className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 hover:text-neutral-950"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('seller.back')}
    </button>
  );
}

/** The seller's public page (storefront §2 "Seller page"). */
export default function SellerRoute() {
  const params = useParams();
  const { dehydratedState, notFound } = useLoaderData<SellerData>();
  const id = sellerIdOf(params.sellerId);
  if (id === null || notFound) return <SellerNotFound />;
  return (
    <PageDataBoundary state={dehydratedState}>
      <SellerPage id={id} />
    </PageDataBoundary>
  );
}

function SellerPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const seller = useSeller(id);

  // The seller call brings the newest products; further pages come from the product list.
  const totalPages = Math.ceil((seller.data?.productCount ?? 0) / PAGE_SIZE);
  const morePages = useProducts(
    { page: page - 1, size: PAGE_SIZE, sellerId: id, sort: 'newest' },
    { enabled: seller.isSuccess && page > 1 },
  );

  if (seller.isError) {
    const { error } = seller;
    if (error instanceof ApiError && error.status === 404) {
      return <SellerNotFound />;
    }
    throw error;
  }

  const products = page === 1 ? seller.data?.products.slice(0, PAGE_SIZE) : morePages.data?.content;
  // No answer from the server is not a seller without products.
  const outage = morePages.isError && isOutage(morePages.error);

  return (
    <PageContainer>
      <PageTitle title={seller.data?.name ?? t('pages.seller')} />
      <BackButton />
      <div className="mt-4" aria-busy={seller.isPending}>
        {seller.data ? <SellerProfile seller={seller.data} /> : <SellerProfileSkeleton />}
      </div>
      <section aria-labelledby="seller-products" className="mt-10">
        <h2 id="seller-products" className="mb-4 text-xl font-bold tracking-tight text-neutral-900">
          {t('seller.products')}
        </h2>
        {outage ? (
          <PageUnreachable inline />
        ) : (
          <ProductGrid
            products={products ?? (morePages.isError ? [] : undefined)}
            skeletonCount={LIMITS.sellerSkeletonCount}
          />
        )}
        {totalPages > 1 && <Pagination page={page} totalPages={totalPages} />}
      </section>
    </PageContainer>
  );
}

function SellerNotFound() {
  const { t } = useTranslation();
  // A heading, not the server's message 'Seller not found.': no full stop.
  const text = t('seller.notFound');
  return (
    <PageContainer narrow>
      <PageTitle title={text} />
      <BackButton />
      <div className="mt-6 flex flex-col items-center gap-4 rounded-2xl border border-neutral-200 bg-white px-6 py-16 text-center shadow-sm">
        <UserX aria-hidden="true" className="size-12 text-indigo-700" />
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{text}</h1>
        <Link to={paths.home} className={buttonClassName('primary')}>
          {t('seller.browse')}
        </Link>
      </div>
    </PageContainer>
  );
}
