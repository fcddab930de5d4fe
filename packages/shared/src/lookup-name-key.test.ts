import { describe, expect, it } from 'vitest';
import { lookupNameKey } from './lookup-name-key';

describe('lookupNameKey', () => {
  it.each([
    ['ACCESSOIRES', 'accessoires'],
    ['Ａｃｃｅｓｓｏｉｒｅｓ', 'accessoires'],
    ['Straße', 'strasse'],
    [' 黑色 ', '黑色'],
  ])('%j is compared as %j', (name, key) => expect(lookupNameKey(name)).toBe(key));
});
