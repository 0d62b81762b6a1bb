// The app's slot table (decision 0052): the features fill the slots their pages leave, and a page's
// preload (before the server draws it, before the browser adopts it) loads its slots' pieces too.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { en, type CarWithService } from '@carrental/shared';
import { Slot } from '@/lib/slots';
import { renderAt, stubApi } from '@/test/app';
import { preloadPage, screensOf } from './routes';
import { slots } from './slots';

const car = {
  id: 'car-1', serviceId: 's-1', name: '', description: '', make: 'TOYOTA', customMake: '', model: 'Corolla', year: 2022, engineSize: '', color: '',
  transmission: 'AUTOMATIC', fuelType: 'PETROL', isInsured: false, features: [], imageUrls: [], images: [], pricePerDay: 5000, createdAt: '2029-01-01T00:00:00.000Z',
  service: { id: 's-1', vendorId: 'vendor-1', name: 'Lahore Wheels', description: '', addressLine1: '', addressLine2: '', city: 'Lahore', state: '', postalCode: '', country: '', cancellationPolicy: 'MODERATE' },
} as unknown as CarWithService;

const names = (slot: keyof typeof slots) => (slots[slot] ?? []).map((p) => p.screen);

describe("the app's slots", () => {
  it("holds each feature's pieces in the slots of the pages that show them", () => {
    expect(names('booking.panels')).toEqual(['HandoverPanel', 'ChargesPanel', 'ClaimsPanel', 'AgreementDownload', 'BookingReviewPanel']);
    expect(names('car.book')).toEqual(['BookCarForm']);
    expect(names('car.sections')).toEqual(['AvailabilityCalendar', 'ReviewList']);
    expect(names('service.settings')).toEqual(['ServiceRulesPanel', 'TripTermsPanel', 'PaymentTermsPanel']);
  });

  it("names no slot like a catalog's keys, which would put that catalog in the module naming it (the first page's too)", () => {
    const catalogs = new Set(Object.keys(en).map((key) => key.split('.')[0]));
    expect(Object.keys(slots).filter((name) => catalogs.has(name.split('.')[0]!))).toEqual([]);
  });

  it("names a page's pieces among its chunks, for the drawn page's preload hints", () => {
    const booking = screensOf('/bookingDetails/11111111-2222-4333-8444-555555abcdef');
    expect(booking).toEqual(expect.arrayContaining(['BookingDetailsPage', 'HandoverPanel', 'ConversationPanel', 'StatementPanel', 'PayChargesButton']));
    expect(screensOf('/cars/car-1')).toEqual(expect.arrayContaining(['CarDetailsPage', 'BookCarForm', 'TripPicker', 'TripQuoteView', 'Stars', 'Badges']));
    expect(screensOf('/')).not.toContain('BookCarForm');
  });

  it("loads a page's pieces with the page, so a first render draws them at once", async () => {
    await preloadPage('/cars/car-1');
    stubApi({});
    renderAt(<Slot name="car.book" car={car} />, '/cars/car-1', '/cars/:id');
    // Drawn in the first render, not after a fallback: the booking form's heading is there at once.
    expect(screen.getByRole('heading', { name: 'Book this Car' })).toBeTruthy();
  });
});
