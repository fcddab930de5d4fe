import { useTranslation } from 'react-i18next';
import type { ImportPhase } from '@curio/shared';
import { ProgressBar } from '@/components/ui/progress-bar';

export interface Progress {
  phase: ImportPhase;
  done: number;
  total: number;
}

/** How far the import has come: rows checked, images processed, then products created. */
export function ImportProgress({ progress }: { progress: Progress | null }) {
  const { t } = useTranslation('dashboard');
  const percent =
    progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const label = progress
    ? t(`import.progress.${progress.phase}`, { done: progress.done, total: progress.total })
    : t('import.progress.starting');
  return (
    <div className="mt-6">
      <p className="mb-1 text-sm text-neutral-700" aria-live="polite">
        {label}
      </p>
      <ProgressBar label={t('import.progress.label')} percent={percent} />
    </div>
  );
}
