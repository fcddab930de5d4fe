import { errorBodySchema, imageUploadReplySchema, LIMITS } from '@curio/shared';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { getSessionToken } from '@/lib/session-token';

export type ImageUploadReply = z.infer<typeof imageUploadReplySchema>;

/** An upload that never got an answer: the network failed, it timed out or it was cancelled. */
class UploadInterruptedError extends Error {
  override readonly name = 'UploadInterruptedError';

  constructor(readonly reason: 'network' | 'timeout' | 'abort') {
    super(`Upload ${reason}`);
  }
}

type UploadOptions = {
  /** Called with the part sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function toApiError(xhr: XMLHttpRequest): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    body = undefined;
  }
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success
    ? new ApiError(xhr.status, parsed.data.message, parsed.data)
    : new ApiError(xhr.status, `HTTP Error: ${xhr.status} ${xhr.statusText}`.trim());
}

/**
 * POST /api/products/images/upload: multipart, the repeated field `files`. XMLHttpRequest rather
 * than fetch, for the upload progress; twice the usual timeout (storefront §9).
 */
export function uploadProductImages(
  files: readonly File[],
  { onProgress, signal }: UploadOptions = {},
): Promise<ImageUploadReply> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/products/images/upload');
    xhr.timeout = LIMITS.requestTimeoutMs * 2;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getSessionToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr));
        return;
      }
      try {
        onProgress?.(1);
        resolve(imageUploadReplySchema.parse(JSON.parse(xhr.responseText)));
      } catch {
        reject(new ApiError(xhr.status, `HTTP Error: ${xhr.status} ${xhr.statusText}`.trim()));
      }
    };
    xhr.onerror = () => reject(new UploadInterruptedError('network'));
    xhr.ontimeout = () => reject(new UploadInterruptedError('timeout'));
    xhr.onabort = () => reject(new UploadInterruptedError('abort'));

    if (signal) {
      if (signal.aborted) {
        reject(new UploadInterruptedError('abort'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
