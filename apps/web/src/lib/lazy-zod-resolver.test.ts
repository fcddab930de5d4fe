import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ name: z.string().min(1, 'nameRequired') });
type Values = z.input<typeof schema>;
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

describe('lazyZodResolver', () => {
  it('loads the schema on the first validation only, then validates with it', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const invalid = await resolver({ name: '' }, undefined, options);
    expect(invalid.errors.name?.message).toBe('nameRequired');
    const valid = await resolver({ name: 'Ada' }, undefined, options);
    expect(valid).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledOnce();
  });

  it('prefetch loads it ahead, once', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const resolver = lazyZodResolver(load);
    resolver.prefetch();
    resolver.prefetch();
    await resolver({ name: 'Ada' }, undefined, options);
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries the download again after a failed one', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const resolver = lazyZodResolver(load);
    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ name: 'Ada' }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
