import type { MessageKey } from '@curio/shared';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import de from '../../public/locales/de/translation.json';
import zh from '../../public/locales/zh/translation.json';
import { ApiError } from '@/lib/api-client';
import { useServerText, type ServerText } from './use-server-text';

function Shown({ text }: { text: ServerText | MessageKey }) {
  const serverText = useServerText();
  return <p>{serverText(text)}</p>;
}

beforeAll(() => {
  i18n.addResourceBundle('de', 'translation', de);
  i18n.addResourceBundle('zh', 'translation', zh);
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('useServerText', () => {
  it("shows an error reply's code in the reader's language", async () => {
    await i18n.changeLanguage('de');
    render(<Shown text={new ApiError(404, 'Product not found.', { code: 'productNotFound' })} />);
    expect(screen.getByText('Produkt nicht gefunden.')).toBeInTheDocument();
  });

  it("fills the message's placeholders from the reply's params", async () => {
    await i18n.changeLanguage('zh');
    const text = {
      code: 'colorInUse',
      params: { name: 'Rot' },
      message:
        'The color "Rot" cannot be deleted because it is being used by one or more products.',
    } as const;
    render(<Shown text={text} />);
    expect(screen.getByText('颜色“Rot”正被一个或多个商品使用，无法删除。')).toBeInTheDocument();
  });

  it('translates a bare key', async () => {
    await i18n.changeLanguage('de');
    render(<Shown text="sellerNotFound" />);
    expect(screen.getByText('Verkäufer nicht gefunden.')).toBeInTheDocument();
  });

  it("shows the server's message for a code the web app cannot translate", async () => {
    await i18n.changeLanguage('de');
    // A newer server's code, unknown to this version of the web app.
    const text = { code: 'somethingNew', message: 'Something new went wrong.' } as unknown;
    render(<Shown text={text as ServerText} />);
    expect(screen.getByText('Something new went wrong.')).toBeInTheDocument();
  });

  it('shows a text without a code as it came', () => {
    render(<Shown text={new ApiError(502, 'HTTP Error: status 502')} />);
    expect(screen.getByText('HTTP Error: status 502')).toBeInTheDocument();
  });
});
