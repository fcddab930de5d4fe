import type { StepUpBody } from '@curio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { ACCOUNT_QUERY_KEY } from '@/features/session/api/get-current-user';
import { ButtonSpinner } from '@/features/session/components/form-controls';
import { useServerText } from '@/hooks/use-server-text';
import { toast } from '@/lib/toast';
import { startTwoFactorSetup } from '../api/two-factor-setup';
import { setupErrorMessage } from '../utils/error-messages';
import { BackupCodesDialog } from './backup-codes-dialog';
import { DisableDialog } from './disable-dialog';
import { SetupWizard, type WizardState } from './setup-wizard';
import { StepUpDialog } from './step-up-dialog';

/**
 * The profile's Security Settings (accounts-and-admin §2): two-factor login's status (Enabled or
 * not), the set-up wizard, and turning it off through a confirm dialog.
 */
export function TwoFactorSettings({
  enabled,
  hasPassword,
}: {
  enabled: boolean;
  hasPassword: boolean;
}) {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const [wizard, setWizard] = useState<WizardState | null>(null);
  const [disableOpen, setDisableOpen] = useState(false);
  const [backupOpen, setBackupOpen] = useState(false);
  const [stepUpOpen, setStepUpOpen] = useState(false);
  // Leaving the wizard gives the focus back to the section's button.
  const [refocus, setRefocus] = useState(false);
  const start = useMutation({ mutationFn: startTwoFactorSetup });

  const refreshUser = () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });

  // The password proves the owner (the server refuses a session alone); then the wizard.
  const begin = async (proof: StepUpBody) => {
    const { secret, qrCodeUri } = await start.mutateAsync(proof);
    setStepUpOpen(false);
    setWizard({ step: 'setup', secret, qrCodeUri });
  };

  return (
    <section aria-labelledby="security-heading" className="mt-8">
      <h2 id="security-heading" className="text-xl font-bold tracking-tight text-neutral-900">
        {t('security.title')}
      </h2>
      <div className="mt-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start gap-4">
          <span
            className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${
              enabled ? 'bg-emerald-50 text-emerald-700' : 'bg-neutral-100 text-neutral-600'
            }`}
          >
            {enabled ? (
              <ShieldCheck aria-hidden="true" className="size-6" />
            ) : (
              <ShieldOff aria-hidden="true" className="size-6" />
            )}
          </span>
          <div className="min-w-0 flex-1 basis-48">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-neutral-900">{t('twoFactor.title')}</h3>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                  enabled
                    ? 'bg-emerald-50 text-emerald-800 ring-emerald-300'
                    : 'bg-neutral-100 text-neutral-700 ring-neutral-300'
                }`}
              >
                <span className="sr-only">{t('twoFactor.status')}: </span>
                {enabled ? t('twoFactor.enabled') : t('twoFactor.notEnabled')}
              </span>
            </div>
            <p className="mt-1 text-sm text-neutral-700">
              {enabled ? t('twoFactor.enabledDescription') : t('twoFactor.description')}
            </p>
          </div>
          {!wizard && (
            <div className="w-full shrink-0 pl-15 sm:w-auto sm:pl-0">
              {enabled ? (
                <div className="flex flex-wrap gap-3">
                  <button
                    type="button"
                    onClick={() => setBackupOpen(true)}
                    className={buttonClassName('secondary')}
                  >
                    {t('recovery.backup.button')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setDisableOpen(true)}
                    autoFocus={refocus}
                    className={buttonClassName('secondary')}
                  >
                    {t('twoFactor.disableButton')}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  onClick={() => setStepUpOpen(true)}
                  disabled={start.isPending}
                  autoFocus={refocus}
                  className={buttonClassName('primary')}
                >
                  {start.isPending && <ButtonSpinner />}
                  {t('twoFactor.enableButton')}
                </button>
              )}
            </div>
          )}
        </div>
        {wizard && (
          <SetupWizard
            state={wizard}
            onChange={setWizard}
            onClose={() => {
              setWizard(null);
              setRefocus(true);
            }}
            onEnabled={() => void refreshUser()}
          />
        )}
      </div>
      <StepUpDialog
        open={stepUpOpen}
        onOpenChange={setStepUpOpen}
        title={t('twoFactor.stepUp.title')}
        description={t('twoFactor.stepUp.description')}
        submitLabel={t('twoFactor.stepUp.submit')}
        account={{ hasPassword, twoFactorEnabled: false }}
        onProof={begin}
        describeError={(failure) => setupErrorMessage(failure, t, serverText)}
      />
      <BackupCodesDialog open={backupOpen} onOpenChange={setBackupOpen} />
      <DisableDialog
        open={disableOpen}
        onOpenChange={setDisableOpen}
        onDisabled={() => {
          setDisableOpen(false);
          toast.success(t('twoFactor.disable.done'));
          void refreshUser();
        }}
      />
    </section>
  );
}
