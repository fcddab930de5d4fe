import type { Product } from '@curio/shared';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { ShareLinkFallback } from './share-link-fallback';

/** Phones and tablets: the native share sheet is the expected way to share (storefront §9). */
function prefersShareSheet(): boolean {
  if (typeof navigator.share !== 'function') return false;
  return navigator.maxTouchPoints > 0 || window.matchMedia('(pointer: coarse)').matches;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Shares the product's address: the native share sheet on touch devices, the clipboard otherwise,
 * with the spec's toasts. When both are refused, the link is shown to be copied by hand.
 */
export function ShareButton({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [unshared, setUnshared] = useState<string | null>(null);

  const share = async () => {
    setUnshared(null);
    const url = new URL(paths.product(product.id), window.location.origin).href;
    if (prefersShareSheet()) {
      try {
        await navigator.share({ title: product.name, url });
        toast.success(t('share.shared'));
        return;
      } catch (error) {
        // Closing the share sheet is not a failure.
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      setUnshared(url);
    }
  };

  return (
    <>
      <button type="button" onClick={() => void share()} className={buttonClassName('secondary')}>
        <Share2 aria-hidden="true" className="size-4" />
        {t('share.action')}
      </button>
      {unshared && <ShareLinkFallback url={unshared} />}
    </>
  );
}
