// The dashboards' figures against fixtures computed by hand.
import { describe, expect, it } from 'vitest';
import { adminAnalytics, daysBetween, median, monthsBetween, vendorAnalytics, type BookingFact } from './analytics.js';

const booking = (over: Partial<BookingFact> & Pick<BookingFact, 'id' | 'carId'>): BookingFact => ({
  status: 'CONFIRMED',
  startDate: '2030-01-10T10:00:00',
  endDate: '2030-01-12T10:00:00',
  createdAt: '2030-01-01T09:00:00',
  totalAmount: 20000,
  answeredAt: '2030-01-01T10:00:00',
  everAccepted: true,
  everPaid: true,
  cancelledBy: null,
  ...over,
});

describe('calendar helpers', () => {
  it('lists the months of a period across a year end and counts its days', () => {
    expect(monthsBetween('2029-11-15', '2030-02-01')).toEqual(['2029-11', '2029-12', '2030-01', '2030-02']);
    expect(monthsBetween('2030-01-01', '2030-01-31')).toEqual(['2030-01']);
    expect(daysBetween('2030-01-01', '2030-01-31')).toBe(31);
    expect(daysBetween('2028-02-01', '2028-02-29')).toBe(29);
  });
  it('takes the median of odd and even counts, null of none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBeNull();
  });
});

