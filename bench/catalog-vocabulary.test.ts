import { describe, expect, it } from 'vitest';
import { RealisticNames, TokenCounter } from './catalog-vocabulary';

function generate(count: number, seed: number): { names: string[]; counter: TokenCounter } {
  const factory = new RealisticNames(seed);
  const counter = new TokenCounter();
  const names = Array.from({ length: count }, (_, i) => {
    const name = factory.name(i % 16);
    counter.add(name);
    return name;
  });
  return { names, counter };
}

describe('the realistic vocabulary of generated names', () => {
  const { names, counter } = generate(20_000, 42);
  const report = counter.report();

  it('draws from a large vocabulary: brands, model codes and Chinese words among the tokens', () => {
    expect(report.distinct).toBeGreaterThanOrEqual(12_000);
    expect(report.withDigits).toBeGreaterThanOrEqual(2_000);
    expect(report.cjk).toBeGreaterThanOrEqual(500);
  });

  it('gives it a Zipf-like head: a few tokens are everywhere, most are rare', () => {
    const share = (top: number) => report.topShares.find((entry) => entry.top === top)?.share ?? 0;
    expect(share(10)).toBeGreaterThan(0.05);
    expect(share(10)).toBeLessThan(0.25);
    expect(share(100)).toBeGreaterThan(0.25);
    expect(share(1000)).toBeGreaterThan(0.6);
    expect(report.once).toBeGreaterThan(report.distinct / 3);
  });

  it('makes the same names from the same seed, other names from another', () => {
    expect(generate(50, 42).names).toEqual(names.slice(0, 50));
    expect(generate(50, 43).names).not.toEqual(names.slice(0, 50));
  });
});
