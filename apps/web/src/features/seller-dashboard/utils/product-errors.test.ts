import { MESSAGES, type MessageKey } from '@curio/shared';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerText } from '@/hooks/use-server-text';
import { ApiError } from '@/lib/api-client';
import { loadDashboardTranslations } from '@/testing/fixtures';
import { imageFieldErrorOf, productErrorMessage } from './product-errors';

const t = i18n.getFixedT('en', 'dashboard');
const same = (text: ServerText | MessageKey) =>
  typeof text === 'string' ? MESSAGES[text] : text.message;
const message = (operation: 'create' | 'update' | 'upload', error: unknown) =>
  productErrorMessage(operation, error, t, same);

describe('productErrorMessage', () => {
  beforeAll(loadDashboardTranslations);

  it('has the texts of the spec by status', () => {
    const invalid = new ApiError(400, 'Price must be greater than 0');
    expect(message('create', invalid)).toBe(
      'Validation failed. Please check all required fields and file sizes.',
    );
    expect(message('upload', invalid)).toBe(
      'Validation failed. Please check file formats and sizes.',
    );
    expect(message('update', new ApiError(401, 'x'))).toBe(
      'Authentication failed. Please log in again.',
    );
    expect(message('create', new ApiError(413, 'x'))).toBe(
      'File size too large. Please use smaller images.',
    );
    expect(message('update', new ApiError(404, 'x'))).toBe('Product not found.');
  });

  it("shows the server's 403: a frozen seller, or someone else's product", () => {
    const frozen = 'Your account is frozen. You cannot manage products.';
    expect(message('create', new ApiError(403, frozen, { code: 'frozenSeller' }))).toBe(frozen);
    expect(message('update', new ApiError(403, 'HTTP Error: status 403'))).toBe(
      "You don't have permission to update this product.",
    );
  });

  it('falls back to the server message, then to the default', () => {
    const unexpected = new ApiError(500, 'An unexpected error occurred', {
      code: 'unexpectedError',
    });
    expect(message('create', unexpected)).toBe('An unexpected error occurred');
    expect(message('create', new TypeError('Failed to fetch'))).toBe('Failed to create product');
    expect(message('update', new TypeError('Failed to fetch'))).toBe('Failed to update product');
    expect(message('upload', new TypeError('Failed to fetch'))).toBe('Failed to upload images');
    expect(message('upload', new ApiError(502, 'HTTP Error: 502 Bad Gateway'))).toBe(
      'HTTP Error: 502 Bad Gateway',
    );
  });

  it("puts the server's upload message on the images field (400 and 413)", () => {
    const format = 'Invalid file format. Only JPEG, PNG, and GIF are supported';
    const refused = new ApiError(400, 'Validation failed.', {
      code: 'validationFailed',
      fieldErrors: { files: format },
      fieldCodes: { files: 'imageFormat' },
    });
    expect(imageFieldErrorOf(refused)).toEqual({ code: 'imageFormat', message: format });
    const tooLarge = 'Image files must be smaller than 1MB each';
    expect(imageFieldErrorOf(new ApiError(413, tooLarge, { code: 'imageTooLarge' }))).toMatchObject(
      { code: 'imageTooLarge', message: tooLarge },
    );
    expect(imageFieldErrorOf(new ApiError(401, 'x'))).toBeUndefined();
  });
});
