import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { FormMessage } from '@/features/session/components/form-controls';
import { useServerText } from '@/hooks/use-server-text';
import { explainedError } from '@/lib/api-client';
import { regenerateBackupCodes } from '../api/backup-codes';
import { BackupCodes } from './backup-codes';
import { CodeDialog, CodeForm } from './code-dialog';

type BackupCodesDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * New backup codes from the Security Settings: a current code from the app, then the 8 new codes,
 * shown once (the old ones stop working).
 */
export function BackupCodesDialog({ open, onOpenChange }: BackupCodesDialogProps) {
  const { t } = useTranslation('accounts');
  return (
    <CodeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('recovery.backup.title')}
      description={t('recovery.backup.description')}
      wide
    >
      <RegenerateForm onClose={() => onOpenChange(false)} />
    </CodeDialog>
  );
}

function RegenerateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const regenerate = useMutation({ mutationFn: regenerateBackupCodes });

  if (regenerate.data) {
    return (
      <div className="mt-5 space-y-4">
        <FormMessage type="success">
          <p>{serverText('backupCodesRegenerated')}</p>
          <p>{t('recovery.backup.shownOnce')}</p>
        </FormMessage>
        <BackupCodes codes={regenerate.data.backupCodes} />
        <div className="flex justify-end">
          <button type="button" onClick={onClose} className={buttonClassName('primary')}>
            {t('recovery.backup.done')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <CodeForm
      label={t('recovery.backup.label')}
      submitLabel={t('recovery.backup.submit')}
      pending={regenerate.isPending}
      onCancel={onClose}
      onCode={async (code) => {
        try {
          await regenerate.mutateAsync(code);
          return null;
        } catch (failure) {
          const message = explainedError(failure);
          return message ? serverText(message) : t('signIn.errors.generic');
        }
      }}
    />
  );
}
