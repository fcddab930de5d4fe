import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { fakeApi } from '../../common/testing/fake-api';
import { InboxTab } from './inbox-tab';

type Message = { id: number; name: string; email: string; message: string; read: boolean };
let messages: Message[];
let api: ReturnType<typeof fakeApi>;

const view = (m: Message) => ({ ...m, forwarded: false, createdAt: '2025-02-10T10:00:00.000Z' });

beforeEach(() => {
  messages = [
    { id: 1, name: 'Ada', email: 'ada@example.com', message: 'Hello from Ada', read: false },
    { id: 2, name: 'Bo', email: 'bo@example.com', message: 'Hi from Bo', read: true },
  ];
  api = fakeApi((request) => {
    const id = Number(request.path.split('/')[4]);
    if (request.method === 'GET') {
      const unread = request.search.get('unread') === 'true';
      const content = messages.filter((m) => !unread || !m.read).map(view);
      return {
        body: {
          content,
          currentPage: 0,
          totalPages: 1,
          totalElements: content.length,
          size: 25,
          first: true,
          last: true,
        },
      };
    }
    if (request.method === 'PATCH') {
      messages = messages.map((m) =>
        m.id === id ? { ...m, read: (request.body as { read: boolean }).read } : m,
      );
      return { body: view(messages.find((m) => m.id === id)!) };
    }
    messages = messages.filter((m) => m.id !== id);
    return { body: { id, deleted: true } };
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderInbox(path = '/') {
  const user = userEvent.setup();
  const rendered = renderWithRouter([{ path: '/', element: <InboxTab /> }], path);
  const item = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
  return { user, item, ...rendered };
}

describe('InboxTab', () => {
  it('marks unread messages; opening one shows it and marks it read', async () => {
    const { user, item } = renderInbox();
    await screen.findByText('Hello from Ada');
    expect(item('Ada')).toHaveAccessibleName(/\(Unread\)/);
    expect(item('Bo')).not.toHaveAccessibleName(/\(Unread\)/);

    await user.click(item('Ada'));
    expect(item('Ada')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(item('Ada')).not.toHaveAccessibleName(/\(Unread\)/));
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/api/admin/messages/1');
    expect(patch?.body).toEqual({ read: true });
    expect(screen.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );

    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(item('Ada')).toHaveAccessibleName(/\(Unread\)/));
  });

  it('filters to unread messages', async () => {
    const { user, router } = renderInbox();
    await screen.findByText('Hi from Bo');
    await user.click(screen.getByRole('radio', { name: 'Unread only' }));
    await waitFor(() => expect(screen.queryByText('Hi from Bo')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?inbox=unread');
    expect(api.requests.at(-1)?.search.get('unread')).toBe('true');
  });

  it('deletes a message after the confirmation', async () => {
    const { user, item } = renderInbox();
    await screen.findByText('Hi from Bo');
    await user.click(item('Bo'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the message from “Bo”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Bo')).not.toBeInTheDocument());
    expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/admin/messages/2');
  });

  it('says when there is nothing to read', async () => {
    messages = [];
    renderInbox();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
