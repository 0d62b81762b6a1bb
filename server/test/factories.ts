// Factories for test data, written straight to the database so that each test states only what
// matters to it. Tokens are real, signed by the app's own token service.
import { randomBytes } from 'node:crypto';
import { bookingTotal, type BookingStatus, type CarMake, type Role } from '@carrental/shared';
import type { AppContext } from '../src/context.js';
import { bookings, cars, services, users } from '../src/db/schema.js';
import { hashPassword } from '../src/auth/passwords.js';

export const TEST_PASSWORD = 'correct horse battery staple';
let cachedHash: Promise<string> | undefined;
const unique = () => randomBytes(4).toString('hex');

export type UserRow = typeof users.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type CarRow = typeof cars.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

let plates = 0;
/** `TAA-1`, `TAA-2`, … (letters move on every 9999). */
function nextPlate(): string {
  plates += 1;
  const block = Math.floor(plates / 10_000);
  const letters = String.fromCharCode(65 + (Math.floor(block / 26) % 26), 65 + (block % 26));
  return `T${letters}-${(plates % 10_000) || 1}`;
}

export class Factories {
  constructor(private readonly ctx: AppContext) {}

  async user(input: Partial<Omit<UserRow, 'id'>> & { roles?: Role[] } = {}): Promise<UserRow> {
    cachedHash ??= hashPassword(TEST_PASSWORD);
    const id = unique();
    const [row] = await this.ctx.db
      .insert(users)
      .values({
        name: `Test User ${id}`,
        email: `user-${id}@example.pk`,
        // A verified mobile of its own (issue 33: booking needs one; the number is unique among verified ones).
        phone: `+92300${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`,
        phoneVerifiedAt: input.phone === '' ? null : new Date(),
        passwordHash: await cachedHash,
        emailVerified: true,
        ...input,
        roles: input.roles ?? ['CUSTOMER'],
      })
      .returning();
    return row!;
  }

  customer(input: Partial<Omit<UserRow, 'id'>> = {}) {
    return this.user({ ...input, roles: ['CUSTOMER'] });
  }

  vendor(input: Partial<Omit<UserRow, 'id'>> = {}) {
    return this.user({ ...input, roles: ['CUSTOMER', 'VENDOR'] });
  }

  admin(input: Partial<Omit<UserRow, 'id'>> = {}) {
    return this.user({ ...input, roles: ['ADMIN', 'CUSTOMER'] });
  }

  /** A signed session token; `loggedInAs` defaults to VENDOR for vendors, else CUSTOMER/ADMIN. */
  token(user: Pick<UserRow, 'id' | 'roles'> & { tokenVersion?: number }, loggedInAs?: Role): Promise<string> {
    const roles = user.roles as Role[];
    const mode = loggedInAs ?? (roles.includes('VENDOR') ? 'VENDOR' : roles.includes('CUSTOMER') ? 'CUSTOMER' : roles[0]!);
    return this.ctx.tokens.sign({ userId: user.id, loggedInAs: mode, version: user.tokenVersion ?? 0 });
  }

  async service(vendor: Pick<UserRow, 'id'>, input: Partial<Omit<ServiceRow, 'id'>> = {}): Promise<ServiceRow> {
    const [row] = await this.ctx.db
      .insert(services)
      .values({
        vendorId: vendor.id,
        name: `Test Rentals ${unique()}`,
        description: 'Cars for every trip.',
        phone: '+92 42 1234567',
        addressLine1: '1 Mall Road',
        city: 'Lahore',
        state: 'Punjab',
        postalCode: '54000',
        country: 'Pakistan',
        ...input,
      })
      .returning();
    return row!;
  }

  async car(service: Pick<ServiceRow, 'id'>, input: Partial<Omit<CarRow, 'id'>> = {}): Promise<CarRow> {
    const make = (input.make ?? 'TOYOTA') as CarMake;
    const model = input.model ?? 'Corolla';
    const [row] = await this.ctx.db
      .insert(cars)
      .values({
        serviceId: service.id,
        make,
        model,
        year: 2022,
        color: 'White',
        transmission: 'AUTOMATIC',
        fuelType: 'PETROL',
        pricePerDay: 5000,
        searchText: `${(input.customMake || make).replace(/_/g, ' ')} ${model}`.toLowerCase(),
        // A car needs its plate before it can be booked (issue 31): a new one each time.
        registrationNumber: nextPlate(),
        ...input,
      })
      .returning();
    return row!;
  }

  /**
   * A booking row as it would be after its transitions; dates are wall-clock strings
   * ("2030-01-01T10:00:00"). Bypasses the lifecycle on purpose: use the API to test transitions.
   */
  async booking(
    car: Pick<CarRow, 'id' | 'serviceId' | 'pricePerDay'>,
    customer: Pick<UserRow, 'id'>,
    input: { status?: BookingStatus; startDate?: string; endDate?: string; description?: string } = {},
  ): Promise<BookingRow> {
    const startDate = input.startDate ?? '2030-01-10T10:00:00';
    const endDate = input.endDate ?? '2030-01-12T10:00:00';
    const [row] = await this.ctx.db
      .insert(bookings)
      .values({
        carId: car.id,
        customerId: customer.id,
        serviceId: car.serviceId,
        status: input.status ?? 'PENDING',
        startDate: startDate.replace('T', ' '),
        endDate: endDate.replace('T', ' '),
        description: input.description ?? '',
        totalAmount: bookingTotal(startDate, endDate, car.pricePerDay),
      })
      .returning();
    return row!;
  }
}
