import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnreachableState } from './unreachable-state';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const healthy = () => new Response(JSON.stringify({ status: 'ok' }), { status: 200 });

describe('UnreachableState', () => {
  it('says Curio cannot be reached, with an explanation and Try again', async () => {
    render(<UnreachableState onBack={() => undefined} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: "Curio can't be reached right now" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/this page loads its content again by itself/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByText('No products found.')).not.toBeInTheDocument();
  });

  it('Try again loads again only once the server answers its health check', async () => {
    const onBack = vi.fn();
    const user = userEvent.setup();
    render(<UnreachableState onBack={onBack} inline />);
    const button = await screen.findByRole('button', { name: 'Try again' });

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(onBack).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 503 }));
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(onBack).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(healthy());
    await user.click(button);
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/health', expect.anything());
  });

  it('recovers by itself: it checks the server again and again until it answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onBack = vi.fn();
      fetchMock
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(new Response(null, { status: 502 }))
        .mockResolvedValue(healthy());
      render(<UnreachableState onBack={onBack} />);
      await screen.findByRole('heading', { name: "Curio can't be reached right now" });

      await vi.advanceTimersByTimeAsync(2_000 + 4_000);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(onBack).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(8_000);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(onBack).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks at once when the browser is back online', async () => {
    const onBack = vi.fn();
    fetchMock.mockResolvedValue(healthy());
    render(<UnreachableState onBack={onBack} />);
    await screen.findByRole('heading', { name: "Curio can't be reached right now" });

    window.dispatchEvent(new Event('online'));

    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
  });
});
