import { describe, expect, it } from 'vitest';
import { agentLinkExample, fillLinkTemplate, SAMPLE_SHOP_LINK } from './agent-link-example';

const encodedSample = encodeURIComponent(SAMPLE_SHOP_LINK);

describe('agentLinkExample', () => {
  it('leaves the link to cn-links when there is no template', () => {
    expect(agentLinkExample('', 'abc')).toEqual({ kind: 'cn-links' });
    expect(agentLinkExample('   ', 'abc')).toEqual({ kind: 'cn-links' });
    expect(agentLinkExample(null, undefined)).toEqual({ kind: 'cn-links' });
  });

  it('fills {url} and {ref} URL-encoded, as the server does', () => {
    expect(
      agentLinkExample('https://www.dogegoo.com/product?url={url}&ref={ref}', ' CURIO DOGE '),
    ).toEqual({
      kind: 'link',
      href: `https://www.dogegoo.com/product?url=${encodedSample}&ref=CURIO%20DOGE`,
    });
  });

  it('fills {id} and {platform}', () => {
    expect(agentLinkExample('https://agent.example/{platform}/{id}?r={ref}', 'x')).toEqual({
      kind: 'link',
      href: 'https://agent.example/TAOBAO/726151416538?r=x',
    });
  });

  it('refuses a template the server refuses', () => {
    expect(agentLinkExample('https://agent.example/item', 'x')).toEqual({ kind: 'invalid' });
    expect(agentLinkExample('ftp://agent.example/{id}', 'x')).toEqual({ kind: 'invalid' });
    expect(agentLinkExample('javascript:alert({id})', 'x')).toEqual({ kind: 'invalid' });
    expect(agentLinkExample('not a link {url}', 'x')).toEqual({ kind: 'invalid' });
  });
});

describe('fillLinkTemplate', () => {
  it('only makes http(s) links', () => {
    expect(() =>
      fillLinkTemplate('{url}', { url: 'x', platform: 'TAOBAO', id: '1', ref: '' }),
    ).toThrow();
  });
});
