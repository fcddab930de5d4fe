import type { Product } from '@curio/shared';
import { ShoppingBag } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { useServerText } from '@/hooks/use-server-text';
import { useCurrentUser } from '@/features/session/api/get-current-user';
import { useBuyOptions } from '../api/get-buy-options';
import { BuyButton } from './buy-button';

/**
 * Buy, or why Buy is not available with the shopper's agent (an agent without a link template,
 * DogeGoo and a Weidian item): a button that cannot work is shown disabled, with the reason.
 */
export function BuyAction({ product }: { product: Pick<Product, 'id' | 'productLink'> }) {
  const { t } = useTranslation();
  const translateServer = useServerText();
  const reasonId = useId();
  const agentId = useCurrentUser().data?.agent?.id;
  const options = useBuyOptions(product.id, agentId !== undefined && product.productLink !== null);
  const mine = options.data?.agents.find((agent) => agent.agentId === agentId);
  if (!mine || mine.available) return <BuyButton product={product} />;

  return (
    <div className="flex flex-col gap-1.5">
      <button
        type="button"
        disabled
        aria-describedby={reasonId}
        className={`${buttonClassName('primary')} min-w-28 px-6`}
      >
        <ShoppingBag aria-hidden="true" className="size-4" />
        {t('buy.action')}
      </button>
      <p id={reasonId} className="max-w-xs text-sm text-neutral-700">
        {t('buy.unavailable', {
          agent: mine.name,
          reason: translateServer(mine.reason ?? 'buyLinkFailed'),
        })}
      </p>
    </div>
  );
}
