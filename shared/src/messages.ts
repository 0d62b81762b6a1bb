// Payload schemas of the messages feature (a conversation per booking), shared by the API and the web app.
import { z } from './zod.js';
import { plainText } from './text.js';
import { bookingStatusSchema } from './enums.js';
import { errorText } from './i18n/errorText.js';

export const MAX_MESSAGE_LENGTH = 2000;
/** Messages per page of a conversation (older ones with `before`). */
export const MESSAGE_PAGE_SIZE = 50;
/** A message unread this long is emailed to its recipient (one email per burst). */
export const UNREAD_MESSAGE_EMAIL_MINUTES = 10;

/** Photos one message may carry (each uploaded first, with the car images' checks). */
export const MAX_MESSAGE_PHOTOS = 4;

export const sendMessageSchema = z
  .object({
    body: plainText()
      .transform((v) => v.trim())
      .pipe(z.string().max(MAX_MESSAGE_LENGTH, errorText('errors.messages.tooLong', { max: MAX_MESSAGE_LENGTH })))
      .default(''),
    /** Ids of photos uploaded to this conversation by the writer and not yet sent. */
    photoIds: z.array(z.guid()).max(MAX_MESSAGE_PHOTOS, errorText('errors.messages.photosPerMessage', { max: MAX_MESSAGE_PHOTOS })).default([]),
  })
  .refine((m) => m.body.length > 0 || m.photoIds.length > 0, { message: errorText('errors.messages.empty'), path: ['body'] });

export const uploadedMessagePhotoSchema = z.object({ id: z.string(), url: z.string() });
export type UploadedMessagePhoto = z.infer<typeof uploadedMessagePhotoSchema>;
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const messagesQuerySchema = z.object({
  /** The id of the oldest message the client has: answers the page before it. */
  before: z.guid().optional(),
});

export const chatMessageSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  senderId: z.string(),
  /** Whether the caller wrote it. */
  mine: z.boolean(),
  /** With phone numbers and email addresses masked for the other side before confirmation. */
  body: z.string(),
  /** Short-lived links to the message's photos (private files). */
  photos: z.array(z.object({ url: z.string() })),
  createdAt: z.string(),
});
export type Message = z.infer<typeof chatMessageSchema>;

export const messagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** Whether older messages exist before the first one of this page. */
  hasMore: z.boolean(),
  /** Admins read conversations but cannot write. */
  canWrite: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const conversationSchema = z.object({
  bookingId: z.string(),
  bookingStatus: bookingStatusSchema,
  car: z.object({ id: z.string(), name: z.string(), coverImageUrl: z.string().nullable() }),
  otherParty: z.object({ id: z.string(), name: z.string() }),
  lastMessage: chatMessageSchema.nullable(),
  unreadCount: z.number().int().nonnegative(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSchema),
  /** Unread messages over all conversations (the header's badge). */
  unreadTotal: z.number().int().nonnegative(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const markReadAnswerSchema = z.object({ unreadCount: z.number().int().nonnegative() });

/** What the notification stream carries for a new message (`event: message`). */
export const messageStreamEventSchema = z.object({ message: chatMessageSchema });
export type MessageStreamEvent = z.infer<typeof messageStreamEventSchema>;

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
/** Seven or more digits, possibly with a leading +, spaces, dots, dashes or brackets between them. */
const PHONE = /\+?\d(?:[\s().-]*\d){6,}/g;

export const MASK = '[hidden until the booking is confirmed]';

/**
 * Masks phone numbers and email addresses (the spec hides contact details from strangers until a
 * booking is confirmed). Also catches "0300 123 4567" and "+92-300-1234567".
 */
export const maskContactDetails = (text: string) => text.replace(EMAIL, () => MASK).replace(PHONE, () => MASK);
