import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * When neither the share sheet nor the clipboard would take the link: the spec's message with the
 * link in a read-only field, focused and selected, ready to be copied by hand.
 */
export function ShareLinkFallback({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [url]);

  return (
    <div className="basis-full">
      <label htmlFor={id} className="block text-sm font-medium text-red-800">
        {t('share.failed')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="url"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 w-full min-w-0 rounded-lg border border-neutral-300 bg-neutral-50 px-3 py-2 font-mono text-sm text-neutral-900"
      />
    </div>
  );
}
