import { describe, expect, it } from 'vitest';
import { PackedNames } from './packed-names';

describe('PackedNames', () => {
  const words = ['b', 'a', 'ab', 'äpfel', 'zebra', '卫衣', 't恤', 'a', '', 'ééé', 'apple'];

  it('orders names as strings compare, equal names by id', () => {
    const names = new PackedNames();
    words.forEach((word, id) => names.set(id, word));
    const ids = words.map((_, id) => id);
    const byBytes = [...ids].sort((a, b) => (names.before(a, b) ? -1 : 1));
    const byStrings = [...ids].sort((a, b) => {
      const x = words[a]!;
      const y = words[b]!;
      return x < y || (x === y && a < b) ? -1 : 1;
    });
    expect(byBytes).toEqual(byStrings);
  });

  it('gives back each name, the latest one set, after many replacements', () => {
    const names = new PackedNames();
    for (let round = 0; round < 40; round++) {
      for (let id = 0; id < 2_000; id++)
        names.set(id, `name ${id} round ${round} ${'x'.repeat(20)}`);
    }
    names.delete(7);
    expect(names.get(5)).toBe(`name 5 round 39 ${'x'.repeat(20)}`);
    expect(names.get(1_999)).toBe(`name 1999 round 39 ${'x'.repeat(20)}`);
    expect(names.get(7)).toBe('');
    expect(names.before(10, 2)).toBe(true);
  });
});

describe('PackedNames with names as products write them', () => {
  const pieces = [
    'nike',
    'air',
    'max',
    'a',
    'ab',
    '',
    ' ',
    '卫衣',
    '黑色连帽卫衣',
    't恤',
    'größe',
    'café',
    '😀',
    'xr-2000',
    "men's",
  ];
  const byUtf8 = (names: string[]) => (a: number, b: number) =>
    Buffer.compare(Buffer.from(names[a]!), Buffer.from(names[b]!)) || a - b;

  /** A seeded name of 0–6 pieces joined by one, two or no spaces. */
  function nameOf(seed: number): string {
    let state = seed * 2654435761;
    const next = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % n;
    };
    let name = '';
    for (let i = next(7); i > 0; i--)
      name += pieces[next(pieces.length)]! + ['', ' ', '  '][next(3)]!;
    return name;
  }

  it('keeps every name exactly and orders them by their UTF-8 bytes', () => {
    const names = Array.from({ length: 3_000 }, (_, id) => nameOf(id));
    const packed = new PackedNames();
    names.forEach((name, id) => packed.set(id, name));
    packed.trim();
    names.forEach((name, id) => expect(packed.get(id)).toBe(name));
    const ids = names.map((_, id) => id);
    const sorted = [...ids].sort((a, b) => (packed.before(a, b) ? -1 : 1));
    expect(sorted).toEqual([...ids].sort(byUtf8(names)));
  });

  it('stays exact after renames that leave most words unused', () => {
    const packed = new PackedNames();
    const names: string[] = [];
    // Names set once, which each compaction moves and renumbers.
    for (let id = 5_000; id < 6_000; id++) {
      const name = nameOf(id);
      names[id] = name;
      packed.set(id, name);
    }
    for (let round = 0; round < 30; round++) {
      for (let id = 0; id < 5_000; id++) {
        const name = `${nameOf(id + round)} code${round}x${id} 卫衣${round}`;
        names[id] = name;
        packed.set(id, name);
      }
    }
    names.forEach((name, id) => expect(packed.get(id)).toBe(name));
    const ids = names.map((_, id) => id).slice(4_600);
    const sorted = [...ids].sort((a, b) => (packed.before(a, b) ? -1 : 1));
    expect(sorted).toEqual([...ids].sort(byUtf8(names)));
  });
});
