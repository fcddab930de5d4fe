import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { explainedError } from '@/lib/api-client';
import { useServerText } from '@/hooks/use-server-text';
import { validateImage } from '../api/update-profile';
import { checkPicture, type PictureProblem } from '../utils/picture-checks';

/** A new picture chosen in the form: being checked by the server, or accepted (saved on save). */
export type PictureChoice =
  | { status: 'none' }
  | { status: 'checking'; file: File; previewUrl: string }
  | { status: 'accepted'; file: File; previewUrl: string };

export type PictureFeedback = { type: 'error' | 'success'; message: string } | null;

/**
 * The profile picture's flow (accounts-and-admin §4, §5): the browser's checks, then the server's
 * judgement (POST /api/validate-image) while the form shows 'scanning'; an accepted image waits for
 * save, a rejected one reverts to the saved picture with 'Image content not appropriate'.
 */
export function usePictureChoice() {
  const { t } = useTranslation('accounts');
  const { t: tMain } = useTranslation();
  const serverText = useServerText();
  const [choice, setChoice] = useState<PictureChoice>({ status: 'none' });
  const [feedback, setFeedback] = useState<PictureFeedback>(null);
  const pending = useRef<AbortController | null>(null);

  // The preview's object URL lives as long as the choice shows it.
  const previewUrl = choice.status === 'none' ? null : choice.previewUrl;
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  // Leaving the page drops a check still running.
  useEffect(() => () => pending.current?.abort(), []);

  const problemText = (problem: PictureProblem): string =>
    problem === 'noFile'
      ? tMain('messages.noFileSelected')
      : problem === 'tooLarge'
        ? t('picture.tooLarge')
        : t('picture.invalidType');

  const choose = async (file: File | undefined) => {
    const problem = checkPicture(file);
    if (problem || !file) {
      setFeedback({ type: 'error', message: problemText(problem ?? 'noFile') });
      return;
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const url = URL.createObjectURL(file);
    setChoice({ status: 'checking', file, previewUrl: url });
    setFeedback(null);
    try {
      const result = await validateImage(file, controller.signal);
      if (controller.signal.aborted) return;
      if (result.appropriate) {
        setChoice({ status: 'accepted', file, previewUrl: url });
        setFeedback({ type: 'success', message: t('picture.accepted') });
      } else {
        setChoice({ status: 'none' });
        setFeedback({ type: 'error', message: tMain('messages.imageNotAppropriate') });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      setChoice({ status: 'none' });
      // The server's own reason (a type or size it refuses), else the spec's general failure.
      const known = explainedError(error);
      setFeedback({
        type: 'error',
        message: known ? serverText(known) : t('picture.validateFailed'),
      });
    } finally {
      if (pending.current === controller) pending.current = null;
    }
  };

  /** Back to the saved picture (undo, or after the picture was saved). */
  const reset = () => {
    pending.current?.abort();
    setChoice({ status: 'none' });
    setFeedback(null);
  };

  return { choice, feedback, choose, reset };
}
