import { act, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

/** The server's markup of `element`, in the document, then taken over by React as the app does. */
const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
});

async function hydrate(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const before = within(container).getByRole('button', { name: 'Send' });
  const disabledBefore = (before as HTMLButtonElement).disabled;
  await act(async () => {
    roots.push(hydrateRoot(container, element));
  });
  return { disabledBefore, after: within(container).getByRole('button', { name: 'Send' }) };
}

describe('SubmitButton', () => {
  it('is disabled as the server renders it, and enabled once the app has taken it over', async () => {
    const { disabledBefore, after } = await hydrate(<SubmitButton>Send</SubmitButton>);
    expect(disabledBefore).toBe(true);
    expect(after).toBeEnabled();
    expect(after).toHaveAttribute('type', 'submit');
  });

  it('stays disabled when its form says so', async () => {
    const { after } = await hydrate(<SubmitButton disabled>Send</SubmitButton>);
    expect(after).toBeDisabled();
  });

  it('says, to a browser without scripts, that it needs JavaScript', () => {
    // Parsed as by a browser without scripts, which shows what is in <noscript>.
    const markup = renderToString(<SubmitButton>Send</SubmitButton>);
    const page = new DOMParser().parseFromString(markup, 'text/html');
    expect(page.querySelector('noscript p')?.textContent).toBe(
      'This needs JavaScript, which is turned off in your browser.',
    );
  });
});
