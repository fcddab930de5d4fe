import { type Product } from '@curio/shared';
import { LoaderCircle, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, usePageAddress } from '@/lib/language-navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useServerText } from '@/hooks/use-server-text';
import { useSessionToken } from '@/hooks/use-session-token';
import { useSignInPrompt } from '@/hooks/use-sign-in-prompt';
import { explainedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getBuyLink } from '../api/get-buy-link';
import { openPendingTab } from '../utils/pending-tab';

/**
 * Buy (storefront §5): needs an account, a shop link and an agent on the profile. The agent's link
 * opens in a new tab; without an agent the user goes to the profile form to pick one and comes back.
 */
export function BuyButton({ product }: { product: Pick<Product, 'id' | 'productLink'> }) {
  const { t } = useTranslation();
  const translateServer = useServerText();
  const token = useSessionToken();
  const navigate = useNavigate();
  const page = usePageAddress();
  const promptSignIn = useSignInPrompt();
  const [pending, setPending] = useState(false);

  const buy = async () => {
    if (!token) {
      promptSignIn(t('buy.guest'));
      return;
    }
    if (!product.productLink) {
      toast.error(t('buy.noLink'));
      return;
    }
    // Opened now, inside the click, so that pop-up blockers let it through.
    const tab = openPendingTab();
    setPending(true);
    try {
      tab.navigate(await getBuyLink(product.id));
    } catch (error) {
      tab.close();
      const explained = explainedError(error);
      if (explained?.code === 'assignAgent') {
        // The profile form points at its agent field and says why (highlight=agent).
        const returnTo = page.pathWithSearch;
        void navigate(paths.profileEdit({ highlight: 'agent', returnTo }));
        return;
      }
      toast.error(translateServer(explained ?? 'buyLinkFailed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void buy()}
      disabled={pending}
      aria-busy={pending}
      className={`${buttonClassName('primary')} min-w-28 px-6`}
    >
      {pending ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <ShoppingBag aria-hidden="true" className="size-4" />
      )}
      {t('buy.action')}
      <span className="sr-only">{t('buy.opensInNewTab')}</span>
    </button>
  );
}
