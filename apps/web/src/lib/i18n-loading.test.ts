import { afterEach, describe, expect, it } from 'vitest';
import { detectLanguage, languageDetector, rememberLanguage } from './i18n-loading';

function visit(address: string) {
  window.history.replaceState(null, '', address);
}

afterEach(() => {
  document.cookie = 'lng=; Path=/; Max-Age=0';
  visit('/');
});

describe('detectLanguage', () => {
  it('follows the language of the address', () => {
    visit('/de/products/12');
    expect(detectLanguage()).toBe('de');
    visit('/zh');
    expect(detectLanguage()).toBe('zh');
  });

  it('shows an address without a language in English, whatever was chosen before', () => {
    localStorage.setItem('i18nextLng', 'fr');
    visit('/products/12');
    expect(detectLanguage()).toBe('en');
  });

  it('no longer takes the language from ?lng=', () => {
    visit('/?lng=es');
    expect(detectLanguage()).toBe('en');
    visit('/de?lng=es');
    expect(detectLanguage()).toBe('de');
  });

  it('follows the stored choice on a file that stands in for any page (offline.html)', () => {
    localStorage.setItem('i18nextLng', 'fr');
    visit('/offline.html');
    expect(detectLanguage()).toBe('fr');
  });
});

describe('remembering the choice', () => {
  it('stores it in localStorage and the lng cookie', () => {
    rememberLanguage('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(document.cookie).toContain('lng=es');
  });

  it('copies a choice stored before the cookie existed into the cookie', () => {
    localStorage.setItem('i18nextLng', 'de');
    languageDetector.init?.({} as never, {}, {});
    expect(document.cookie).toContain('lng=de');
  });

  it('keeps a cookie that is already there', () => {
    document.cookie = 'lng=fr; Path=/';
    localStorage.setItem('i18nextLng', 'de');
    languageDetector.init?.({} as never, {}, {});
    expect(document.cookie).toContain('lng=fr');
    expect(document.cookie).not.toContain('lng=de');
  });
});
