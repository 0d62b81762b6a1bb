// Reading the one file of a multipart upload: the routes that take images (a car's, a message's
// photo) share how a missing, non-multipart or too large upload is answered.
import type { FastifyRequest } from 'fastify';
import type { ErrorKey } from '@carrental/shared';
import { badRequest, errorMessage, payloadTooLarge } from './errors.js';

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  /** The multipart text fields sent before the file (a handover photo's `angle`). */
  fields: Record<string, string>;
}

/**
 * The bytes and name of the request's one file (field "file"), at most `maxBytes`. `notMultipart`
 * and `tooLarge` name the feature's own errors (the latter is given `megabytes`).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { maxBytes: number; notMultipart: ErrorKey; tooLarge: ErrorKey },
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(options.notMultipart);
  const file = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  if (!file) throw badRequest('errors.upload.noFile');
  try {
    const fields: Record<string, string> = {};
    for (const [name, part] of Object.entries(file.fields)) {
      const one = Array.isArray(part) ? part[0] : part;
      if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
    }
    return { bytes: await file.toBuffer(), fileName: file.filename, fields };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(errorMessage(options.tooLarge, { megabytes: options.maxBytes / 1024 / 1024 }));
    }
    throw error;
  }
}
