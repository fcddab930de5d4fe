import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { usernameSchema } from './schemas/accounts';
import { normalizeUsername, usernameCharactersProblem } from './username-rules';

const refusal = (name: string) => usernameSchema.safeParse(name).error?.issues[0]?.message;

describe('username normalisation', () => {
  it.each([
    ['ｍingstudio', 'mingstudio'],
    ['ＭＩＮＧ', 'MING'],
    ['ﬁnds', 'finds'],
    ['Jose\u0301', 'José'],
    ['\u3000ming\u3000', 'ming'],
  ])('stores %j as %j', (typed, stored) => {
    expect(normalizeUsername(typed)).toBe(stored);
    expect(usernameSchema.parse(typed)).toBe(stored);
  });
});

describe('usernames refused for look-alike characters', () => {
  it.each([
    ['ming\u200bstudio', 'zero-width space', MESSAGES.usernameInvisible],
    ['ming\u200dstudio', 'zero-width joiner', MESSAGES.usernameInvisible],
    ['ming\u00adstudio', 'soft hyphen', MESSAGES.usernameInvisible],
    ['ming\u2060studio', 'word joiner', MESSAGES.usernameInvisible],
    ['ming\ufeffstudio', 'zero-width no-break space', MESSAGES.usernameInvisible],
    ['ming\u3164studio', 'Hangul filler', MESSAGES.usernameInvisible],
    ['ming\tstudio', 'tab', MESSAGES.usernameInvisible],
    ['ming\ue000studio', 'private use', MESSAGES.usernameInvisible],
    ['ming\u202estudio', 'right-to-left override', MESSAGES.usernameDirectionControl],
    ['ming\u2067studio', 'right-to-left isolate', MESSAGES.usernameDirectionControl],
    ['ming\u200fstudio', 'right-to-left mark', MESSAGES.usernameDirectionControl],
    ['mіngstudio', 'Latin with a Cyrillic і', MESSAGES.usernameMixedScripts],
    ['αlphastudio', 'Latin with a Greek α', MESSAGES.usernameMixedScripts],
    ['Москваm', 'Cyrillic with a Latin m', MESSAGES.usernameMixedScripts],
    ['小明studіo', 'Han and Latin with a Cyrillic і', MESSAGES.usernameMixedScripts],
    ['김민たろう', 'Hangul with Hiragana', MESSAGES.usernameMixedScripts],
  ])('%j (%s)', (name, _what, message) => {
    expect(refusal(name)).toBe(message);
  });
});

describe('usernames accepted', () => {
  it.each([
    ['mingstudio', 'Latin'],
    ['ming_studio-2.0', 'Latin with digits, _, - and .'],
    ['ming studio', 'a space, as before'],
    ['José', 'Latin with an accent'],
    ['明工作室', 'Chinese'],
    ['小明studio', 'Chinese beside Latin'],
    ['山田たろう', 'Japanese: Han with Hiragana'],
    ['ヤマダ太郎', 'Japanese: Katakana with Han'],
    ['김민수', 'Korean'],
    ['Москва', 'Cyrillic alone'],
    ['Αθηνά', 'Greek alone'],
    ['2024', 'digits alone'],
  ])('%j (%s)', (name) => {
    expect(usernameCharactersProblem(normalizeUsername(name))).toBeUndefined();
    expect(usernameSchema.safeParse(name).success).toBe(true);
  });
});
