import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDashboardTranslations } from '@/testing/fixtures';
import { ImagesField } from './images-field';

const url = (n: number) => `/media/products/${n.toString(16).padStart(32, '0')}-600.webp`;

function Harness({ initial }: { initial: string[] }) {
  const [images, setImages] = useState(initial);
  return (
    <>
      <ImagesField value={images} onChange={setImages} />
      <output data-testid="value">{images.join(' ')}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent.split(' ').filter(Boolean);
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const file = (name: string, type: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type });
const choose = (files: File[]) => fireEvent.change(fileInput(), { target: { files } });

/** A stand-in for XMLHttpRequest: the test decides when and how the upload ends. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  open = vi.fn();
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('ImagesField', () => {
  beforeAll(loadDashboardTranslations);
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = undefined;
  });

  it('never lets the last image be removed', async () => {
    render(<Harness initial={[url(1), url(2)]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(value()).toEqual([url(1)]);
    expect(screen.getByRole('button', { name: 'Remove image 1' })).toBeDisabled();
  });

  it('reorders images; the first one is the main image', async () => {
    render(<Harness initial={[url(1), url(2), url(3)]} />);
    expect(screen.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 3 later' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move image 3 earlier' }));
    expect(value()).toEqual([url(1), url(3), url(2)]);
    await userEvent.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));
    expect(value()).toEqual([url(3), url(1), url(2)]);
  });

  it('offers no more files once there are 4 images', () => {
    render(<Harness initial={[url(1), url(2), url(3), url(4)]} />);
    expect(screen.queryByText('Add images')).not.toBeInTheDocument();
    expect(screen.getByText('4 of 4')).toBeInTheDocument();
  });

  it.each([
    [
      'more than 4 images',
      3,
      [file('a.png', 'image/png'), file('b.png', 'image/png')],
      'Maximum 4 product images allowed',
    ],
    [
      'another type',
      0,
      [file('a.webp', 'image/webp')],
      'Invalid file format. Only JPEG, PNG, and GIF are supported',
    ],
    [
      'a file of 1 MB',
      0,
      [file('a.jpg', 'image/jpeg', 1024 * 1024)],
      'Image files must be smaller than 1MB each',
    ],
  ])('refuses %s before uploading', (_case, existing, files, message) => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<Harness initial={Array.from({ length: existing }, (_, i) => url(i + 1))} />);
    choose(files);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(FakeXhr.last).toBeUndefined();
  });

  it('uploads with a progress bar and adds the new images', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem('token', 'abc');
    render(<Harness initial={[url(1)]} />);
    choose([file('a.png', 'image/png'), file('b.gif', 'image/gif')]);

    const xhr = FakeXhr.last!;
    expect(xhr.open).toHaveBeenCalledWith('POST', '/api/products/images/upload');
    expect(xhr.timeout).toBe(60_000);
    expect(xhr.headers.Authorization).toBe('Bearer abc');
    expect(xhr.body?.getAll('files')).toHaveLength(2);

    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading images' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    act(() => xhr.answer(200, { imageUrls: [url(2), url(3)], images: [] }));
    await waitFor(() => expect(value()).toEqual([url(1), url(2), url(3)]));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the status message and the server's message on the field when refused", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<Harness initial={[url(1)]} />);
    choose([file('a.png', 'image/png')]);
    const format = 'Invalid file format. Only JPEG, PNG, and GIF are supported';
    act(() =>
      FakeXhr.last!.answer(400, {
        status: 400,
        code: 'imageFormat',
        message: format,
        fieldErrors: { files: format },
        fieldCodes: { files: 'imageFormat' },
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Validation failed. Please check file formats and sizes.',
    );
    expect(screen.getByText(format)).toBeInTheDocument();
    expect(value()).toEqual([url(1)]);
  });

  it('has the texts of 401 and 413', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<Harness initial={[url(1)]} />);
    choose([file('a.png', 'image/png')]);
    act(() =>
      FakeXhr.last!.answer(413, {
        status: 413,
        code: 'imageTooLarge',
        message: 'Image files must be smaller than 1MB each',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File size too large. Please use smaller images.',
    );

    choose([file('a.png', 'image/png')]);
    act(() =>
      FakeXhr.last!.answer(401, {
        status: 401,
        code: 'authRequired',
        message: 'Authentication required. Please log in.',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Authentication failed. Please log in again.',
      ),
    );
  });
});
