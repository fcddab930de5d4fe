import type { ImportDryRun, ImportLine, ImportMode } from '@curio/shared';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { useServerText } from '@/hooks/use-server-text';
import { ApiError } from '@/lib/api-client';
import { dryRunImport, runImport, type ImportFiles } from '../api/import-products';
import { DryRunTable } from './dry-run-table';
import { ImportFormat } from './import-format';
import { ImportProgress, type Progress } from './import-progress';
import { ImportResult } from './import-result';
import { MatchedNames } from './matched-names';
import { FROZEN_NOTICE_ID, useFrozenSeller } from '../../hooks/use-frozen-seller';

type Result = Extract<ImportLine, { type: 'result' }>;

function FileField(props: {
  label: string;
  accept: string;
  onChoose: (file: File | null) => void;
}) {
  return (
    <label className="grid gap-1 text-sm font-semibold text-neutral-900">
      {props.label}
      <input
        type="file"
        accept={props.accept}
        onChange={(event) => props.onChoose(event.target.files?.[0] ?? null)}
        className="font-normal"
      />
    </label>
  );
}

/** Upload a CSV (and a ZIP of images), see every row's problems, then import it. */
export function ProductImport() {
  const { t } = useTranslation('dashboard');
  const serverText = useServerText();
  const frozen = useFrozenSeller();
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportDryRun | null>(null);
  const [mode, setMode] = useState<ImportMode>('per-row');
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);

  const files = (): ImportFiles | null => (csv ? { csv, zip } : null);
  const fail = (caught: unknown) =>
    setError(
      caught instanceof ApiError && caught.code
        ? serverText({ code: caught.code, params: caught.params, message: caught.message })
        : t('import.failed'),
    );
  const reset = () => {
    setChecked(null);
    setResult(null);
    setProgress(null);
    setError(null);
  };

  const check = async (event: SyntheticEvent) => {
    event.preventDefault();
    const chosen = files();
    if (!chosen) return setError(serverText('importCsvRequired'));
    reset();
    setBusy('checking');
    try {
      setChecked(await dryRunImport(chosen));
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    const chosen = files();
    if (!chosen) return;
    setBusy('importing');
    setError(null);
    try {
      await runImport(chosen, mode, (line) => {
        if (line.type === 'progress') setProgress(line);
        else setResult(line);
      });
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
    }
  };

  const faulty = checked ? checked.total - checked.valid : 0;
  const blocked = !checked || checked.valid === 0 || (mode === 'all' && faulty > 0);

  return (
    <div>
      <ImportFormat />
      <form onSubmit={check} className="mt-6 grid gap-4 sm:grid-cols-2">
        <FileField
          label={t('import.csvLabel')}
          accept=".csv,text/csv"
          onChoose={(file) => {
            setCsv(file);
            reset();
          }}
        />
        <FileField
          label={t('import.zipLabel')}
          accept=".zip,application/zip"
          onChoose={(file) => {
            setZip(file);
            reset();
          }}
        />
        <div>
          <button
            type="submit"
            disabled={frozen || busy !== null}
            aria-describedby={frozen ? FROZEN_NOTICE_ID : undefined}
            title={frozen ? t('frozen.reason') : undefined}
            className={buttonClassName('primary')}
          >
            {busy === 'checking' ? t('import.checking') : t('import.check')}
          </button>
        </div>
      </form>

      {error && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          {error}
        </p>
      )}

      {checked && !result && (
        <section className="mt-6" aria-labelledby="import-check-title">
          <h2 id="import-check-title" className="text-xl font-semibold text-neutral-950">
            {t('import.checkTitle')}
          </h2>
          <p className="mt-1 text-neutral-700">
            {t('import.summary', { valid: checked.valid, total: checked.total })}
          </p>
          <DryRunTable rows={checked.rows} />
          <MatchedNames rows={checked.rows} />
          <fieldset className="mt-6">
            <legend className="font-semibold text-neutral-900">{t('import.mode.legend')}</legend>
            {(['per-row', 'all'] as const).map((option) => (
              <label key={option} className="mt-2 flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="import-mode"
                  value={option}
                  checked={mode === option}
                  onChange={() => setMode(option)}
                  className="mt-1"
                />
                {t(`import.mode.${option}`)}
              </label>
            ))}
          </fieldset>
          {mode === 'all' && faulty > 0 && (
            <p className="mt-2 text-sm text-red-800">{serverText('importRowsInvalid')}</p>
          )}
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={blocked || busy !== null}
            className={`${buttonClassName('primary')} mt-4`}
          >
            {t('import.confirm', { count: checked.valid })}
          </button>
        </section>
      )}

      {busy === 'importing' && <ImportProgress progress={progress} />}
      {result && <ImportResult result={result} />}
    </div>
  );
}
