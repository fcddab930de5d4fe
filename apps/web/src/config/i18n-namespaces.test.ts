import { describe, expect, it } from 'vitest';
import { namespacesOf } from './i18n-namespaces';

describe('namespacesOf', () => {
  it("names the translation files of a route's handle, in the app's order", () => {
    expect(namespacesOf({ i18n: ['contact', 'accounts'] })).toEqual(['accounts', 'contact']);
  });

  it('names none for a handle without files, with other things, or with unknown names', () => {
    expect(namespacesOf(undefined)).toEqual([]);
    expect(namespacesOf({ headerTools: () => null })).toEqual([]);
    expect(namespacesOf({ i18n: 'accounts' })).toEqual([]);
    expect(namespacesOf({ i18n: ['nope', 'admin'] })).toEqual(['admin']);
  });
});
