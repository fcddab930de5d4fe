import { describe, expect, it } from 'vitest';
import { isPlatformHost, parseShopLink, shortShareLink } from './links';
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

describe('shortShareLink', () => {
  it.each([
    ['https://m.tb.cn/h.5XyZaBc', 'https://m.tb.cn/h.5XyZaBc'],
    ['http://m.tb.cn/h.5XyZaBc?tk=abc', 'https://m.tb.cn/h.5XyZaBc?tk=abc'],
    ['M.TB.CN/h.5XyZaBc', 'https://m.tb.cn/h.5XyZaBc'],
    [
      '【淘宝】https://m.tb.cn/h.5XyZaBc?tk=abc CZ0001 「亚麻衬衫」点击链接直接打开',
      'https://m.tb.cn/h.5XyZaBc?tk=abc',
    ],
    ['https://k.youshop10.com/Ab3dEf', 'https://k.youshop10.com/Ab3dEf'],
    ['https://qr.1688.com/s/Ab3dEf', 'https://qr.1688.com/s/Ab3dEf'],
  ])('finds %s as %s', (text, link) => {
    expect(shortShareLink(text)).toBe(link);
  });

  it.each([
    'https://item.taobao.com/item.htm?id=612345678901',
    'https://m.tb.cn.taobao.com/item.htm?id=612345678901',
    'https://xm.tb.cn/h.5XyZaBc',
    'https://example.com/m.tb.cn/h.5XyZaBc',
    'https://m.tb.cn@example.com/h.5XyZaBc',
  ])('leaves %s alone', (text) => {
    expect(shortShareLink(text)).toBeNull();
  });
});

describe('isPlatformHost', () => {
  it.each(['item.taobao.com', 'm.tb.cn', 'weidian.com', 'detail.1688.com', 'TMALL.COM'])(
    '%s is a platform host',
    (host) => expect(isPlatformHost(host)).toBe(true),
  );
  it.each(['taobao.com.example.com', 'nottaobao.com', '127.0.0.1', 'example.com'])(
    '%s is not',
    (host) => expect(isPlatformHost(host)).toBe(false),
  );
});

describe('productLinkSchema', () => {
  it.each(['https://m.tb.cn/h.5XyZaBc', '【淘宝】https://m.tb.cn/h.5XyZaBc?tk=abc 「亚麻衬衫」'])(
    'takes the share link %s, which the server follows',
    (link) => expect(productLinkSchema.safeParse(link).success).toBe(true),
  );
  it.each([
    ['https://example.com/item?id=1', MESSAGES.productLinkPlatform],
    ['not a link', MESSAGES.invalidUrl],
  ])('refuses %s saying what to do', (link, message) => {
    expect(productLinkSchema.safeParse(link).error?.issues[0]?.message).toBe(message);
  });
});
