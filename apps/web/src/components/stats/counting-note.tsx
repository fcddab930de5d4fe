import { COUNTING } from '@curio/shared';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** How views and Buy clicks are counted, beside every figure made of them (admin and seller). */
export function CountingNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`flex items-start gap-2 text-sm text-neutral-600 ${className}`}>
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('stats.howCounted', {
        minutes: COUNTING.viewWindowMinutes,
        hours: COUNTING.clickWindowHours,
      })}
    </p>
  );
}
