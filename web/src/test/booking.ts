// A booking as the API sends it, for the tests of every screen that shows bookings.
import type { Booking } from '@carrental/shared';

export function booking(patch: Partial<Booking> = {}): Booking {
  return {
    id: '11111111-2222-4333-8444-555555abcdef',
    carId: 'car-1',
    customerId: 'customer-1',
    serviceId: 'service-1',
    status: 'PENDING',
    startDate: '2030-01-10T10:00:00',
    endDate: '2030-01-12T10:00:00',
    description: 'Airport pick-up',
    totalAmount: 10000,
    withDriver: false,
    expiresAt: null,
    createdAt: '2029-12-01T10:00:00.000Z',
    updatedAt: '2029-12-01T10:00:00.000Z',
    car: { id: 'car-1', make: 'TOYOTA', customMake: '', model: 'Corolla', year: 2022, name: '', pricePerDay: 5000, coverImageUrl: null },
    service: {
      id: 'service-1', name: 'Lahore Motors', description: 'Cars in Lahore', addressLine1: '1 Mall Road', addressLine2: '',
      city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan', vendorId: 'vendor-1', phone: '+92 42 1234567',
    },
    customer: { id: 'customer-1', name: 'Ayesha Khan' },
    viewerSide: 'CUSTOMER',
    availableActions: ['cancel'],
    suggestion: null,
    heldConflict: false,
    cancellationPolicy: 'MODERATE',
    lines: [
      { kind: 'days', label: '2 days × PKR 5,000', amount: 10000 },
      { kind: 'total', label: 'Total', amount: 10000 },
    ],
    ...patch,
  };
}
