import { describe, expect, it } from 'vitest';
import { parseShopLink } from './links';

describe('parseShopLink', () => {
  it.each([
    ['https://item.taobao.com/item.htm?id=612345678901', 'TAOBAO', '612345678901'],
    ['https://weidian.com/item.html?itemID=4411223344', 'WEIDIAN', '4411223344'],
    ['https://weidian.com/item.html?itemId=4411223344', 'WEIDIAN', '4411223344'],
    ['https://detail.1688.com/offer/623456789012.html', 'ALI_1688', '623456789012'],
  ])('reads %s', (link, platform, itemId) => {
    expect(parseShopLink(link)).toEqual({ platform, itemId });
  });

  it.each([
    'not a url',
    'https://item.taobao.com/item.htm',
    'https://weidian.com/item.html?id=1',
    'https://detail.1688.com/offer/abc.html',
    'https://example.com/item?id=1',
    'javascript:alert(1)',
  ])('refuses %s', (link) => {
    expect(parseShopLink(link)).toBeNull();
  });
});
