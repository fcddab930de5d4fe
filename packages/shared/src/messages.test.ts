import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from './common-messages';
import { MESSAGES, messageKeyOf } from './messages';

describe('the server texts', () => {
  it('include the common ones the first pages use, under the same keys', () => {
    expect(MESSAGES).toMatchObject(COMMON_MESSAGES);
    expect(messageKeyOf(COMMON_MESSAGES.productNotFound)).toBe('productNotFound');
  });

  it('are found by their English text', () => {
    expect(messageKeyOf(MESSAGES.sellerNotFound)).toBe('sellerNotFound');
    expect(messageKeyOf('Something else')).toBeUndefined();
  });
});
