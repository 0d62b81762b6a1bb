// ID documents: one image or PDF up to 10 MB, recognised by its content (never by its name or the
// declared type), stored privately under users/verificationIds/{userId}/…, and shown to the owner
// and admins only through short-lived signed links.
import { desc, eq } from 'drizzle-orm';
import type { IdDocument } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { idDocuments } from '../db/schema.js';
import { sanitizeFileName } from '../storage/storage.js';
import { unsupportedMediaType } from '../http/errors.js';

/** Links to private documents are valid this long: enough to open them, too short to share. */
export const DOCUMENT_LINK_SECONDS = 10 * 60;

type DocumentRow = typeof idDocuments.$inferSelect;

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/** The file's real type from its first bytes, or null when it is not an accepted image or PDF. */
export function detectDocumentType(buf: Buffer): string | null {
  if (buf.length < 12) return null;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(buf, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(buf, 8, 12))) return 'image/avif';
  if (ascii(buf, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

export async function presentDocument(ctx: AppContext, row: DocumentRow): Promise<IdDocument> {
  return {
    id: row.id,
    documentUrl: await ctx.storage.signedUrl(row.storageKey, DOCUMENT_LINK_SECONDS),
    fileName: row.fileName,
    contentType: row.contentType,
    uploadedOn: row.uploadedOn.toISOString(),
    verificationStatus: row.verificationStatus,
  };
}

/** A user's documents, newest first. */
export const documentsOf = (ctx: AppContext, userId: string) =>
  ctx.db.select().from(idDocuments).where(eq(idDocuments.userId, userId)).orderBy(desc(idDocuments.uploadedOn), desc(idDocuments.id));

/** Stores a new document for review (PENDING). Earlier documents stay for the admins' record. */
export async function uploadIdDocument(
  ctx: AppContext,
  actor: { id: string },
  file: { fileName: string; body: Buffer },
): Promise<IdDocument> {
  const contentType = detectDocumentType(file.body);
  if (!contentType) throw unsupportedMediaType('errors.users.documentType');
  const fileName = sanitizeFileName(file.fileName);
  const key = `users/verificationIds/${actor.id}/${ctx.clock.now().getTime()}-${fileName}`;
  await ctx.storage.put(key, file.body, contentType);
  try {
    const [row] = await ctx.db
      .insert(idDocuments)
      .values({ userId: actor.id, storageKey: key, fileName, contentType, sizeBytes: file.body.length })
      .returning();
    return presentDocument(ctx, row!);
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}
