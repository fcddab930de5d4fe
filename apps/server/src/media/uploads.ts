import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../http/errors';

export interface UploadMessages {
  missing: string;
  tooLarge: string;
}

function isTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT')
  );
}

/** The bytes of one uploaded file of a multipart request, within `maxBytes`. */
export async function readSingleUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  messages: UploadMessages,
): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(messages.missing, { [field]: messages.missing });
  let file: MultipartFile | undefined;
  try {
    for await (const part of request.files({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.fieldname !== field || file) {
        part.file.resume();
        continue;
      }
      file = part;
      const bytes = await part.toBuffer();
      if (bytes.length === 0) throw badRequest(messages.missing, { [field]: messages.missing });
      return bytes;
    }
  } catch (error) {
    if (isTooLarge(error)) throw payloadTooLarge(messages.tooLarge);
    throw error;
  }
  throw badRequest(messages.missing, { [field]: messages.missing });
}