describe('vendor analytics', () => {
  const cars = [
    { id: 'a', name: 'Corolla' },
    { id: 'b', name: 'Civic' },
    { id: 'c', name: 'Alto' },
    { id: 'd', name: 'Cultus' },
  ];
  const bookings: BookingFact[] = [
    // Car a: 2 days in January, answered in 60 minutes, completed.
    booking({ id: '1', carId: 'a', status: 'COMPLETED' }),
    // Car a: 30 Jan 12:00 → 2 Feb 12:00: 1.5 days inside January (the period ends 31 Jan).
    booking({ id: '2', carId: 'a', status: 'IN_PROGRESS', startDate: '2030-01-30T12:00:00', endDate: '2030-02-02T12:00:00', createdAt: '2030-01-05T08:00:00', answeredAt: '2030-01-05T08:30:00' }),
    // Car b: accepted, then cancelled by the vendor; answered in 10 minutes.
    booking({ id: '3', carId: 'b', status: 'CANCELLED', everPaid: false, cancelledBy: 'VENDOR', createdAt: '2030-01-03T10:00:00', answeredAt: '2030-01-03T10:10:00' }),
    // Car c: rejected, never accepted; answered in 120 minutes.
    booking({ id: '4', carId: 'c', status: 'REJECTED', everAccepted: false, everPaid: false, createdAt: '2030-01-04T10:00:00', answeredAt: '2030-01-04T12:00:00' }),
    // Car c: still waiting, unanswered.
    booking({ id: '5', carId: 'c', status: 'PENDING', everAccepted: false, everPaid: false, answeredAt: null, createdAt: '2030-01-20T10:00:00' }),
    // Requested before the period: not in the funnel, but its days in January count.
    booking({ id: '6', carId: 'b', createdAt: '2029-12-20T10:00:00', startDate: '2029-12-31T00:00:00', endDate: '2030-01-03T00:00:00' }),
  ];
  const result = vendorAnalytics({
    from: '2030-01-01',
    to: '2030-01-31',
    cars,
    bookings,
    money: [
      { bookingId: '1', at: '2030-01-01T11:00:00', kind: 'advance_paid', via: 'platform', amount: 5000 },
      { bookingId: '1', at: '2030-01-10T10:00:00', kind: 'balance_paid', via: 'vendor', amount: 15000 },
      { bookingId: '1', at: '2030-01-10T10:05:00', kind: 'deposit_received', via: 'vendor', amount: 30000 },
      { bookingId: '1', at: '2030-01-10T10:05:00', kind: 'platform_fee', via: 'platform', amount: 2000 },
      { bookingId: '2', at: '2030-01-05T09:00:00', kind: 'advance_paid', via: 'platform', amount: 20000 },
      { bookingId: '3', at: '2030-01-03T11:00:00', kind: 'advance_paid', via: 'platform', amount: 8000 },
      { bookingId: '3', at: '2030-01-04T11:00:00', kind: 'refund', via: 'platform', amount: 8000 },
      // Outside the period: left out.
      { bookingId: '2', at: '2030-02-02T12:00:00', kind: 'balance_paid', via: 'vendor', amount: 999 },
    ],
    ratings: [
      { at: '2030-01-13T10:00:00', rating: 5 },
      { at: '2030-01-20T10:00:00', rating: 4 },
      { at: '2029-12-20T10:00:00', rating: 1 },
    ],
  });

  it('counts rent per month, online and at the counter apart, refunds taken off, deposits and fees left out', () => {
    expect(result.revenue).toEqual([{ month: '2030-01', online: 25000, counter: 15000 }]);
  });

  it('counts booked days inside the period for each car', () => {
    const of = (id: string) => result.utilisation.find((u) => u.carId === id)!;
    expect(of('a')).toMatchObject({ bookedDays: 3.5, days: 31, percent: 11.3, revenue: 40000 });
    expect(of('b')).toMatchObject({ bookedDays: 2, percent: 6.5, revenue: 0 });
    expect(of('c')).toMatchObject({ bookedDays: 0, percent: 0 });
    expect(result.utilisation.map((u) => u.carId)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('follows the requests of the period through the funnel', () => {
    // Booking 2 is still on the road.
    expect(result.funnel).toEqual({ requests: 5, accepted: 3, paid: 2, completed: 1 });
  });

  it('takes the median answer time over answered requests', () => {
    // 60, 30, 10, 120 → 45.
    expect(result.medianAnswerMinutes).toBe(45);
  });

  it('counts cancellations among accepted requests', () => {
    expect(result.cancellations).toEqual({ ofAccepted: 3, byVendor: 1, byCustomer: 0, percent: 33.3 });
  });

  it('averages ratings per month within the period', () => {
    expect(result.ratings).toEqual([{ month: '2030-01', average: 4.5, count: 2 }]);
  });

  it('names the best and the worst cars by rent', () => {
    expect(result.bestCars.map((c) => c.carId)).toEqual(['a', 'b', 'c']);
    expect(result.worstCars.map((c) => c.carId)).toEqual(['d', 'c', 'b']);
  });

  it('a paid trip past its end is not completed until the car came back', () => {
    const waiting = bookings.map((b) => (b.status === 'COMPLETED' ? { ...b, status: 'CONFIRMED' as const } : b));
    const early = vendorAnalytics({ from: '2030-01-01', to: '2030-01-31', cars, bookings: waiting, money: [], ratings: [] });
    expect(early.funnel.completed).toBe(0);
    expect(early.utilisation.find((u) => u.carId === 'a')!.bookedDays).toBe(3.5);
    expect(early.revenue).toEqual([{ month: '2030-01', online: 0, counter: 0 }]);
    expect(early.medianAnswerMinutes).toBe(45);
  });
});

describe('admin analytics', () => {
  it('counts bookings, paid value and the platform take per month, cities, conversion', () => {
    const result = adminAnalytics({
      from: '2030-01-01',
      to: '2030-02-28',
      bookings: [
        { day: '2030-01-02', city: 'Lahore', bookings: 1, paidValue: 10000 },
        { day: '2030-01-05', city: 'Lahore', bookings: 1, paidValue: 0 },
        { day: '2030-02-05', city: 'Karachi', bookings: 1, paidValue: 12000 },
        { day: '2030-03-01', city: 'Karachi', bookings: 1, paidValue: 99999 },
      ],
      fees: [
        { day: '2030-01-02', amount: 1000 },
        { day: '2030-01-09', amount: -200 },
        { day: '2030-02-05', amount: 1200 },
      ],
      listings: [
        { city: 'Lahore', cars: 4 },
        { city: 'Islamabad', cars: 2 },
      ],
      searches: [
        { day: '2030-01-02', count: 40 },
        { day: '2030-02-10', count: 60 },
        { day: '2030-03-01', count: 1000 },
      ],
      openDisputes: 2,
      overdueDeposits: 1,
    });
    expect(result.months).toEqual([
      { month: '2030-01', bookings: 2, value: 10000, take: 800 },
      { month: '2030-02', bookings: 1, value: 12000, take: 1200 },
    ]);
    expect(result.cities).toEqual([
      { city: 'Lahore', listings: 4, bookings: 2 },
      { city: 'Karachi', listings: 0, bookings: 1 },
      { city: 'Islamabad', listings: 2, bookings: 0 },
    ]);
    expect(result.conversion).toEqual({ searches: 100, bookings: 3, percent: 3 });
    expect(result).toMatchObject({ openDisputes: 2, overdueDeposits: 1 });
  });
});
