import { describe, expect, it } from 'vitest';
import { canRemoveImage, checkImageFiles, moveImage, removeImageAt } from './image-rules';

const file = (name: string, type: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('checkImageFiles', () => {
  it('accepts JPEG, PNG and GIF files under 1 MB', () => {
    const files = [
      file('a.jpg', 'image/jpeg'),
      file('b.png', 'image/png'),
      file('c.gif', 'image/gif'),
    ];
    expect(checkImageFiles(0, files)).toEqual({ ok: true, files });
  });

  it('allows 4 images at most, counting those already there', () => {
    expect(checkImageFiles(3, [file('a.png', 'image/png')]).ok).toBe(true);
    expect(checkImageFiles(3, [file('a.png', 'image/png'), file('b.png', 'image/png')])).toEqual({
      ok: false,
      code: 'tooManyImages',
    });
    expect(
      checkImageFiles(
        0,
        Array.from({ length: 5 }, () => file('a.png', 'image/png')),
      ),
    ).toEqual({ ok: false, code: 'tooManyImages' });
  });

  it('refuses other types', () => {
    for (const type of ['image/webp', 'image/svg+xml', 'text/plain', '']) {
      expect(checkImageFiles(0, [file('x', type)])).toEqual({
        ok: false,
        code: 'imageFormat',
      });
    }
  });

  it('refuses files of 1 MB or more', () => {
    expect(checkImageFiles(0, [file('big.jpg', 'image/jpeg', 1024 * 1024 - 1)]).ok).toBe(true);
    expect(checkImageFiles(0, [file('big.jpg', 'image/jpeg', 1024 * 1024)])).toEqual({
      ok: false,
      code: 'imageTooLarge',
    });
  });
});

describe('the image list', () => {
  it('never removes the last image', () => {
    expect(canRemoveImage(['a'])).toBe(false);
    expect(removeImageAt(['a'], 0)).toEqual(['a']);
    expect(canRemoveImage(['a', 'b'])).toBe(true);
    expect(removeImageAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('moves an image within the list', () => {
    expect(moveImage(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveImage(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveImage(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveImage(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });
});
