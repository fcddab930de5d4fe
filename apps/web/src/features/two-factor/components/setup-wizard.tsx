import { totpCodeSchema } from '@curio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, CircleCheck, Copy } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import {
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
  type SubmitEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { continueSessionWith } from '@/features/session/api/get-current-user';
import { ButtonSpinner, FormMessage } from '@/features/session/components/form-controls';
import { useSchemaText } from '@/hooks/use-schema-text';
import { useServerText } from '@/hooks/use-server-text';
import { toast } from '@/lib/toast';
import { verifyTwoFactorSetup } from '../api/two-factor-setup';
import { verifyErrorMessage } from '../utils/error-messages';
import { BackupCodes } from './backup-codes';
import { CodeField } from './code-field';

export type WizardState =
  | { step: 'setup'; secret: string; qrCodeUri: string }
  | { step: 'verify'; secret: string; qrCodeUri: string }
  | { step: 'backup'; codes: string[] }
  | { step: 'complete' };

type SetupWizardProps = {
  state: WizardState;
  onChange: (next: WizardState) => void;
  /** Leaves the wizard (Cancel, or Done at the end). */
  onClose: () => void;
  /** The server turned two-factor on: the user is read again (status Enabled). */
  onEnabled: () => void;
};

const STEPS = ['setup', 'verify', 'backup'] as const;

/**
 * The two-factor set-up wizard (accounts-and-admin §2, §4): setup (QR code, level M, 220 px, and
 * the secret for typing in), verify (a 6-digit code), backup (the 8 codes, shown once), complete.
 */
