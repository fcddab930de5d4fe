import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importDryRunSchema,
  importQuerySchema,
  type ImportLine,
  type ImportOutcome,
  type ImportRowError,
} from '@curio/shared';
import { signedInUser } from '../../accounts/auth-plugin';
import { errorReplies, reply } from '../../http/replies';
import type { MediaStorage } from '../../media/storage';
import { readCsvTable, type CsvRow } from './csv-table';
import { readImportFiles } from './import-files';
import { runImport, type Progress } from './import-run';
import { checkRows, type CheckedRow } from './row-checks';
import { readZipImages } from './zip-images';
import type { ShortLinkResolver } from '../short-links';

const FILES =
  'Multipart: `file`, the CSV (UTF-8, comma or semicolon, header row name, description, price, ' +
  'link, categories, colors, sizes, images; lists separated by `|`; a share link such as ' +
  '`https://m.tb.cn/h.…` is followed to its item); `images`, an optional ZIP ' +
  'of the images the rows name (or `product:<id>` for the images of one of your products). ' +
  'A price takes a point or a comma before its decimals and may group thousands by three with ' +
  'the other sign or a space (12,50; 1.234,50; 1,234.50; 1 234,50); one separator before ' +
  'exactly three digits (1,234) has two readings and is refused (`priceAmbiguous`).';

const importRoutes: FastifyPluginAsyncZod<{
  storage: MediaStorage;
  shortLinks: ShortLinkResolver;
}> = async (app, { storage, shortLinks }) => {
  const config = {
    auth: 'SELLER',
    refuseFrozen: 'frozenSeller',
    rateLimit: { max: 20, timeWindow: '1 minute' },
    multipartBody: {
      file: { file: true, required: true, description: 'The CSV of products (UTF-8, ≤ 5 MB)' },
      images: {
        file: true,
        description: 'A ZIP of the images the rows name by file name (≤ 50 MB)',
      },
    },
  } as const;
  const errors = errorReplies(400, 401, 403, 413, 429);

  /** The upload's files read; a bad file is refused here, before anything is checked or created. */
  async function readUpload(request: Parameters<typeof signedInUser>[0]) {
    const user = signedInUser(request);
    const files = await readImportFiles(request);
    return { user, rows: readCsvTable(files.csv), zip: await readZipImages(files.zip) };
  }

  app.post(
    '/products/import/dry-run',
    {
      config,
      schema: {
        operationId: 'dryRunProductImport',
        tags: ['seller-dashboard'],
        summary: 'Check a CSV of products without creating any (SELLER or ADMIN)',
        description: FILES,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: reply('Every row with its errors', importDryRunSchema), ...errors },
      },
    },
    async (request) => {
      const { user, rows: table, zip } = await readUpload(request);
      const rows = await checkRows(app.db, user.id, table, zip, shortLinks);
      return {
        total: rows.length,
        valid: rows.filter((row) => row.product).length,
        rows: rows.map(({ product: _, ...row }) => row),
      };
    },
  );

  app.post(
    '/products/import',
    {
      config,
      // Progress lines must reach the browser as they are written, not at the end of a gzip stream.
      compress: false,
      schema: {
        operationId: 'importProducts',
        tags: ['seller-dashboard'],
        summary: 'Create the products of a CSV (SELLER or ADMIN)',
        description:
          `${FILES} The reply streams NDJSON: \`progress\` lines, then one \`result\` line with ` +
          'every row created or skipped and why. A bad file is refused before anything is created.',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: {
          200: reply('Progress lines, then the result', z.string(), 'application/x-ndjson'),
          ...errors,
        },
      },
    },
    async (request, res) => {
      const { user, rows: table, zip } = await readUpload(request);
      const { mode } = request.query;
      const lines = new PassThrough();
      const write = (line: ImportLine) => lines.write(`${JSON.stringify(line)}\n`);
      const progress: Progress = (phase, done, total) =>
        write({ type: 'progress', phase, done, total });
      const finish = (outcomes: ImportOutcome[]) => {
        const created = outcomes.filter((row) => row.status === 'created').length;
        write({
          type: 'result',
          mode,
          created,
          skipped: outcomes.length - created,
          rows: outcomes,
        });
        lines.end();
      };
      let checked: CheckedRow[] | undefined;
      checkRows(app.db, user.id, table, zip, shortLinks, (done, total) =>
        progress('rows', done, total),
      )
        .then((rows) => {
          checked = rows;
          return runImport(app.db, storage, user.id, rows, zip.images, mode, progress);
        })
        .then(finish, (error: unknown) => {
          request.log.error({ err: error }, 'CSV import failed');
          finish(failedOutcomes(table, checked));
        });
      // A stream is sent as it is written; the declared string is the text the client reads.
      return res.type('application/x-ndjson; charset=utf-8').send(lines as unknown as string);
    },
  );
};

/**
 * Every row skipped: the import stopped before it created anything (the storage or the database
 * is down), each row with the errors of its check when it got that far.
 */
function failedOutcomes(table: CsvRow[], checked: CheckedRow[] | undefined): ImportOutcome[] {
  const failure: ImportRowError = checked
    ? { field: 'images', code: 'serviceUnavailable' }
    : { field: 'name', code: 'importFailed' };
  return (
    checked ?? table.map(({ row, cells }) => ({ row, name: cells.name.trim(), errors: [] }))
  ).map(({ row, name, errors }) => ({
    row,
    name,
    status: 'skipped',
    errors: errors.length > 0 ? errors : [failure],
  }));
}

export default importRoutes;
