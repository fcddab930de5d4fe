import { MESSAGES } from './messages';

/**
 * A price as a seller types it (accounts-and-admin §5, the product form and the CSV import).
 * The decimals follow a point or a comma, whichever is typed. Thousands may be grouped by three
 * with a comma, a point or a space (also a no-break or narrow no-break space). A text with two
 * readings is refused rather than guessed: a lone separator followed by exactly three digits is
 * a thousands separator only where the page's language groups with it (1,234 in English, 1.234
 * in German); without a language, as in a CSV file, it is refused.
 */

/** The plain decimal text of the amount ("1234.50"), or the message of why it cannot be read. */
export type PriceTextReading = { plain: string } | { problem: string };

/** What each language writes between groups of three digits, besides a space. */
const GROUP_SEPARATOR: Record<string, '.' | ','> = {
  en: ',',
  zh: ',',
  de: '.',
  es: '.',
  fr: '.',
};

const unreadable: PriceTextReading = { problem: MESSAGES.priceSeparators };

/** Digits grouped by three after a first group of one to three (not 0), or plain digits. */
function integerDigits(text: string, separator: string | undefined): string | undefined {
  if (separator === undefined) return /^\d+$/.test(text) ? text : undefined;
  const groups = text.split(separator);
  const [first, ...rest] = groups;
  if (!first || !/^[1-9]\d{0,2}$/.test(first) || rest.length === 0) return undefined;
  return rest.every((group) => /^\d{3}$/.test(group)) ? groups.join('') : undefined;
}

function reading(sign: string, integer: string, fraction: string | undefined): PriceTextReading {
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return unreadable;
  return { plain: fraction === undefined ? `${sign}${integer}` : `${sign}${integer}.${fraction}` };
}

/** Reads a typed price as `language` (a language code; none: a file's neutral rules) writes it. */
export function readPriceText(text: string, language?: string): PriceTextReading {
  // NFKC: full-width digits and separators (a Chinese keyboard) and every no-break space become
  // their plain forms.
  const trimmed = text.normalize('NFKC').trim().replace(/\s+/g, ' ');
  if (trimmed === '') return { problem: MESSAGES.priceRequired };
  const sign = trimmed.startsWith('-') ? '-' : '';
  const body = trimmed.slice(sign.length);
  if (!/^[\d., ]+$/.test(body) || !/^\d/.test(body)) return { problem: MESSAGES.priceInvalid };

  const spaced = body.includes(' ');
  const points = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  const lastPoint = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');

  // Both kinds: the last one marks the decimals, the other groups the thousands.
  if (points > 0 && commas > 0) {
    const decimal = lastPoint > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    if ((decimal === '.' ? points : commas) > 1 || spaced) return unreadable;
    const at = Math.max(lastPoint, lastComma);
    const integer = integerDigits(body.slice(0, at), group);
    return integer === undefined ? unreadable : reading(sign, integer, body.slice(at + 1));
  }

  const separator = points > 0 ? '.' : commas > 0 ? ',' : undefined;
  if (separator === undefined) {
    const integer = integerDigits(body, spaced ? ' ' : undefined);
    return integer === undefined ? unreadable : reading(sign, integer, undefined);
  }
  // Twice or more: only thousands can be grouped so, and a space cannot join them.
  if (points + commas > 1) {
    const integer = spaced ? undefined : integerDigits(body, separator);
    return integer === undefined ? unreadable : reading(sign, integer, undefined);
  }
  const at = body.indexOf(separator);
  const fraction = body.slice(at + 1);
  const groupsThousands = GROUP_SEPARATOR[language?.split('-')[0] ?? ''] === separator;
  if (fraction.length === 3 && !spaced) {
    const integer = integerDigits(body, separator);
    if (integer === undefined) return reading(sign, body.slice(0, at), fraction);
    return groupsThousands
      ? reading(sign, integer, undefined)
      : { problem: MESSAGES.priceAmbiguous };
  }
  const integer = integerDigits(body.slice(0, at), spaced ? ' ' : undefined);
  return integer === undefined ? unreadable : reading(sign, integer, fraction);
}

/** An amount as the form shows it for editing: the language's decimal sign, no grouping. */
export function writePriceText(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount);
}
