import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from './common-messages';
import { MESSAGES, messageKeyOf, messageText } from './messages';

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

describe('messageText', () => {
  it('fills placeholders from params and leaves unknown ones as they are', () => {
    expect(messageText('colorInUse', { name: 'Red' })).toBe(
      'The color "Red" cannot be deleted because it is being used by one or more products.',
    );
    expect(messageText('unknownLookup')).toBe('Unknown value: {{value}}');
    expect(messageText('sellerNotFound')).toBe('Seller not found.');
  });
});
