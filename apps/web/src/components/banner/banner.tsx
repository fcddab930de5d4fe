import { CircleCheck, CircleX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBanner } from './banner-context';

const styles = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-900',
} as const;

/** The closable message banner in the header (storefront §2 "Header"). */
export function Banner() {
  const { t } = useTranslation();
  const { banner, closeBanner } = useBanner();
  if (!banner) return null;

  const Icon = banner.type === 'success' ? CircleCheck : CircleX;
  return (
    <div className={`border-t ${styles[banner.type]}`}>
      <div
        role={banner.type === 'error' ? 'alert' : 'status'}
        className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 text-sm"
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="flex-1">{banner.message}</p>
        <button
          type="button"
          onClick={closeBanner}
          aria-label={t('banner.close')}
          className="-m-1 rounded-md p-1 hover:bg-black/5"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
