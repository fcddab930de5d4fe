import { LIMITS } from '@curio/shared';
import { ArrowLeft, ArrowRight, ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useId, useState, type DragEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadProductImages } from '../api/upload-images';
import { useServerText } from '@/hooks/use-server-text';
import {
  canRemoveImage,
  checkImageFiles,
  moveImage,
  PRODUCT_IMAGE_ACCEPT,
  removeImageAt,
} from '../utils/image-rules';
import { imageFieldErrorOf, productErrorMessage } from '../utils/product-errors';
import { thumbnailOf } from '@/components/product/product-thumbnail';
import { ProgressBar } from '@/components/ui/progress-bar';

type ImagesFieldProps = {
  /** The product's image URLs, in order; the first is the main image. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Tells the form while an upload runs (it cannot be saved meanwhile). */
  onUploadingChange?: (uploading: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The form's error for the field (a rule of the shared schema). */
  error?: string;
  /** No uploads at all (a frozen account): the input is off and drops are ignored. */
  disabled?: boolean;
};

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-neutral-800 shadow ring-1 ring-black/10 transition-colors hover:bg-white hover:text-neutral-950 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The product's 1 to 4 images (accounts-and-admin §5): files are checked (JPEG, PNG or GIF, each
 * under 1 MB, 4 at most) before they are uploaded with a progress bar; thumbnails can be moved and
 * removed, except the last one left.
 */
export function ImagesField({
  value,
  onChange,
  onUploadingChange,
  inputRef,
  error,
  disabled = false,
}: ImagesFieldProps) {
  const { t } = useTranslation('dashboard');
  const translateServer = useServerText();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);

  const uploading = progress !== null;
  const room = LIMITS.productImagesMax - value.length;

  const addFiles = async (files: File[]) => {
    if (files.length === 0 || uploading || disabled) return;
    setStatusError(null);
    const check = checkImageFiles(value.length, files);
    if (!check.ok) {
      setFieldError(translateServer(check.code));
      return;
    }
    setFieldError(null);
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const reply = await uploadProductImages(check.files, { onProgress: setProgress });
      // Images cannot be moved or removed during the upload: `value` is still the current list.
      const next = [...value, ...reply.imageUrls].slice(0, LIMITS.productImagesMax);
      onChange(next);
      setAnnouncement(t('images.uploaded', { count: reply.imageUrls.length }));
    } catch (uploadError) {
      setStatusError(productErrorMessage('upload', uploadError, t, translateServer));
      const onField = imageFieldErrorOf(uploadError);
      if (onField) setFieldError(translateServer(onField));
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  };

  const remove = (index: number) => {
    if (uploading || !canRemoveImage(value)) return;
    onChange(removeImageAt(value, index));
    setAnnouncement(t('images.removed', { index: index + 1 }));
  };

  const move = (from: number, to: number) => {
    onChange(moveImage(value, from, to));
    setAnnouncement(t('images.moved', { index: to + 1 }));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void addFiles(Array.from(event.dataTransfer.files));
  };

  const shownError = fieldError ?? error;
  const describedBy = [hintId, shownError ? errorId : null].filter(Boolean).join(' ');

  return (
    <div role="group" aria-labelledby={labelId}>
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-semibold text-neutral-900">
          {t('form.images')}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </span>
        <span className="text-xs text-neutral-600">
          {t('images.count', { count: value.length, max: LIMITS.productImagesMax })}
        </span>
      </div>
      <p id={hintId} className="mt-1 text-sm text-neutral-600">
        {t('images.hint')}
      </p>

      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {value.map((url, index) => {
          const thumbnail = thumbnailOf(url);
          return (
            <li
              key={url}
              className="group relative aspect-square overflow-hidden rounded-xl border border-neutral-200 bg-neutral-100"
            >
              <img
                src={thumbnail.src}
                srcSet={thumbnail.srcSet}
                alt={t('images.alt', { index: index + 1, total: value.length })}
                width={150}
                height={150}
                className="size-full object-cover"
              />
              {index === 0 && (
                <span className="absolute top-2 left-2 rounded-full bg-neutral-950/80 px-2 py-0.5 text-xs font-semibold text-white">
                  {t('images.main')}
                </span>
              )}
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={uploading || !canRemoveImage(value)}
                aria-label={t('images.remove', { index: index + 1 })}
                title={canRemoveImage(value) ? undefined : t('images.lastOne')}
                className={`${iconButton} absolute top-2 right-2`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
              {value.length > 1 && (
                <div className="absolute inset-x-2 bottom-2 flex justify-between">
                  <button
                    type="button"
                    onClick={() => move(index, index - 1)}
                    disabled={uploading || index === 0}
                    aria-label={t('images.moveEarlier', { index: index + 1 })}
                    className={iconButton}
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => move(index, index + 1)}
                    disabled={uploading || index === value.length - 1}
                    aria-label={t('images.moveLater', { index: index + 1 })}
                    className={iconButton}
                  >
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </button>
                </div>
              )}
            </li>
          );
        })}
        {room > 0 && (
          <li>
            <label
              htmlFor={inputId}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={`flex aspect-square cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-3 text-center text-sm font-medium transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 ${
                dragging
                  ? 'border-indigo-600 bg-indigo-50 text-indigo-900'
                  : 'border-neutral-300 bg-white text-neutral-700 hover:border-indigo-500 hover:text-indigo-800'
              } ${uploading || disabled ? 'pointer-events-none opacity-60' : ''}`}
            >
              {uploading ? (
                <LoaderCircle aria-hidden="true" className="size-7 animate-spin" />
              ) : (
                <ImagePlus aria-hidden="true" className="size-7" />
              )}
              <span>{t('images.add')}</span>
              <span className="text-xs font-normal text-neutral-600">
                {t('images.room', { count: room })}
              </span>
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                accept={PRODUCT_IMAGE_ACCEPT}
                multiple
                disabled={uploading || disabled}
                aria-describedby={describedBy}
                aria-invalid={shownError ? true : undefined}
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  void addFiles(files);
                }}
                className="sr-only"
              />
            </label>
          </li>
        )}
      </ul>

      {uploading && (
        <div className="mt-4">
          <div className="mb-1 flex justify-between text-sm text-neutral-700">
            <span>{t('images.uploading')}</span>
            <span className="tabular-nums">{Math.round(progress * 100)}%</span>
          </div>
          <ProgressBar label={t('images.uploading')} percent={Math.round(progress * 100)} />
        </div>
      )}

      {statusError && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          {statusError}
        </p>
      )}
      {shownError && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {shownError}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
