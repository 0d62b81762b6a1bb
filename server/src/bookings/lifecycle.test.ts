// Every (status, action, party) triple against the decisions table, written out independently of
// TRANSITIONS so that a change to the table must be made on purpose in both places.
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '@carrental/shared';
import { availableActions, decideTransition, type BookingAction, type BookingParty } from './lifecycle.js';
import { say } from '../http/locale.js';

const PARTIES: BookingParty[] = ['CUSTOMER', 'VENDOR', 'PAYMENT_PROVIDER', 'SYSTEM', 'ADMIN'];
const ACTIONS: BookingAction[] = [
  'accept', 'reject', 'suggest-changes', 'cancel', 'mark-paid-outside', 'payment-completed', 'accept-changes', 'reject-changes', 'expire',
  'check-in', 'check-out', 'close',
];

/** decisions.md "Bookings", row by row: "status action party" → resulting status. */
const ALLOWED: Record<string, BookingStatus> = {
  'PENDING accept VENDOR': 'ACCEPTED',
  'PENDING reject VENDOR': 'REJECTED',
  'PENDING suggest-changes VENDOR': 'SUGGESTION_MADE',
  'PENDING cancel CUSTOMER': 'CANCELLED',
  'ACCEPTED cancel CUSTOMER': 'CANCELLED',
  'CONFIRMED cancel CUSTOMER': 'CANCELLED',
  'ACCEPTED cancel VENDOR': 'CANCELLED',
  'SUGGESTION_MADE cancel VENDOR': 'CANCELLED',
  'CONFIRMED cancel VENDOR': 'CANCELLED',
  'PENDING cancel SYSTEM': 'CANCELLED',
  'ACCEPTED cancel SYSTEM': 'CANCELLED',
  'SUGGESTION_MADE cancel SYSTEM': 'CANCELLED',
  'CONFIRMED cancel SYSTEM': 'CANCELLED',
  'PENDING cancel ADMIN': 'CANCELLED',
  'ACCEPTED cancel ADMIN': 'CANCELLED',
  'SUGGESTION_MADE cancel ADMIN': 'CANCELLED',
  'CONFIRMED cancel ADMIN': 'CANCELLED',
  'ACCEPTED mark-paid-outside VENDOR': 'CONFIRMED',
  // Issue 31: the handover's sealed records move the trip on; an admin closes one nobody checked out.
  'CONFIRMED check-in VENDOR': 'IN_PROGRESS',
  'IN_PROGRESS check-out VENDOR': 'COMPLETED',
  'CONFIRMED close ADMIN': 'COMPLETED',
  'IN_PROGRESS close ADMIN': 'COMPLETED',
  'ACCEPTED payment-completed PAYMENT_PROVIDER': 'CONFIRMED',
  'SUGGESTION_MADE accept-changes CUSTOMER': 'ACCEPTED',
  'SUGGESTION_MADE reject-changes CUSTOMER': 'REJECTED',
  // Decision 0016: instant booking, and requests, offers and unpaid acceptances that expire.
  'PENDING accept SYSTEM': 'ACCEPTED',
  'PENDING expire SYSTEM': 'EXPIRED',
  'SUGGESTION_MADE expire SYSTEM': 'EXPIRED',
  'ACCEPTED expire SYSTEM': 'EXPIRED',
};

const triples = BOOKING_STATUSES.flatMap((status) =>
  ACTIONS.flatMap((action) => PARTIES.map((party) => [status, action, party] as const)),
);

describe('booking lifecycle table', () => {
  it('covers every triple (9 statuses × 12 actions × 5 parties)', () => {
    expect(triples).toHaveLength(540);
  });

  it.each(triples)('%s %s by %s', (status, action, party) => {
    const decision = decideTransition(status, action, party);
    const expected = ALLOWED[`${status} ${action} ${party}`];
    if (expected) {
      expect(decision).toMatchObject({ allowed: true, to: expected });
    } else {
      expect(decision.allowed).toBe(false);
      if (!decision.allowed) {
        expect(decision.message).toMatch(new RegExp(`^Cannot .+ a booking that is ${status}`));
        // The catalog text says the same in English, and something else in Urdu.
        expect(say('en', decision.text)).toBe(decision.message);
        expect(say('ur', decision.text)).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('says plainly why a wrong status is refused', () => {
    expect(decideTransition('CONFIRMED', 'accept', 'VENDOR')).toMatchObject({
      allowed: false,
      reason: 'wrong-status',
      message: 'Cannot accept a booking that is CONFIRMED',
    });
    expect(decideTransition('REJECTED', 'cancel', 'CUSTOMER')).toMatchObject({ message: 'Cannot cancel a booking that is REJECTED' });
  });

  it('tells the wrong party whose action it is', () => {
    expect(decideTransition('PENDING', 'accept', 'CUSTOMER')).toMatchObject({
      allowed: false,
      reason: 'not-a-party',
      message: "Cannot accept a booking that is PENDING: only the car's vendor can",
    });
    expect(decideTransition('SUGGESTION_MADE', 'accept-changes', 'VENDOR')).toMatchObject({ reason: 'not-a-party' });
  });

  it('lists the actions available to each party', () => {
    expect(availableActions('PENDING', 'VENDOR')).toEqual(['accept', 'reject', 'suggest-changes']);
    expect(availableActions('PENDING', 'CUSTOMER')).toEqual(['cancel']);
    expect(availableActions('SUGGESTION_MADE', 'CUSTOMER')).toEqual(['accept-changes', 'reject-changes']);
    expect(availableActions('ACCEPTED', 'VENDOR')).toEqual(['cancel', 'mark-paid-outside']);
    expect(availableActions('CANCELLED', 'VENDOR')).toEqual([]);
    expect(availableActions('REJECTED', 'CUSTOMER')).toEqual([]);
    expect(availableActions('CONFIRMED', 'SYSTEM')).toEqual(['cancel']);
    expect(availableActions('CANCELLED', 'SYSTEM')).toEqual([]);
    expect(availableActions('CONFIRMED', 'CUSTOMER')).toEqual(['cancel']);
    expect(availableActions('CONFIRMED', 'ADMIN')).toEqual(['cancel', 'close']);
    expect(availableActions('CONFIRMED', 'VENDOR')).toEqual(['cancel', 'check-in']);
    expect(availableActions('IN_PROGRESS', 'VENDOR')).toEqual(['check-out']);
    expect(availableActions('IN_PROGRESS', 'CUSTOMER')).toEqual([]);
    expect(availableActions('COMPLETED', 'ADMIN')).toEqual([]);
    expect(availableActions('REJECTED', 'ADMIN')).toEqual([]);
    expect(availableActions('PENDING', 'SYSTEM')).toEqual(['accept', 'cancel', 'expire']);
    expect(availableActions('ACCEPTED', 'SYSTEM')).toEqual(['cancel', 'expire']);
    expect(availableActions('EXPIRED', 'SYSTEM')).toEqual([]);
    expect(availableActions('EXPIRED', 'CUSTOMER')).toEqual([]);
  });

  it('names the system as the only party that expires a booking', () => {
    expect(decideTransition('PENDING', 'expire', 'VENDOR')).toMatchObject({
      allowed: false,
      reason: 'not-a-party',
      message: 'Cannot expire a booking that is PENDING: only RentWheels itself can',
    });
    expect(decideTransition('CONFIRMED', 'expire', 'SYSTEM')).toMatchObject({ reason: 'wrong-status', message: 'Cannot expire a booking that is CONFIRMED' });
  });
});
