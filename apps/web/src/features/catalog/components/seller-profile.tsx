import type { Seller } from '@curio/shared';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/ui/tooltip';
import { SellerAvatar } from './seller-avatar';

/** The head of a seller's page: picture (100 px), name, trusted-seller badge and product count. */
export function SellerProfile({ seller }: { seller: Seller }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-5">
      <SellerAvatar pictureUrl={seller.profilePicture?.pictureUrl} size="large" />
      <div className="min-w-0">
        <div className="flex items-center gap-2">
          <h1 className="truncate text-3xl font-bold tracking-tight text-neutral-950">
            {seller.name}
          </h1>
          <Tooltip label={t('seller.trusted')} content={t('seller.trustedDescription')}>
            <BadgeCheck aria-hidden="true" className="size-7 fill-indigo-100 text-indigo-700" />
          </Tooltip>
        </div>
        <p className="mt-1 text-neutral-600">
          {t('seller.productCount', { count: seller.productCount })}
        </p>
      </div>
    </div>
  );
}

/** The head of a seller's page while it loads. */
export function SellerProfileSkeleton() {
  return (
    <div aria-hidden="true" className="flex items-center gap-5">
      <div className="size-[100px] shrink-0 animate-pulse rounded-full bg-neutral-200" />
      <div className="flex-1 space-y-3">
        <div className="h-8 w-56 max-w-full animate-pulse rounded bg-neutral-200" />
        <div className="h-4 w-32 animate-pulse rounded bg-neutral-200" />
      </div>
    </div>
  );
}
