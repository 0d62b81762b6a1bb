// How web features compose without importing each other (decision 0052). A page leaves named,
// typed places (slots) for other features' pieces: `<Slot name="booking.panels" booking={b} />`.
// The feature that fills a slot declares its pieces in its routes.tsx (`FeatureRoutes.slots`),
// each loaded lazily from its own chunk; the app assembles the table from web/src/features.ts and
// provides it. A route names the slots its page shows (`handle.slots`), so the page's pieces are
// loaded with the page: the server draws them and the browser adopts them at once (0026, 0049).
import { createContext, createElement, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Box } from '@mui/material';
import type { Booking, CarWithService, Service, TripMode, TripQuoteAnswer } from '@carrental/shared';
import { DrawnPart } from './adoption';
import { preloadable, type Preloadable } from './preloadable';

/** A trip's mode and destination, as the booking form holds them (decision 0031). */
export interface TripChoice {
  mode: TripMode;
  /** '' within the city. */
  destination: string;
}

/** The car search's trip filters. */
export interface TripFilter {
  /** '' any. */
  mode: '' | 'self_drive' | 'with_driver';
  /** '' within the city. */
  destination: string;
}

/**
 * Every slot: its name (by the place it is in) → the props its pieces get. A name never starts with
 * a catalog's name (the admin or the charges feature's, say): the build would load that catalog
 * with every module naming the slot, the first page's route table included (web/vite-catalogs.ts).
 */
export interface SlotMap {
  /** The booking's page, above its actions: notices about the booking. */
  'booking.notices': { booking: Booking };
  /** The booking's page, the customer's part (seen by the provider). */
  'booking.customer': { booking: Booking };
  /** The booking's page, the provider's part. */
  'booking.provider': { booking: Booking };
  /** The booking's page, under the price breakdown: the booking's money. */
  'booking.money': { booking: Booking };
  /** The booking's page, under its cards: the panels of the booking's life. */
  'booking.panels': { booking: Booking };
  /** The booking's page, at its end: the conversation about it. */
  'booking.conversation': { booking: Booking };
  /** The booking form: the trip (within the city, out of it, with a driver). */
  'booking.form.trip': { carId: string; value: TripChoice; onChange(next: TripChoice): void; driverOffered: boolean };
  /** The booking form: the quote of the chosen days and trip. */
  'booking.form.quote': { quote: TripQuoteAnswer | undefined; loading: boolean; failed: boolean };
  /** The booking form: the server refused the booking until the renter's identity is checked. */
  'booking.form.identity': { message: string };
  /** The car's page, under its price: its rating. */
  'car.heading': { car: CarWithService };
  /** The car's page, under its rating: its provider's badges (one row's room is kept). */
  'car.badges': { car: CarWithService };
  /** The car's page, after its description and features. */
  'car.sections': { car: CarWithService };
  /** The car's page, the side column: the booking form. */
  'car.book': { car: CarWithService };
  /** The car search's filters: the trip fields. */
  'car.filters': { value: TripFilter; onChange(patch: Partial<TripFilter>): void };
  /** The vendor's calendar of one of their cars, under the calendar. */
  'car.settings': { carId: string };
  /** A service's page, under its name: its rating. */
  'service.heading': { service: Service };
  /** A service's page, under its rating: its vendor's badges (one row's room is kept). */
  'service.badges': { service: Service };
  /** A service's page, at its end. */
  'service.sections': { service: Service };
  /** Editing a service the reader manages: its further settings. */
  'service.settings': { serviceId: string };
  /** The profile: beside the reader's badges row. */
  'profile.badges': { userId: string };
  /** The profile: beside the phone number. */
  'profile.phone': { phone: string; verified: boolean };
  /** The profile: cards under the details. */
  'profile.cards': Record<never, never>;
  /** The profile: cards under the preferences. */
  'profile.settings': Record<never, never>;
  /** An admin's page of one user. */
  'user.details': { userId: string };
  /** The admins' payouts page, under the payouts. */
  'payouts.lists': Record<never, never>;
  /** A dispute's file: its booking's money. */
  'dispute.money': { bookingId: string };
  /** A dispute's file: the evidence of its booking. */
  'dispute.evidence': { booking: Booking };
  /** A dispute's file: the booking's conversation. */
  'dispute.conversation': { bookingId: string };
  /** A booking's charges, seen by its customer: how to pay them. */
  'chargesPanel.pay': { bookingId: string };
}

