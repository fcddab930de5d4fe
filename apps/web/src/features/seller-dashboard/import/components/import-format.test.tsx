import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { jsonResponse, loadDashboardTranslations, urlOf } from '@/testing/fixtures';
import de from '../../../../../public/locales/de/dashboard.json';
import { ImportFormat } from './import-format';

const LOOKUPS: Record<string, unknown[]> = {
  '/api/categories': [
    { id: 1, name: 'Accessories', translations: { de: 'Accessoires', zh: '配饰' } },
    { id: 2, name: 'Bags', translations: {} },
  ],
  '/api/colors': [
    { id: 1, color: 'Black', translations: { de: 'Schwarz' } },
    { id: 2, color: 'White', translations: { de: 'Weiß' } },
  ],
  '/api/sizes': [{ id: 1, size: 'M', translations: {} }],
};

function serveLookups() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    jsonResponse(LOOKUPS[urlOf(input)] ?? []),
  );
}

describe('ImportFormat', () => {
  beforeAll(loadDashboardTranslations);
  afterEach(() => i18n.changeLanguage('en'));

  it('lists the names of this store and offers a template whose example uses them', async () => {
    serveLookups();
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (files.push(blob), 'blob:template'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithRouter([{ path: '/', element: <ImportFormat /> }]);

    expect(await screen.findByText('Accessories, Bags')).toBeInTheDocument();
    expect(screen.getByText('Black, White')).toBeInTheDocument();
    expect(screen.getByText('M')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download a template (CSV)' }));
    expect(click).toHaveBeenCalledOnce();
    const bytes = new Uint8Array((await files[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    // A byte-order mark, so that spreadsheets read the names as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')).toEqual([
      'name,description,price,link,categories,colors,sizes,images',
      'Linen Shirt,"Loose fit, 100% linen",88.00,https://item.taobao.com/item.htm?id=612345678901,Accessories,Black|White,M,front.jpg|back.jpg',
      '',
    ]);
  });

  it("lists the names in the seller's language", async () => {
    i18n.addResourceBundle('de', 'dashboard', de, true, true);
    await i18n.changeLanguage('de');
    serveLookups();
    renderWithRouter([{ path: '/', element: <ImportFormat /> }]);

    expect(await screen.findByText('Accessoires, Bags')).toBeInTheDocument();
    expect(screen.getByText('Schwarz, Weiß')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Namen, die Sie verwenden können' })).toBeVisible();
  });
});
