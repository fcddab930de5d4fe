import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, loadDashboardTranslations, urlOf } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { BuyAction } from './buy-action';

const product = { id: 5, productLink: 'https://weidian.com/item.html?itemID=4411223344' };

function serve(agentId: number) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = urlOf(input);
    if (url === '/api/accounts/me') {
      return jsonResponse({ id: 1, agent: { id: agentId, name: 'x', themeColor: null } });
    }
    if (url === '/api/products/5/buy-options') {
      return jsonResponse({
        platform: 'WEIDIAN',
        agents: [
          { agentId: 3, name: 'CnFans', available: true, reason: null },
          { agentId: 4, name: 'DogeGoo', available: false, reason: 'dogeGooWeidian' },
        ],
      });
    }
    return jsonResponse({}, 404);
  });
  localStorage.setItem('token', 'abc');
  return renderWithRouter(
    [{ path: '/products/:id', element: <BuyAction product={product} /> }],
    '/products/5',
  );
}

describe('BuyAction', () => {
  beforeAll(loadDashboardTranslations);
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("shows Buy unavailable, with the reason, when the shopper's agent cannot make the link", async () => {
    serve(4);
    expect(
      await screen.findByText(
        'Buy is not available with DogeGoo: DogeGoo does not support Weidian links.',
      ),
    ).toBeInTheDocument();
    const buy = screen.getByRole('button', { name: /^Buy/ });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(
      'Buy is not available with DogeGoo: DogeGoo does not support Weidian links.',
    );
  });

  it('keeps Buy when the agent can make the link', async () => {
    serve(3);
    await vi.waitFor(() =>
      expect(vi.mocked(globalThis.fetch).mock.calls.map(([input]) => urlOf(input))).toContain(
        '/api/products/5/buy-options',
      ),
    );
    expect(screen.getByRole('button', { name: /^Buy/ })).toBeEnabled();
    expect(screen.queryByText(/not available/)).toBeNull();
  });
});
