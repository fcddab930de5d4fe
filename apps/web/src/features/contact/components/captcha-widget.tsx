import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_CHALLENGE_URL } from '../api/send-contact';

export type CaptchaHandle = { reset: () => void };

type CaptchaWidgetProps = {
  /** The payload once verified; null when not (yet) verified, expired or reset. */
  onChange: (payload: string | null) => void;
  ref?: Ref<CaptchaHandle>;
};

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/** Loads the widget's code once; after a failed download, the next interaction tries again. */
let defining: Promise<void> | undefined;
const defineWidget = () => {
  defining ??= import('./captcha-element').then(
    () => undefined,
    () => {
      defining = undefined;
    },
  );
};

/**
 * The ALTCHA proof-of-work widget (a web component), fetching its challenge from our server. Its
 * texts follow the page's language. Its code loads on the first focus or input in its form: the
 * element, rendered by the server as it is, is then upgraded in place.
 */
export function CaptchaWidget({ onChange, ref }: CaptchaWidgetProps) {
  const { i18n } = useTranslation();
  const element = useRef<HTMLElementTagNameMap['altcha-widget']>(null);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        // Not defined yet, the element has nothing to reset.
        if (customElements.get('altcha-widget')) element.current?.reset();
      },
    }),
    [],
  );

  useEffect(() => {
    const form = element.current?.closest('form');
    if (!form) {
      defineWidget();
      return;
    }
    form.addEventListener('focusin', defineWidget);
    form.addEventListener('input', defineWidget);
    return () => {
      form.removeEventListener('focusin', defineWidget);
      form.removeEventListener('input', defineWidget);
    };
  }, []);

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onChange(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [onChange]);

  return (
    <altcha-widget
      ref={element}
      challenge={CAPTCHA_CHALLENGE_URL}
      language={i18n.resolvedLanguage ?? i18n.language}
      name="altcha"
      style={{
        '--altcha-max-width': '100%',
        '--altcha-border-radius': '0.75rem',
        '--altcha-border-color': '#d4d4d4',
        '--altcha-color-primary': '#4338ca',
      }}
    />
  );
}
