import { PICTURE_TYPES } from '../utils/picture-checks';
import { Camera, LoaderCircle, Undo2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import type { PictureChoice, PictureFeedback } from '../hooks/use-picture-choice';
import { ProfileAvatar } from './profile-avatar';

type PictureFieldProps = {
  savedUrl: string | null | undefined;
  choice: PictureChoice;
  feedback: PictureFeedback;
  onChoose: (file: File | undefined) => void;
  onUndo: () => void;
  disabled?: boolean;
};

/** The profile image of the edit form: preview, a button to choose a file, and the check's state. */
export function PictureField({
  savedUrl,
  choice,
  feedback,
  onChoose,
  onUndo,
  disabled = false,
}: PictureFieldProps) {
  const { t } = useTranslation('accounts');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const statusId = `${id}-status`;
  const checking = choice.status === 'checking';
  const shownUrl = choice.status === 'none' ? savedUrl : choice.previewUrl;

  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 block text-sm font-medium text-neutral-800">
        {t('fields.picture')}
      </legend>
      <div className="flex items-center gap-4">
        <div className="relative shrink-0">
          <ProfileAvatar
            pictureUrl={shownUrl}
            alt={shownUrl ? t('picture.preview') : ''}
            className={`size-20 transition-opacity sm:size-24 ${checking ? 'opacity-60' : ''}`}
          />
          {checking && (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/40">
              <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-indigo-700" />
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={PICTURE_TYPES.join(',')}
              tabIndex={-1}
              aria-hidden="true"
              className="sr-only"
              onChange={(event) => {
                onChoose(event.target.files?.[0]);
                // Choosing the same file again is a new choice.
                event.target.value = '';
              }}
            />
            <button
              type="button"
              onClick={() => inputRef.current?.click()}
              disabled={disabled || checking}
              aria-describedby={statusId}
              className={buttonClassName('secondary')}
            >
              <Camera aria-hidden="true" className="size-4" />
              {t('picture.choose')}
            </button>
            {choice.status === 'accepted' && (
              <button
                type="button"
                onClick={onUndo}
                disabled={disabled}
                className={buttonClassName('secondary')}
              >
                <Undo2 aria-hidden="true" className="size-4" />
                {t('picture.undo')}
              </button>
            )}
          </div>
          <p className="mt-2 text-sm text-neutral-600">{t('picture.hint')}</p>
          <div id={statusId} aria-live="polite" className="mt-1 min-h-5 text-sm">
            {checking ? (
              <span className="text-neutral-700">{t('picture.scanning')}</span>
            ) : feedback ? (
              <span
                className={
                  feedback.type === 'error' ? 'font-medium text-red-700' : 'text-emerald-800'
                }
              >
                {feedback.message}
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
