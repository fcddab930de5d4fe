import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, loadDashboardTranslations, urlOf } from '@/testing/fixtures';
import { toast } from '@/lib/toast';
import { renderWithRouter } from '@/testing/render-with-router';
import { BuyButton } from './buy-button';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const withLink = { id: 5, productLink: 'https://item.taobao.com/item.htm?id=123456' };

function renderBuy(product: { id: number; productLink: string | null } = withLink) {
  return renderWithRouter(
    [
      { path: '/products/:id', element: <BuyButton product={product} /> },
      { path: '/profile/edit', element: <p>Profile form</p> },
    ],
    `/products/${product.id}?from=home`,
  );
}

/** A fake tab of window.open, recording where it is sent and whether it was closed. */
function fakeTab() {
  const tab = {
    opener: {} as unknown,
    closed: false,
    document: document.implementation.createHTMLDocument(''),
    location: { replace: vi.fn<(url: string) => void>() },
    close: vi.fn(() => {
      tab.closed = true;
    }),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

const buy = () => screen.getByRole('button', { name: /^Buy/ });

describe('BuyButton', () => {
  beforeAll(loadDashboardTranslations);
  beforeEach(() => vi.mocked(toast.error).mockClear());
  afterEach(() => vi.restoreAllMocks());

  it('tells a guest that an account is needed', async () => {
    const { open } = fakeTab();
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderBuy();
    await userEvent.click(buy());
    expect(toast.error).toHaveBeenCalledWith('You need an account to buy products.', {
      action: { label: 'Sign in', onClick: expect.any(Function) as unknown },
    });
    expect(open).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells that a product without a shop link cannot be bought yet', async () => {
    localStorage.setItem('token', 'abc');
    const { open } = fakeTab();
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderBuy({ id: 5, productLink: null });
    await userEvent.click(buy());
    expect(toast.error).toHaveBeenCalledWith("This product doesn't have a shop link yet.");
    expect(open).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens the tab at once, then sends it to the agent link', async () => {
    localStorage.setItem('token', 'abc');
    const { tab, open } = fakeTab();
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderBuy();

    await userEvent.click(buy());
    // The tab exists before the server has answered (pop-up blockers allow it), cut off from us.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(urlOf(fetch.mock.calls[0]![0])).toBe('/api/products/5/buy-link');
    expect(fetch.mock.calls[0]![1]?.method).toBe('POST');
    expect(buy()).toBeDisabled();

    // The tab follows a noreferrer link of its own document to the agent's site.
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const url = 'https://cnfans.com/product?id=123456&platform=TAOBAO&ref=CURIO';
    answer(jsonResponse({ url }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.href).toBe(url);
    expect(clicked[0]!.ownerDocument).toBe(tab.document);
    expect(clicked[0]!.rel).toBe('noopener noreferrer');
    expect(clicked[0]!.referrerPolicy).toBe('no-referrer');
    expect(tab.close).not.toHaveBeenCalled();
    await waitFor(() => expect(buy()).toBeEnabled());
  });

  it('opens a separate tab with noopener,noreferrer when the early one was blocked', async () => {
    localStorage.setItem('token', 'abc');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ url: 'https://cnfans.com/x' }));
    renderBuy();
    await userEvent.click(buy());
    await waitFor(() =>
      expect(open).toHaveBeenLastCalledWith(
        'https://cnfans.com/x',
        '_blank',
        'noopener,noreferrer',
      ),
    );
  });

  it('sends a user without an agent to the profile form, and back here afterwards', async () => {
    localStorage.setItem('token', 'abc');
    const { tab } = fakeTab();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        {
          status: 400,
          code: 'assignAgent',
          message: 'Please assign yourself to an agent in your profile.',
        },
        400,
      ),
    );
    const { router } = renderBuy();
    await userEvent.click(buy());

    expect(await screen.findByText('Profile form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/edit');
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('highlight')).toBe('agent');
    expect(search.get('returnTo')).toBe('/products/5?from=home');
    expect(tab.close).toHaveBeenCalled();
  });

  it.each([
    ['DogeGoo does not support Weidian links.', 'dogeGooWeidian', 400],
    ['Failed to generate the buy link.', 'buyLinkFailed', 400],
  ])('closes the tab and shows “%s”', async (message, code, status) => {
    localStorage.setItem('token', 'abc');
    const { tab } = fakeTab();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ status, code, message }, status),
    );
    renderBuy();
    await userEvent.click(buy());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('says the buy link failed when the server cannot be reached', async () => {
    localStorage.setItem('token', 'abc');
    const { tab } = fakeTab();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderBuy();
    await userEvent.click(buy());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to generate the buy link.'),
    );
    expect(tab.close).toHaveBeenCalled();
  });
});