export type SlotName = keyof SlotMap;

/** One piece of a slot, declared by the feature that fills it. */
export interface SlotPiece<P> {
  /** Pieces draw in ascending order. */
  order: number;
  /** Whether the piece shows for these props (its code is not loaded otherwise). */
  when?: (props: P) => boolean;
  /** Room held for the piece while its code loads (px), so nothing below it jumps. */
  space?: number;
  draw(props: P): ReactElement;
  preload(): Promise<unknown>;
  /** Its chunk's name. */
  screen: string;
}

export type SlotPieces = { [K in SlotName]?: SlotPiece<SlotMap[K]>[] };

interface PieceOptions<P, Q> {
  order: number;
  when?: (props: P) => boolean;
  space?: number;
  /** The piece's own props from the slot's: by default the slot's props themselves. */
  props?: (props: P) => Q;
}

/** A lazily loaded component as a slot's piece. */
export function piece<P extends object, Q extends object = P>(
  Piece: Preloadable<Q>,
  { order, when, space, props }: PieceOptions<P, Q> & (P extends Q ? unknown : { props: (props: P) => Q }),
): SlotPiece<P> {
  return {
    order,
    when,
    space,
    draw: (given) => createElement(Piece, props ? props(given) : (given as unknown as Q)),
    preload: () => Piece.preload(),
    screen: Piece.screen,
  };
}

/** The app's slot table: every feature's pieces, by slot, in order. */
export function slotTable(fillers: Array<{ slots?: SlotPieces }>): SlotPieces {
  const table: Record<string, SlotPiece<never>[]> = {};
  for (const filler of fillers) {
    for (const [name, pieces] of Object.entries(filler.slots ?? {})) (table[name] ??= []).push(...((pieces ?? []) as SlotPiece<never>[]));
  }
  for (const pieces of Object.values(table)) pieces.sort((a, b) => a.order - b.order);
  return table as SlotPieces;
}

/** The pieces of the slots `names`. */
export function piecesOf(table: SlotPieces, names: readonly SlotName[]): Array<SlotPiece<never>> {
  return names.flatMap((name) => (table[name] ?? []) as Array<SlotPiece<never>>);
}

/**
 * The route with its page loading the pieces of the slots it names (`handle.slots`) together with
 * its own code, so a page opened in the app (not drawn by the server) draws its pieces with its
 * first render instead of after it, pushing what is below them down (decision 0052).
 */
export function withSlotPieces(route: RouteObject, table: SlotPieces): RouteObject {
  const children = route.index ? undefined : route.children?.map((child) => withSlotPieces(child, table));
  const named = (route.handle as { slots?: readonly SlotName[] } | undefined)?.slots ?? [];
  const element = route.element;
  const Page = isValidElement(element) ? (element.type as Partial<Preloadable>) : undefined;
  if (named.length === 0 || !Page?.preload || !Page.screen) return children ? ({ ...route, children } as RouteObject) : route;
  const pieces = piecesOf(table, named);
  const load = Page.preload;
  const WithPieces = preloadable(async () => {
    const [component] = await Promise.all([load(), ...pieces.map((p) => p.preload())]);
    return { Page: component };
  }, 'Page', Page.screen);
  const withPieces = { ...route, element: createElement(WithPieces, (element as ReactElement<object>).props) } as RouteObject;
  return children ? ({ ...withPieces, children } as RouteObject) : withPieces;
}

const Slots = createContext<SlotPieces>({});

/** Gives the app's slot table to every `<Slot>` below. */
export function SlotsProvider({ table, children }: { table: SlotPieces; children: ReactNode }) {
  return <Slots.Provider value={table}>{children}</Slots.Provider>;
}

/**
 * The pieces other features put in the slot `name`, given the slot's props. Each is a part the
 * server draws (its code loaded with the page) and that keeps its room while its code loads.
 */
export function Slot<K extends SlotName>({ name, ...props }: { name: K } & SlotMap[K]) {
  const pieces = (useContext(Slots)[name] ?? []) as SlotPiece<SlotMap[K]>[];
  const given = props as unknown as SlotMap[K];
  return (
    <>
      {pieces
        .filter((p) => !p.when || p.when(given))
        .map((p) => (
          <DrawnPart key={`${p.order}:${p.screen}`} fallback={p.space ? <Box sx={{ minHeight: p.space }} /> : null}>
            {p.draw(given)}
          </DrawnPart>
        ))}
    </>
  );
}
