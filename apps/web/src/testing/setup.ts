import { webcrypto } from 'node:crypto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import en from '../../public/locales/en/translation.json';

// Components under test read English texts straight from the translation file (no HTTP backend).
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

// A test file may run in Node instead of jsdom (`@vitest-environment node`: the server entry).
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  document.body.style.overflow = '';
});

// In a VM context (the vmThreads pool) jsdom's window has no `crypto.subtle`: Node's Web Crypto.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the DOM types say it is always there
if (globalThis.crypto.subtle === undefined) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// jsdom has no ResizeObserver; Radix (slider thumbs) and the carousel measure with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// jsdom has no matchMedia; the theme follows `prefers-color-scheme` through it (light here).
if (hasDom && typeof window.matchMedia === 'undefined') {
  window.matchMedia = (query: string): MediaQueryList =>
    Object.assign(new EventTarget(), {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
}
