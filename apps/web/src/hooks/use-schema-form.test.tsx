import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from '@/lib/lazy-schema';
import { useSchemaForm } from './use-schema-form';

const schema = lazySchema(() =>
  Promise.resolve(
    z.object({
      name: z.string().trim().min(1, 'nameRequired'),
      email: z.email('emailInvalid'),
    }),
  ),
);

function Form({
  onValid,
  mode,
}: {
  onValid: (data: { name: string; email: string }) => void;
  mode?: 'onSubmit' | 'onTouched';
}) {
  const form = useSchemaForm({ schema, defaultValues: { name: '', email: '' }, mode });
  const nameLength = form.watch('name').length;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <label>
        Name <input {...form.register('name')} />
      </label>
      <p>{form.errors.name?.message}</p>
      <p>{`${String(nameLength)} characters`}</p>
      <label>
        Email <input {...form.register('email')} />
      </label>
      <p>{form.errors.email?.message}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('checks and sends what was typed into the server’s page before the app took it over', async () => {
    const onValid = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onValid={onValid} />);
    document.body.append(container);
    // A slow phone: the reader types before the scripts arrive.
    const name = container.querySelector<HTMLInputElement>('input[name="name"]');
    const email = container.querySelector<HTMLInputElement>('input[name="email"]');
    if (!name || !email) throw new Error('the server rendered no fields');
    name.value = 'Ada';
    email.value = 'ada@example.com';

    await act(async () => {
      hydrateRoot(container, <Form onValid={onValid} />);
      await Promise.resolve();
    });
    expect(name).toHaveValue('Ada');
    expect(screen.getByText('3 characters')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
    container.remove();
  });

  it('on sending, shows each refused field and puts the focus on the first, then checks as it changes', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    expect(screen.queryByText('emailInvalid')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('nameRequired')).toBeInTheDocument();
    expect(screen.getByText('emailInvalid')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(screen.queryByText('nameRequired')).not.toBeInTheDocument();
    expect(screen.getByText('emailInvalid')).toBeInTheDocument();
  });

  it('onTouched: a field is checked when left the first time, then as it changes', async () => {
    const user = userEvent.setup();
    render(<Form onValid={vi.fn()} mode="onTouched" />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ada');
    expect(screen.queryByText('emailInvalid')).not.toBeInTheDocument();

    await user.tab();
    expect(await screen.findByText('emailInvalid')).toBeInTheDocument();
    // The name was never left: its error waits for sending.
    expect(screen.queryByText('nameRequired')).not.toBeInTheDocument();

    await user.type(email, '@example.com');
    expect(screen.queryByText('emailInvalid')).not.toBeInTheDocument();
  });
});
