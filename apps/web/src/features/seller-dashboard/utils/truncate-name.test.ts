import { describe, expect, it } from 'vitest';
import { truncateName } from './truncate-name';

describe('truncateName', () => {
  it('keeps names of up to 8 characters', () => {
    expect(truncateName('Hoodie')).toBe('Hoodie');
    expect(truncateName('Trousers')).toBe('Trousers');
  });

  it("cuts longer names at 8 characters and adds '..'", () => {
    expect(truncateName('Tailored Cotton Trousers')).toBe('Tailored..');
    expect(truncateName('lotusandco')).toBe('lotusand..');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateName('😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀😀..');
    expect(truncateName('复古水洗牛仔夹克外套')).toBe('复古水洗牛仔夹克..');
  });
});
