import { CloudOff, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { serverIsBack } from '@/lib/server-health';
import { useRecoveryProbe } from './use-recovery-probe';

export type UnreachableStateProps = {
  /** Loads what failed again; called when the server answers again. */
  onBack: () => unknown;
  /** In place of a part of a page (a heading of the second level), not of the whole page. */
  inline?: boolean;
};

/**
 * "Curio can't be reached right now", in place of what could not be loaded: it recovers by itself
 * when the server answers again, and "Try again" checks at once.
 */
export function UnreachableState({ onBack, inline = false }: UnreachableStateProps) {
  const { t } = useTranslation();
  const [trying, setTrying] = useState(false);
  const Heading = inline ? 'h2' : 'h1';
  const titleId = useId();
  useRecoveryProbe(onBack);

  const tryAgain = async () => {
    setTrying(true);
    try {
      if (await serverIsBack()) await onBack();
    } finally {
      setTrying(false);
    }
  };

  return (
    <div
      className={`flex items-center justify-center px-4 ${inline ? 'py-6' : 'min-h-[50vh] py-12'}`}
    >
      {!inline && <PageTitle title={t('outage.title')} />}
      <section
        aria-labelledby={titleId}
        className="w-full max-w-lg rounded-2xl border border-neutral-200 bg-white p-8 text-center shadow-sm"
      >
        <CloudOff aria-hidden="true" className="mx-auto size-14 text-indigo-700" />
        <Heading id={titleId} className="mt-4 text-2xl font-bold tracking-tight text-neutral-900">
          {t('outage.title')}
        </Heading>
        <p className="mt-3 text-neutral-700">{t('outage.description')}</p>
        <button
          type="button"
          onClick={() => void tryAgain()}
          disabled={trying}
          aria-busy={trying}
          className={`${buttonClassName('primary')} mt-6`}
        >
          {trying ? (
            <Spinner className="size-4 border-2" />
          ) : (
            <RotateCw aria-hidden="true" className="size-4" />
          )}
          {t('outage.tryAgain')}
        </button>
      </section>
    </div>
  );
}
