import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@curio/shared';
import { AppError, badRequest, payloadTooLarge } from '../../http/errors';

export interface ImportFiles {
  csv: Buffer;
  /** The ZIP of images the rows refer to by file name, when one was sent. */
  zip?: Buffer;
}

const csvRequired = () => badRequest('importCsvRequired', { file: 'importCsvRequired' });

/** The multipart fields `file` (the CSV) and `images` (an optional ZIP), within their limits. */
export async function readImportFiles(request: FastifyRequest): Promise<ImportFiles> {
  if (!request.isMultipart()) throw csvRequired();
  let csv: Buffer | undefined;
  let zip: Buffer | undefined;
  let reading = 'file';
  try {
    for await (const part of request.files({
      limits: { fileSize: LIMITS.importZipBytesMax, files: 2 },
    })) {
      reading = part.fieldname;
      if (part.fieldname === 'file') {
        csv = await part.toBuffer();
        if (csv.length > LIMITS.importCsvBytesMax) throw payloadTooLarge('importCsvTooLarge');
      } else if (part.fieldname === 'images') {
        zip = await part.toBuffer();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(reading === 'images' ? 'importZipTooLarge' : 'importCsvTooLarge');
    }
    throw csvRequired();
  }
  if (!csv || csv.length === 0) throw csvRequired();
  return zip && zip.length > 0 ? { csv, zip } : { csv };
}
