import { describe, expect, it } from 'vitest';
import { isTaobaoShortLink, parseShopLink } from './links';
import { MESSAGES } from './messages';
import { productLinkSchema } from './schemas/product-input';

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

describe('isTaobaoShortLink', () => {
  it.each([
    'https://m.tb.cn/h.5XyZaBc',
    'http://m.tb.cn/h.5XyZaBc?tk=abc',
    'm.tb.cn/h.5XyZaBc',
    '【淘宝】https://m.tb.cn/h.5XyZaBc?tk=abc CZ0001 「亚麻衬衫」点击链接直接打开',
  ])('recognises %s', (text) => {
    expect(isTaobaoShortLink(text)).toBe(true);
  });

  it.each([
    'https://item.taobao.com/item.htm?id=612345678901',
    'https://m.tb.cn.taobao.com/item.htm?id=612345678901',
    'https://xm.tb.cn/h.5XyZaBc',
    'https://example.com/m.tb.cn/h.5XyZaBc',
  ])('leaves %s alone', (text) => {
    expect(isTaobaoShortLink(text)).toBe(false);
  });
});

describe('productLinkSchema', () => {
  it.each([
    ['https://m.tb.cn/h.5XyZaBc', MESSAGES.productLinkTaobaoShort],
    ['【淘宝】https://m.tb.cn/h.5XyZaBc?tk=abc 「亚麻衬衫」', MESSAGES.productLinkTaobaoShort],
    ['https://example.com/item?id=1', MESSAGES.productLinkPlatform],
    ['not a link', MESSAGES.invalidUrl],
  ])('refuses %s saying what to do', (link, message) => {
    expect(productLinkSchema.safeParse(link).error?.issues[0]?.message).toBe(message);
  });
});
