import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

const schema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'nameRequired')
    .regex(/^[A-Z]/, 'nameCapital'),
  email: z.email('emailInvalid'),
});

describe('lazySchema', () => {
  it('loads the schema on the first check only, then checks with it', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const form = lazySchema(load);
    expect(load).not.toHaveBeenCalled();

    expect(await form.validate({ name: '', email: '' })).toEqual({
      ok: false,
      // The first message of each field only.
      errors: { name: { message: 'nameRequired' }, email: { message: 'emailInvalid' } },
    });
    expect(await form.validate({ name: ' Ada ', email: 'ada@example.com' })).toEqual({
      ok: true,
      data: { name: 'Ada', email: 'ada@example.com' },
    });
    expect(load).toHaveBeenCalledOnce();
  });

  it('prefetch loads it ahead, once', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const form = lazySchema(load);
    form.prefetch();
    form.prefetch();
    await form.validate({ name: 'Ada', email: 'ada@example.com' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries the download again after a failed one', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const form = lazySchema(load);
    await expect(form.validate({ name: 'Ada', email: 'a@b.co' })).rejects.toThrow('offline');
    expect((await form.validate({ name: 'Ada', email: 'a@b.co' })).ok).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
