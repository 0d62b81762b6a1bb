// The only place message rows become answers: the body masked for the other side until the
// booking is confirmed (policy.ts), and whether the caller wrote it.
import { maskContactDetails, type Message } from '@carrental/shared';
import { showsContactDetails } from './policy.js';

export interface MessageRow {
  id: string;
  bookingId: string;
  senderId: string;
  body: string;
  createdAt: Date;
}

export interface Viewer {
  id: string;
  /** Whether the viewer is one of the two parties (admins who are not see the text as written). */
  isParty: boolean;
}

export function presentMessage(row: MessageRow, viewer: Viewer, everConfirmed: boolean, photos: Array<{ url: string }> = []): Message {
  const plain = showsContactDetails(viewer.id, row.senderId, everConfirmed, viewer.isParty);
  return {
    id: row.id,
    bookingId: row.bookingId,
    senderId: row.senderId,
    mine: row.senderId === viewer.id,
    body: plain ? row.body : maskContactDetails(row.body),
    photos,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
