import { describe, expect, it } from 'vitest';
import { parseShopLink, type Platform } from '@curio/shared';
import { buyLinkFor, fillTemplate, type AgentSettings } from './agent-links';

const superbuy: AgentSettings = { name: 'Superbuy', referralCode: 'CURIO2025', linkTemplate: null };
const cnfans: AgentSettings = { name: '  CnFans ', referralCode: 'CURIOCNF25', linkTemplate: null };
const dogegoo: AgentSettings = {
  name: 'DogeGoo',
  referralCode: 'CURIODOGE',
  linkTemplate: 'https://www.dogegoo.com/product?url={url}&platform={platform}&id={id}&ref={ref}',
};

/** Real-shaped links as shoppers and sellers paste them: desktop, mobile, with junk parameters. */
const VALID: [string, Platform, string][] = [
  ['https://item.taobao.com/item.htm?id=612345678901', 'TAOBAO', '612345678901'],
  [
    'https://item.taobao.com/item.htm?spm=a1z10.3-c.w4002-1.9.1f2c&id=612345678901&ns=1&abbucket=7',
    'TAOBAO',
    '612345678901',
  ],
  ['http://item.taobao.com/item.htm?id=612345678901', 'TAOBAO', '612345678901'],
  ['https://h5.m.taobao.com/awp/core/detail.htm?id=612345678901&sku=3', 'TAOBAO', '612345678901'],
  ['https://m.intl.taobao.com/detail/detail.html?id=612345678901', 'TAOBAO', '612345678901'],
  ['https://world.taobao.com/item/612345678901.htm?id=612345678901', 'TAOBAO', '612345678901'],
  ['https://a.m.taobao.com/i612345678901.htm', 'TAOBAO', '612345678901'],
  ['https://detail.tmall.com/item.htm?id=712345678901&skuId=4', 'TAOBAO', '712345678901'],
  ['https://detail.m.tmall.com/item.htm?id=712345678901', 'TAOBAO', '712345678901'],
  ['https://weidian.com/item.html?itemID=4411223344', 'WEIDIAN', '4411223344'],
  [
    'https://weidian.com/item.html?itemId=4411223344&wfr=wx&spider_token=abc',
    'WEIDIAN',
    '4411223344',
  ],
  ['https://shop1234567.v.weidian.com/item.html?itemID=4411223344', 'WEIDIAN', '4411223344'],
  [
    'https://weidian.com/fastorder.html?itemID=4411223344&vc_cps_track=1459920903_0_0',
    'WEIDIAN',
    '4411223344',
  ],
  ['https://detail.1688.com/offer/623456789012.html', 'ALI_1688', '623456789012'],
  [
    'https://detail.1688.com/offer/623456789012.html?spm=a26352.13672862&sk=consign',
    'ALI_1688',
    '623456789012',
  ],
  ['https://m.1688.com/offer/623456789012.html', 'ALI_1688', '623456789012'],
  ['https://detail.m.1688.com/page/index.html?offerId=623456789012', 'ALI_1688', '623456789012'],
];

const INVALID = [
  'https://item.taobao.com/item.htm',
  'https://item.taobao.com/item.htm?id=abc',
  'https://weidian.com/item.html?id=4411223344',
  'https://detail.1688.com/offer/abc.html',
  'https://example.com/item.htm?id=612345678901',
  'https://taobao.com.evil.example/item.htm?id=612345678901',
  'ftp://item.taobao.com/item.htm?id=612345678901',
  'javascript:alert(1)',
  'not a link',
  '',
];

describe('shop link parsing', () => {
  it.each(VALID)('%s is %s item %s', (link, platform, itemId) => {
    expect(parseShopLink(link)).toEqual({ platform, itemId });
  });

  it.each(INVALID)('%s is refused', (link) => {
    expect(parseShopLink(link)).toBeNull();
  });

  it('has at least 25 cases', () => {
    expect(VALID.length + INVALID.length).toBeGreaterThanOrEqual(25);
  });
});

describe('agent links', () => {
  it.each(VALID)(
    'Superbuy and CnFans links for %s carry the item and the referral code',
    (link, platform, id) => {
      const sb = new URL(buyLinkFor(superbuy, link));
      expect(sb.hostname).toBe('www.superbuy.com');
      expect(sb.searchParams.get('partnercode')).toBe('CURIO2025');
      expect(sb.searchParams.get('url')).toContain(id);
      const cf = new URL(buyLinkFor(cnfans, link));
      expect(cf.hostname).toBe('cnfans.com');
      expect(cf.searchParams.get('ref')).toBe('CURIOCNF25');
      expect(cf.searchParams.get('id')).toBe(id);
      expect(cf.searchParams.get('platform')).toBe(platform);
    },
  );

  it.each(VALID.filter(([, platform]) => platform !== 'WEIDIAN'))(
    "DogeGoo's template link for %s",
    (link, platform, id) => {
      const url = new URL(buyLinkFor(dogegoo, link));
      expect(url.hostname).toBe('www.dogegoo.com');
      expect(url.searchParams.get('ref')).toBe('CURIODOGE');
      expect(url.searchParams.get('id')).toBe(id);
      expect(url.searchParams.get('platform')).toBe(platform);
      expect(url.searchParams.get('url')).toContain(id);
    },
  );

  it.each(VALID.filter(([, platform]) => platform === 'WEIDIAN'))(
    'DogeGoo refuses the Weidian link %s',
    (link) => {
      expect(() => buyLinkFor(dogegoo, link)).toThrow('DogeGoo does not support Weidian links.');
      expect(() => buyLinkFor({ ...dogegoo, name: ' dogegoo ' }, link)).toThrow(
        'DogeGoo does not support Weidian links.',
      );
    },
  );

  it.each([...INVALID, null])(
    "refuses %s with 'This product doesn't have a valid shop link.'",
    (link) => {
      expect(() => buyLinkFor(superbuy, link)).toThrow(
        "This product doesn't have a valid shop link.",
      );
    },
  );

  it('says why an agent cannot make a link', () => {
    const unknown = { name: 'NoSuchAgent', referralCode: 'X', linkTemplate: null };
    expect(() => buyLinkFor(unknown, VALID[0]?.[0] ?? '')).toThrow(
      'This agent cannot make buy links: it has no link template.',
    );
    const overHttp = { name: 'Odd', referralCode: 'X', linkTemplate: 'http://a.example/{id}' };
    expect(() => buyLinkFor(overHttp, VALID[0]?.[0] ?? '')).toThrow(
      'Failed to generate the buy link.',
    );
    const badTemplate = { name: 'Odd', referralCode: 'X', linkTemplate: 'javascript:{url}' };
    expect(() => buyLinkFor(badTemplate, VALID[0]?.[0] ?? '')).toThrow(
      'Failed to generate the buy link.',
    );
  });

  it('encodes template values', () => {
    expect(
      fillTemplate('https://a.example/?u={url}&r={ref}', {
        url: 'https://x/?a=1&b=2',
        platform: 'TAOBAO',
        id: '1',
        ref: 'A B&C',
      }),
    ).toBe('https://a.example/?u=https%3A%2F%2Fx%2F%3Fa%3D1%26b%3D2&r=A%20B%26C');
  });
});
