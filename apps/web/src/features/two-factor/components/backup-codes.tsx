import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { toast } from '@/lib/toast';

const FILE_NAME = 'curio-backup-codes.txt';

/** The 8 backup codes, shown once, with copy and download (accounts-and-admin §2 "Two-factor"). */
export function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('accounts');
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('twoFactor.backup.copied'));
    } catch {
      toast.error(t('twoFactor.backup.copyFailed'));
    }
  };

  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`${t('twoFactor.backup.fileHeading')}\n\n${text}\n`], { type: 'text/plain' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div>
      <ul
        aria-label={t('twoFactor.backup.listLabel')}
        className="grid grid-cols-2 gap-2 rounded-xl border border-neutral-200 bg-neutral-50 p-4 font-mono text-base tracking-wider text-neutral-900 sm:grid-cols-4"
      >
        {codes.map((code) => (
          <li
            key={code}
            className="rounded-md bg-white px-2 py-1.5 text-center ring-1 ring-neutral-200"
          >
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => void copy()} className={buttonClassName('secondary')}>
          <Copy aria-hidden="true" className="size-4" />
          {t('twoFactor.backup.copy')}
        </button>
        <button type="button" onClick={download} className={buttonClassName('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          {t('twoFactor.backup.download')}
        </button>
      </div>
    </div>
  );
}
