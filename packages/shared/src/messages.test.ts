import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from './common-messages';
import { MESSAGES, messageKeyOf } from './messages';

describe('the server texts', () => {
  it('copy the common ones from the table, word for word', () => {
    expect(MESSAGES).toMatchObject(COMMON_MESSAGES);
  });

  it('are found by their English text', () => {
    expect(messageKeyOf(MESSAGES.sellerNotFound)).toBe('sellerNotFound');
    expect(messageKeyOf('Something else')).toBeUndefined();
  });
});
