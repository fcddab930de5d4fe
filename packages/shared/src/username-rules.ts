import type { MessageKey } from './messages';

/**
 * Look-alike usernames (decision 025): what a username may not contain beyond the form's rules.
 * Checked on the NFKC form, the one that is stored.
 */

/** The form a username is stored and compared in: fullwidth `ｍ` is `m`, `ﬁ` is `fi`. */
export function normalizeUsername(name: string): string {
  return name.normalize('NFKC').trim();
}

const BIDI_CONTROL = /\p{Bidi_Control}/u;
/** Zero-width and other default-ignorable code points, format and control characters, line and
 * paragraph separators, surrogates, private-use and unassigned code points. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]/u;
/** Digits, punctuation and combining marks go with every script. */
const ANY_SCRIPT = /^[\p{scx=Zyyy}\p{scx=Zinh}]$/u;

// Every script of Unicode 17 (ISO 15924 codes); an engine that does not know one skips it.
const SCRIPT_CODES = (
  'Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi ' +
  'Buhd Cakm Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba ' +
  'Elym Ethi Gara Geor Glag Gong Gonm Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr ' +
  'Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi Lana ' +
  'Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero ' +
  'Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh ' +
  'Orya Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb ' +
  'Saur Sgnw Shaw Shrd Sidd Sidt Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr ' +
  'Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr Tols Toto Tutg ' +
  'Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb'
).split(' ');

/**
 * Unicode TR39's augmented sets: Han writes Chinese (with Bopomofo), Japanese (with Hiragana and
 * Katakana) and Korean (with Hangul), so those mixes count as one script.
 */
const AUGMENTED: Readonly<Record<string, readonly string[]>> = {
  Hani: ['Hanb', 'Jpan', 'Kore'],
  Hira: ['Jpan'],
  Kana: ['Jpan'],
  Hang: ['Kore'],
  Bopo: ['Hanb'],
};
const CJK_SETS = new Set(['Hanb', 'Jpan', 'Kore']);

let scriptPatterns: readonly (readonly [string, RegExp])[] | undefined;

function patterns(): readonly (readonly [string, RegExp])[] {
  scriptPatterns ??= SCRIPT_CODES.flatMap((code) => {
    try {
      return [[code, new RegExp(`\\p{scx=${code}}`, 'u')] as const];
    } catch {
      return [];
    }
  });
  return scriptPatterns;
}

/** The character's scripts (Script_Extensions, augmented); null when it goes with any script. */
function scriptsOf(char: string): Set<string> | null {
  if (ANY_SCRIPT.test(char)) return null;
  const scripts = new Set<string>();
  for (const [code, pattern] of patterns()) {
    if (!pattern.test(char)) continue;
    scripts.add(code);
    for (const extra of AUGMENTED[code] ?? []) scripts.add(extra);
  }
  return scripts;
}

/** The scripts every character of `chars` belongs to; null when none has a script of its own. */
function resolvedScripts(chars: readonly string[]): Set<string> | null {
  let common: Set<string> | null = null;
  for (const char of chars) {
    const scripts = scriptsOf(char);
    if (!scripts) continue;
    const before: Set<string> = common ?? scripts;
    common = new Set([...before].filter((code) => scripts.has(code)));
    if (common.size === 0) break;
  }
  return common;
}

/**
 * One script, or (TR39's "highly restrictive" level) Latin beside Chinese, Japanese or Korean
 * writing, as in `小明studio`. Latin with Cyrillic or Greek is refused.
 */
function isSingleScript(name: string): boolean {
  // Code points, not graphemes: each carries its own script.
  const chars = Array.from(name);
  const all = resolvedScripts(chars);
  if (!all || all.size > 0) return true;
  const rest = resolvedScripts(chars.filter((char) => !scriptsOf(char)?.has('Latn')));
  return rest !== null && [...rest].some((code) => CJK_SETS.has(code));
}

/** Why a normalised username is refused, or undefined when these rules accept it. */
export function usernameCharactersProblem(name: string): MessageKey | undefined {
  if (BIDI_CONTROL.test(name)) return 'usernameDirectionControl';
  if (INVISIBLE.test(name)) return 'usernameInvisible';
  if (!isSingleScript(name)) return 'usernameMixedScripts';
  return undefined;
}
