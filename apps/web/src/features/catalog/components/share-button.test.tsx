import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { ShareButton } from './share-button';

const product = productFixture({ id: 7 });

function renderShare() {
  renderWithRouter(
    [{ path: '/products/:id', element: <ShareButton product={product} /> }],
    '/products/7',
  );
}

describe('ShareButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the link, focused and selected, when the clipboard refuses it', async () => {
    const user = userEvent.setup();
    renderShare();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));

    const field = await screen.findByRole('textbox', { name: 'Unable to share or copy link' });
    const url = `${window.location.origin}/products/7`;
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    const input = field as HTMLInputElement;
    expect(input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0)).toBe(url);
  });
});
