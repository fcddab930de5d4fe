import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressForm } from './address-form';

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
});

const sortForm = (
  <AddressForm
    action="/de"
    params={new URLSearchParams('categories=Bags,Backpacks&page=1')}
    submitLabel="Sort"
  >
    <select aria-label="Sort by" name="sort" defaultValue="newest">
      <option value="newest">Newest</option>
      <option value="price_asc">Price: low to high</option>
    </select>
  </AddressForm>
);

function serverMarkup(): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(sortForm);
  document.body.append(container);
  return container;
}

describe('AddressForm', () => {
  it('is, before the app runs, a GET form keeping the address and sent by its button', () => {
    // Parsed as by a browser without scripts, which shows what is in <noscript>: the button.
    const page = new DOMParser().parseFromString(renderToString(sortForm), 'text/html');
    const form = page.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/de');
    const hidden = [...(form?.querySelectorAll<HTMLInputElement>('input[type=hidden]') ?? [])];
    expect(hidden.map((input) => [input.name, input.value])).toEqual([
      ['categories', 'Bags,Backpacks'],
      ['page', '1'],
    ]);
    const button = form?.querySelector('noscript button');
    expect(button?.getAttribute('type')).toBe('submit');
    expect(button?.textContent).toBe('Sort');
  });

  it('is taken over by the app without a mismatch, and is then never sent by the browser', async () => {
    const container = serverMarkup();
    const onRecoverableError = vi.fn();
    await act(async () => {
      roots.push(hydrateRoot(container, sortForm, { onRecoverableError }));
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    const form = screen.getByRole('combobox', { name: 'Sort by' }).closest('form');
    expect(form).not.toBeNull();
    // fireEvent answers false when a handler prevented the browser's own sending.
    expect(fireEvent.submit(form as HTMLFormElement)).toBe(false);
  });
});
