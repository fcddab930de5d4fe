import { describe, expect, it } from 'vitest';
import {
  languagePath,
  pageAddresses,
  preferredLanguage,
  splitLanguagePath,
  supportedLanguage,
} from './language-address';

describe('language addresses', () => {
  it('reads the language of a prefixed address and the page without it', () => {
    expect(splitLanguagePath('/de/products/12')).toEqual({ language: 'de', path: '/products/12' });
    expect(splitLanguagePath('/zh')).toEqual({ language: 'zh', path: '/' });
    expect(splitLanguagePath('/zh/')).toEqual({ language: 'zh', path: '/' });
    expect(splitLanguagePath('/products/12')).toEqual({
      language: undefined,
      path: '/products/12',
    });
    // English has no prefix; two letters that are no language are a path like any other.
    expect(splitLanguagePath('/en/products/12')).toEqual({
      language: undefined,
      path: '/en/products/12',
    });
    expect(splitLanguagePath('/de-x/a')).toEqual({ language: undefined, path: '/de-x/a' });
    expect(splitLanguagePath('/')).toEqual({ language: undefined, path: '/' });
  });

  it('builds the address of a page in a language, keeping its query', () => {
    expect(languagePath('en', '/products/12')).toBe('/products/12');
    expect(languagePath('de', '/products/12')).toBe('/de/products/12');
    expect(languagePath('fr', '/')).toBe('/fr');
    expect(languagePath('fr', '/?page=2&query=tee')).toBe('/fr?page=2&query=tee');
    expect(languagePath('en', '/?page=2')).toBe('/?page=2');
  });

  it('follows the stored choice, then the browser languages by preference', () => {
    expect(preferredLanguage('es', 'de-DE,de;q=0.9')).toBe('es');
    expect(preferredLanguage(null, 'ja;q=1, de;q=0.8, fr;q=0.9')).toBe('fr');
    expect(preferredLanguage('xx', 'pt-BR, zh-CN;q=0.5')).toBe('zh');
    expect(preferredLanguage(undefined, 'de;q=0, it')).toBe('en');
    expect(preferredLanguage(undefined, undefined)).toBe('en');
    expect(supportedLanguage('zh_Hans')).toBe('zh');
  });

  it('gives a page a canonical of its own language and every version with x-default', () => {
    const { canonical, alternates } = pageAddresses('https://curio.example/', 'de', '/?page=2');
    expect(canonical).toBe('https://curio.example/de?page=2');
    expect(alternates).toEqual([
      { hrefLang: 'en', href: 'https://curio.example/?page=2' },
      { hrefLang: 'zh', href: 'https://curio.example/zh?page=2' },
      { hrefLang: 'es', href: 'https://curio.example/es?page=2' },
      { hrefLang: 'de', href: 'https://curio.example/de?page=2' },
      { hrefLang: 'fr', href: 'https://curio.example/fr?page=2' },
      { hrefLang: 'x-default', href: 'https://curio.example/?page=2' },
    ]);
  });
});