export function SetupWizard({ state, onChange, onClose, onEnabled }: SetupWizardProps) {
  const { t } = useTranslation('accounts');
  const current = state.step === 'complete' ? STEPS.length : STEPS.indexOf(state.step);
  const rootRef = useRef<HTMLDivElement>(null);
  useStepInView(rootRef, state.step);
  return (
    <div ref={rootRef} className="mt-6 scroll-mt-20 border-t border-neutral-200 pt-6">
      {state.step !== 'complete' && (
        <ol aria-label={t('twoFactor.wizard.progress')} className="mb-6 flex items-center gap-2">
          {STEPS.map((step, index) => {
            const done = index < current;
            const active = index === current;
            return (
              <li
                key={step}
                aria-current={active ? 'step' : undefined}
                className="flex flex-1 items-center gap-2 text-sm"
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    done
                      ? 'bg-indigo-700 text-white'
                      : active
                        ? 'bg-indigo-50 text-indigo-800 ring-2 ring-indigo-700'
                        : 'bg-neutral-100 text-neutral-600'
                  }`}
                >
                  {done ? <Check strokeWidth={3} className="size-3.5" /> : index + 1}
                </span>
                <span
                  className={`hidden sm:inline ${active ? 'font-semibold text-neutral-900' : 'text-neutral-600'}`}
                >
                  {t(`twoFactor.wizard.steps.${step}`)}
                </span>
                <span className="sr-only sm:hidden">{t(`twoFactor.wizard.steps.${step}`)}</span>
                {index < STEPS.length - 1 && (
                  <span aria-hidden="true" className="h-px flex-1 bg-neutral-200" />
                )}
              </li>
            );
          })}
        </ol>
      )}
      {state.step === 'setup' && (
        <SetupStep
          secret={state.secret}
          qrCodeUri={state.qrCodeUri}
          onCancel={onClose}
          onNext={() => onChange({ ...state, step: 'verify' })}
        />
      )}
      {state.step === 'verify' && (
        <VerifyStep
          onBack={() => onChange({ ...state, step: 'setup' })}
          onVerified={(codes) => {
            onChange({ step: 'backup', codes });
            onEnabled();
          }}
        />
      )}
      {state.step === 'backup' && (
        <BackupStep codes={state.codes} onDone={() => onChange({ step: 'complete' })} />
      )}
      {state.step === 'complete' && <CompleteStep onDone={onClose} />}
    </div>
  );
}

/**
 * Each step starts on the first screen: on a phone the wizard opens below the Security Settings'
 * text, so the QR code would start below the fold. A step that does not fit where it is scrolls up
 * to just under the sticky header (`scroll-mt-20`); one in full view stays put.
 */
function useStepInView(rootRef: RefObject<HTMLElement | null>, step: WizardState['step']) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const { top, bottom } = root.getBoundingClientRect();
    const headerBottom = parseFloat(getComputedStyle(root).scrollMarginTop) || 0;
    if (top < headerBottom || bottom > window.innerHeight) root.scrollIntoView({ block: 'start' });
  }, [rootRef, step]);
}

/**
 * A step's heading takes the focus when the step appears, so the change is announced (the wizard
 * does the scrolling: see useStepInView).
 */
function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return (
    <h4 ref={ref} tabIndex={-1} className="text-base font-semibold text-neutral-900 outline-none">
      {children}
    </h4>
  );
}

/** The secret in groups of four, easier to type into an app. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function SetupStep({
  secret,
  qrCodeUri,
  onCancel,
  onNext,
}: {
  secret: string;
  qrCodeUri: string;
  onCancel: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('accounts');
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('twoFactor.setup.secretCopied'));
    } catch {
      toast.error(t('twoFactor.backup.copyFailed'));
    }
  };
  return (
    <div>
      <StepHeading>{t('twoFactor.setup.title')}</StepHeading>
      <p className="mt-1 text-sm text-neutral-700">{t('twoFactor.setup.instructions')}</p>
      <div className="mt-5 flex flex-col items-center gap-6 md:flex-row md:items-start">
        <div className="shrink-0 rounded-xl border border-neutral-200 bg-white p-3 shadow-xs">
          <QRCodeSVG
            value={qrCodeUri}
            level="M"
            size={220}
            role="img"
            aria-label={t('twoFactor.setup.qrLabel')}
            className="block size-[220px] max-w-full"
          />
        </div>
        <div className="w-full min-w-0">
          <p className="text-sm font-medium text-neutral-800">{t('twoFactor.setup.manual')}</p>
          <div className="mt-2 flex items-stretch gap-2">
            <code
              aria-label={t('twoFactor.setup.secretLabel')}
              className="min-w-0 flex-1 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2.5 font-mono text-sm break-all text-neutral-900 select-all"
            >
              {groupSecret(secret)}
            </code>
            <button
              type="button"
              onClick={() => void copySecret()}
              aria-label={t('twoFactor.setup.copySecret')}
              title={t('twoFactor.setup.copySecret')}
              className={buttonClassName('secondary')}
            >
              <Copy aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="mt-3 text-sm text-neutral-600">{t('twoFactor.setup.manualHint')}</p>
        </div>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClassName('secondary')}>
          {t('common.cancel')}
        </button>
        <button type="button" onClick={onNext} className={buttonClassName('primary')}>
          {t('twoFactor.setup.next')}
        </button>
      </div>
    </div>
  );
}

function VerifyStep({
  onBack,
  onVerified,
}: {
  onBack: () => void;
  onVerified: (codes: string[]) => void;
}) {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const schemaText = useSchemaText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: verifyTwoFactorSetup,
    // The account's other sessions have ended; this one goes on with the answered token.
    onSuccess: ({ token }) => continueSessionWith(queryClient, token),
  });

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(schemaText(parsed.error.issues[0]?.message) ?? '');
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setFormError(null);
    try {
      const { backupCodes } = await verify.mutateAsync(parsed.data);
      onVerified(backupCodes);
    } catch (failure) {
      setFormError(verifyErrorMessage(failure, t, serverText));
      setCode('');
      inputRef.current?.focus();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <StepHeading>{t('twoFactor.verify.title')}</StepHeading>
      <p className="mt-1 text-sm text-neutral-700">{t('twoFactor.verify.instructions')}</p>
      <div className="mt-5 space-y-4">
        {formError && <FormMessage type="error">{formError}</FormMessage>}
        <CodeField
          label={t('twoFactor.verify.label')}
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(null);
          }}
          error={error}
          inputRef={inputRef}
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} className={buttonClassName('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('common.back')}
        </button>
        <button type="submit" disabled={verify.isPending} className={buttonClassName('primary')}>
          {verify.isPending && <ButtonSpinner />}
          {t('twoFactor.verify.submit')}
        </button>
      </div>
    </form>
  );
}

function BackupStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <div>
      <StepHeading>{t('twoFactor.backup.title')}</StepHeading>
      <div className="mt-3">
        <FormMessage type="info">
          {t('twoFactor.backup.warning', { count: codes.length })}
        </FormMessage>
      </div>
      <div className="mt-4">
        <BackupCodes codes={codes} />
      </div>
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={onDone} className={buttonClassName('primary')}>
          {t('twoFactor.backup.done')}
        </button>
      </div>
    </div>
  );
}

function CompleteStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <div className="flex flex-col items-center py-2 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <div className="mt-3">
        <StepHeading>{t('twoFactor.complete.title')}</StepHeading>
      </div>
      <p className="mt-1 max-w-md text-sm text-neutral-700">
        {t('twoFactor.complete.description')}
      </p>
      <button type="button" onClick={onDone} className={`${buttonClassName('primary')} mt-5`}>
        {t('twoFactor.complete.done')}
      </button>
    </div>
  );
}
