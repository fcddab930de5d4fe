import { MESSAGES, messageKeyOf, type MessageKey } from '@curio/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Server texts that carry a name: `The color "Red" cannot be deleted …`. */
const NAMED_MESSAGES = ['colorInUse', 'sizeInUse', 'categoryInUse'] as const satisfies MessageKey[];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const namedPatterns = NAMED_MESSAGES.map((key) => {
  const [before = '', after = ''] = MESSAGES[key].split('{{name}}');
  return { key, pattern: new RegExp(`^${escapeRegExp(before)}(.*)${escapeRegExp(after)}$`, 's') };
});

/** The key (and name) of one of the spec's server texts, or undefined for any other text. */
function matchServerMessage(message: string): { key: MessageKey; name?: string } | undefined {
  const key = messageKeyOf(message);
  if (key) return { key };
  for (const { key: namedKey, pattern } of namedPatterns) {
    const name = pattern.exec(message)?.[1];
    if (name !== undefined) return { key: namedKey, name };
  }
  return undefined;
}

/** A text of the spec (a server reply or a shared schema's message) in the current language. */
export function useMessageText(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (text) => {
      const match = matchServerMessage(text);
      if (!match) return text;
      return match.name === undefined
        ? t(`messages.${match.key}`)
        : t(`messages.${match.key}`, { name: match.name });
    },
    [t],
  );
}

/**
 * Turns a failed call into the text to show: the server's message in the current language when
 * it is one of the spec's texts (409 "in use", self-protection, validation), else `fallback`.
 */
export function useServerMessage(): (error: unknown, fallback: string) => string {
  const messageText = useMessageText();
  return useCallback(
    (error, fallback) => {
      const message = error instanceof Error ? error.message : undefined;
      const match = message ? matchServerMessage(message) : undefined;
      // A bare 'An unexpected error occurred' says less than the action's own failure text.
      return message && match && match.key !== 'unexpectedError' ? messageText(message) : fallback;
    },
    [messageText],
  );
}
