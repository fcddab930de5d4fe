import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '@curio/shared';
import { AppError, badRequest, payloadTooLarge } from '../http/errors';

export interface UploadRules {
  maxFiles: number;
  maxBytes: number;
  messages: { missing: MessageKey; tooLarge: MessageKey; tooMany: MessageKey };
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** The bytes of the files sent under `field` in a multipart request, within the rules. */
export async function readUploads(
  request: FastifyRequest,
  field: string,
  rules: UploadRules,
): Promise<Buffer[]> {
  const { messages } = rules;
  if (!request.isMultipart()) throw badRequest(messages.missing, { [field]: messages.missing });
  const files: Buffer[] = [];
  try {
    for await (const part of request.files({
      limits: { fileSize: rules.maxBytes, files: rules.maxFiles + 1 },
    })) {
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      if (files.length === rules.maxFiles)
        throw badRequest(messages.tooMany, { [field]: messages.tooMany });
      const bytes = await part.toBuffer();
      if (bytes.length > 0) files.push(bytes);
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(messages.tooLarge);
    if (code === 'FST_FILES_LIMIT')
      throw badRequest(messages.tooMany, { [field]: messages.tooMany });
    if (error instanceof AppError) throw error;
    // Anything else is a body the parser cannot read (no boundary, cut short): no file came.
    throw badRequest(messages.missing, { [field]: messages.missing });
  }
  if (files.length === 0) throw badRequest(messages.missing, { [field]: messages.missing });
  return files;
}

export async function readSingleUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  messages: { missing: MessageKey; tooLarge: MessageKey },
): Promise<Buffer> {
  const [file] = await readUploads(request, field, {
    maxFiles: 1,
    maxBytes,
    messages: { ...messages, tooMany: messages.missing },
  });
  if (!file) throw badRequest(messages.missing);
  return file;
}
