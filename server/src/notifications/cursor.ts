// The stream's event ids. A notification's `seq` is a platform-wide counter, so handing it out
// would tell anyone how many notifications the whole marketplace writes. Each seq is encrypted
// into an opaque cursor instead (one AES block: eight zero bytes and the seq), which the browser
// sends back as Last-Event-ID; a cursor that does not decrypt to that shape is refused.
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

export const CURSOR_PATTERN = /^[0-9a-f]{32}$/;

export interface CursorCodec {
  encode(seq: number): string;
  /** The seq of a cursor we issued, or null. */
  decode(cursor: string): number | null;
}

export function cursorCodec(secret: string): CursorCodec {
  const key = createHash('sha256').update(`${secret}:notification-cursor`).digest();
  return {
    encode(seq) {
      const block = Buffer.alloc(16);
      block.writeBigUInt64BE(BigInt(seq), 8);
      const cipher = createCipheriv('aes-256-ecb', key, null).setAutoPadding(false);
      return Buffer.concat([cipher.update(block), cipher.final()]).toString('hex');
    },
    decode(cursor) {
      if (!CURSOR_PATTERN.test(cursor)) return null;
      const decipher = createDecipheriv('aes-256-ecb', key, null).setAutoPadding(false);
      const block = Buffer.concat([decipher.update(Buffer.from(cursor, 'hex')), decipher.final()]);
      if (!block.subarray(0, 8).equals(Buffer.alloc(8))) return null;
      const seq = block.readBigUInt64BE(8);
      return seq > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(seq);
    },
  };
}
