import {
  errorBodySchema,
  importDryRunSchema,
  type ImportDryRun,
  type ImportLine,
  type ImportMode,
} from '@curio/shared';
import { ApiError } from '@/lib/api-client';
import { getSessionToken } from '@/lib/session-token';
import { readImportLines } from '../utils/import-lines';

export interface ImportFiles {
  csv: File;
  zip: File | null;
}

async function post(url: string, { csv, zip }: ImportFiles): Promise<Response> {
  const form = new FormData();
  form.append('file', csv);
  if (zip) form.append('images', zip);
  const token = getSessionToken();
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (response.ok) return response;
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => undefined));
  throw parsed.success
    ? new ApiError(response.status, parsed.data.message, parsed.data)
    : new ApiError(response.status, `HTTP Error: ${response.status}`);
}

/** POST /api/products/import/dry-run: every row with its errors; nothing is created. */
export async function dryRunImport(files: ImportFiles): Promise<ImportDryRun> {
  const response = await post('/api/products/import/dry-run', files);
  return importDryRunSchema.parse(await response.json());
}

/** POST /api/products/import: the NDJSON lines, handed over as they arrive; answers the last. */
export async function runImport(
  files: ImportFiles,
  mode: ImportMode,
  onLine: (line: ImportLine) => void,
): Promise<void> {
  const response = await post(`/api/products/import?mode=${mode}`, files);
  if (!response.body) throw new ApiError(response.status, 'Empty reply');
  for await (const line of readImportLines(response.body)) onLine(line);
}
