// Demo data, loaded into an empty database at start-up (and by `npm run seed`): an admin, a
// customer, three vendors with services in Lahore, Karachi and Islamabad, about forty cars with
// generated pictures, and bookings in every status with their notifications.
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { bookingTotal, composeCarName, formatPKR, nowInZone, type BookingStatus, type CarMake, type Role, type TripTermsOverride } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { bookingEvents, bookings, carImages, cars, notifications, services, users } from '../db/schema.js';
import { hashPassword } from '../auth/index.js';
import { storeCarImage } from '../cars/index.js';
import { seedApprovedIdentity } from '../identity/index.js';
import { bodyTypeOf, carSvg, VIEWS } from './car-art.js';

export const DEMO_LOGINS = {
  password: 'RentWheels-demo-2026',
  accounts: [
    { role: 'Admin', email: 'admin@rentwheels.pk' },
    { role: 'Customer', email: 'ayesha.khan@example.pk' },
    { role: 'Vendor', email: 'lahore.motors@example.pk' },
    { role: 'Vendor', email: 'karachi.drive@example.pk' },
    { role: 'Vendor', email: 'capital.rentals@example.pk' },
  ],
};

type CarSeed = [service: 0 | 1 | 2, make: CarMake, model: string, year: number, color: string, colorHex: string, transmission: 'MANUAL' | 'AUTOMATIC', fuel: 'PETROL' | 'DIESEL', price: number, engine: string, customMake?: string];

/** The demo fleet in seeding order, each car with its service (0 Lahore, 1 Karachi, 2 Islamabad). */
const FLEET: CarSeed[] = [
  [0, 'TOYOTA', 'Corolla Altis', 2022, 'White', '#f4f4f4', 'AUTOMATIC', 'PETROL', 8500, '1.6L'],
  [0, 'HONDA', 'Civic Oriel', 2023, 'Black', '#22252a', 'AUTOMATIC', 'PETROL', 12000, '1.5L Turbo'],
  [0, 'SUZUKI', 'Cultus VXL', 2021, 'Silver', '#b8bec6', 'MANUAL', 'PETROL', 4500, '1.0L'],
  [0, 'HONDA', 'City Aspire', 2022, 'Grey', '#7b8088', 'AUTOMATIC', 'PETROL', 7000, '1.5L'],
  [0, 'TOYOTA', 'Fortuner Legender', 2023, 'Pearl White', '#ece9e2', 'AUTOMATIC', 'DIESEL', 22000, '2.8L'],
  [0, 'KIA', 'Sportage AWD', 2022, 'Red', '#b3262e', 'AUTOMATIC', 'PETROL', 14000, '2.0L'],
  [0, 'HYUNDAI', 'Tucson', 2023, 'Blue', '#1f4e8c', 'AUTOMATIC', 'PETROL', 15000, '2.0L'],
  [0, 'SUZUKI', 'Alto VXR', 2022, 'Yellow', '#e9b91c', 'MANUAL', 'PETROL', 3500, '660cc'],
  [0, 'MG', 'HS Essence', 2022, 'Maroon', '#6d1f2b', 'AUTOMATIC', 'PETROL', 13000, '1.5L Turbo'],
  [0, 'AUDI', 'A6', 2021, 'Black', '#1b1c20', 'AUTOMATIC', 'PETROL', 28000, '2.0L TFSI'],
  [0, 'OTHER', 'H6', 2023, 'Green', '#2f6b4f', 'AUTOMATIC', 'PETROL', 16000, '1.5L Turbo', 'Haval'],
  [0, 'DAIHATSU', 'Mira', 2020, 'Pink', '#d9849b', 'AUTOMATIC', 'PETROL', 3800, '660cc'],
  [0, 'TOYOTA', 'Yaris ATIV', 2023, 'Bronze', '#8a6a45', 'AUTOMATIC', 'PETROL', 6500, '1.5L'],
  [0, 'MERCEDES_BENZ', 'E200', 2020, 'Silver', '#c0c4ca', 'AUTOMATIC', 'PETROL', 30000, '2.0L'],
  [1, 'TOYOTA', 'Hilux Revo', 2022, 'Grey', '#6e737a', 'AUTOMATIC', 'DIESEL', 18000, '2.8L'],
  [1, 'SUZUKI', 'Swift GLX', 2023, 'Blue', '#2a62b8', 'MANUAL', 'PETROL', 5500, '1.2L'],
  [1, 'HONDA', 'BR-V', 2022, 'White', '#f2f2f0', 'AUTOMATIC', 'PETROL', 9000, '1.5L'],
  [1, 'KIA', 'Picanto', 2021, 'Orange', '#e0742b', 'AUTOMATIC', 'PETROL', 4800, '1.0L'],
  [1, 'HYUNDAI', 'Elantra', 2022, 'Black', '#202226', 'AUTOMATIC', 'PETROL', 11000, '2.0L'],
  [1, 'TOYOTA', 'Land Cruiser', 2021, 'White', '#f5f5f3', 'AUTOMATIC', 'DIESEL', 45000, '4.5L V8'],
  [1, 'SUZUKI', 'Bolan', 2020, 'White', '#efefef', 'MANUAL', 'PETROL', 3000, '800cc'],
  [1, 'CHEVROLET', 'Joy', 2012, 'Silver', '#b7bcc3', 'MANUAL', 'PETROL', 2500, '1.0L'],
  [1, 'FORD', 'Ranger', 2021, 'Blue', '#27456e', 'MANUAL', 'DIESEL', 16000, '3.2L'],
  [1, 'ISUZU', 'D-Max V-Cross', 2022, 'Red', '#a52a2a', 'MANUAL', 'DIESEL', 15000, '3.0L'],
  [1, 'MITSUBISHI', 'Pajero', 2018, 'Black', '#25272b', 'AUTOMATIC', 'DIESEL', 17000, '3.2L'],
  [1, 'TOYOTA', 'Prado', 2020, 'Grey', '#858a90', 'AUTOMATIC', 'DIESEL', 35000, '3.0L'],
  [1, 'OTHER', 'Dayz', 2019, 'Purple', '#6a4c93', 'AUTOMATIC', 'PETROL', 4200, '660cc', 'Nissan'],
  [2, 'BMW', '520d', 2021, 'Blue', '#24446e', 'AUTOMATIC', 'DIESEL', 29000, '2.0L'],
  [2, 'RANGE_ROVER', 'Velar', 2020, 'White', '#eeeeea', 'AUTOMATIC', 'DIESEL', 40000, '2.0L'],
  [2, 'VOLKSWAGON', 'Golf GTI', 2019, 'Red', '#c0262d', 'MANUAL', 'PETROL', 14000, '2.0L TSI'],
  [2, 'PORSCHE', 'Cayenne', 2021, 'Black', '#1a1b1e', 'AUTOMATIC', 'PETROL', 50000, '3.0L V6'],
  [2, 'HONDA', 'Civic RS', 2023, 'Grey', '#5f646b', 'AUTOMATIC', 'PETROL', 13500, '1.5L Turbo'],
  [2, 'TOYOTA', 'Corolla GLi', 2019, 'Beige', '#d8c9a6', 'MANUAL', 'PETROL', 6000, '1.3L'],
  [2, 'SUZUKI', 'Wagon R', 2021, 'Green', '#4b8b3b', 'MANUAL', 'PETROL', 3900, '1.0L'],
  [2, 'PEUGEOT', '2008', 2023, 'Orange', '#d9662b', 'AUTOMATIC', 'PETROL', 10500, '1.2L Turbo'],
  [2, 'JEEP', 'Wrangler', 2020, 'Sand', '#c2a878', 'AUTOMATIC', 'PETROL', 32000, '3.6L V6'],
  [2, 'VOLVO', 'XC90', 2021, 'Silver', '#bfc3c7', 'AUTOMATIC', 'PETROL', 38000, '2.0L'],
  [2, 'MAZDA', 'CX-5', 2020, 'Red', '#9e1b22', 'AUTOMATIC', 'PETROL', 14500, '2.5L'],
  [2, 'FIAT', 'Uno', 2005, 'White', '#f3f3f1', 'MANUAL', 'PETROL', 2200, '1.0L'],
  [2, 'JMC', 'Vigus', 2023, 'Grey', '#757a80', 'MANUAL', 'DIESEL', 14000, '2.4L'],
];

/** The demo fleet's models, in seeding order (their pictures are drawn by `bodyTypeOf`). */
export const DEMO_MODELS = FLEET.map(([, , model]) => model);

const FEATURES = [
  ['Air conditioning', 'Bluetooth', 'Cruise control', 'Reverse camera'],
  ['Air conditioning', 'Navigation', 'Leather seats', 'Sunroof'],
  ['Air conditioning', 'USB charging', 'Child seat available'],
  ['Air conditioning', 'Apple CarPlay', 'Android Auto', 'Keyless entry', 'Driver available on request'],
];

export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(ctx);
  return true;
}

export async function seedDemoData(ctx: AppContext) {
  const { db } = ctx;
  const passwordHash = await hashPassword(DEMO_LOGINS.password);
  // Every demo account's mobile is verified (issue 33: booking needs one), so the demo can book at once.
  const person = (name: string, email: string, phone: string, roles: Role[]) => ({ name, email, phone, roles, passwordHash, emailVerified: true, phoneVerifiedAt: new Date() });
  const [admin, customer, lahore, karachi, capital, customer2] = await db
    .insert(users)
    .values([
      person('Sana Admin', 'admin@rentwheels.pk', '+923000000001', ['ADMIN', 'CUSTOMER']),
      person('Ayesha Khan', 'ayesha.khan@example.pk', '+923012345678', ['CUSTOMER']),
      person('Imran Qureshi', 'lahore.motors@example.pk', '+923214455667', ['CUSTOMER', 'VENDOR']),
      person('Bilal Siddiqui', 'karachi.drive@example.pk', '+923337788990', ['CUSTOMER', 'VENDOR']),
      person('Hira Malik', 'capital.rentals@example.pk', '+923451122334', ['CUSTOMER', 'VENDOR']),
      { ...person('Usman Tariq', 'usman.tariq@example.pk', '+923029988776', ['CUSTOMER']), emailVerified: false },
    ])
    .returning();

  // Trip terms (decision 0031): with a driver to Murree and Naran, a season from about 45 days on
  // (Eid), and a refundable deposit, so the itemised quote has something to show.
  const today = Date.parse(`${nowInZone(ctx.config.TIME_ZONE, ctx.clock.now()).slice(0, 10)}T00:00:00Z`);
  const dayFromNow = (days: number) => new Date(today + days * 86_400_000).toISOString().slice(0, 10);
  const northern = [
    { name: 'Murree', surchargePerDay: 3000, withDriverOnly: true },
    { name: 'Naran', surchargePerDay: 5000, withDriverOnly: true },
    { name: 'Islamabad', surchargePerDay: 1500, withDriverOnly: false },
  ];
  const lahoreTerms: TripTermsOverride = {
    modes: 'both',
    nightAllowance: 1500,
    mealAllowancePerDay: 800,
    overtimeHourlyRate: 400,
    kmPerDay: 250,
    extraKmRate: 35,
    fuelEighthPrice: 1800,
    outOfCity: 'listed',
    destinations: northern,
    seasons: [{ name: 'Eid', from: dayFromNow(45), to: dayFromNow(49), pricePerDay: 11000 }],
    lateHourlyRate: 600,
    deposit: 25000,
  };
  const capitalTerms: TripTermsOverride = {
    modes: 'both',
    nightAllowance: 2000,
    mealAllowancePerDay: null,
    kmPerDay: null,
    outOfCity: 'listed',
    destinations: [northern[0]!, northern[1]!, { name: 'Lahore', surchargePerDay: 2500, withDriverOnly: false }],
    seasons: [{ name: 'Eid', from: dayFromNow(45), to: dayFromNow(49), pricePerDay: 15000 }],
    deposit: 40000,
  };

  const serviceRows = await db
    .insert(services)
    .values([
      { vendorId: lahore!.id, name: 'Lahore Motors Rent a Car', description: 'Family-run rental desk on MM Alam Road since 2009. Sedans, SUVs and economy cars, with or without driver, airport pick-up on request.', phone: '+92 42 3575 1122', addressLine1: '42-C MM Alam Road', addressLine2: 'Gulberg III', city: 'Lahore', state: 'Punjab', postalCode: '54660', country: 'Pakistan', cancellationPolicy: 'FLEXIBLE', availabilityRules: { driverPricePerDay: 2500 }, tripTerms: lahoreTerms },
      { vendorId: karachi!.id, name: 'Karachi Drive Rentals', description: 'Rentals across Karachi from our Clifton office: city cars, 4x4s for the coastal highway and pick-ups for business.', phone: '+92 21 3583 4455', addressLine1: 'Plot 12, Block 5', addressLine2: 'Clifton', city: 'Karachi', state: 'Sindh', postalCode: '75600', country: 'Pakistan', cancellationPolicy: 'MODERATE' },
      { vendorId: capital!.id, name: 'Capital Rentals Islamabad', description: 'Premium and executive cars in the capital, and sturdy 4x4s for trips to Murree and the northern areas.', phone: '+92 51 2870 3344', addressLine1: 'Office 7, Beverly Centre', addressLine2: 'Blue Area', city: 'Islamabad', state: 'Islamabad Capital Territory', postalCode: '44000', country: 'Pakistan', cancellationPolicy: 'STRICT', availabilityRules: { driverPricePerDay: 3000 }, tripTerms: capitalTerms },
    ])
    .returning();

  const demoPlate = (city: number, n: number) => (city === 0 ? `LEA-${1201 + n * 37}` : city === 1 ? `BKR-${301 + n * 11}` : `ICT-AB-${101 + n * 7}`);
  const carRows = [];
  let i = 0;
  for (const [service, make0, model, year, color, colorHex, transmission, fuelType, pricePerDay, engineSize, customMake] of FLEET) {
    const serviceId = serviceRows[service]!.id;
    const make: CarMake = customMake ? 'OTHER' : make0;
    const name = composeCarName({ make, customMake, model, year });
    const [car] = await db
      .insert(cars)
      .values({
        serviceId,
        name,
        description: `${name} in ${color.toLowerCase()}, well maintained and serviced before every rental. Fuel is on the renter; the car is handed over with a full tank and returned the same way.`,
        make,
        customMake: customMake ?? '',
        model,
        year,
        engineSize,
        color,
        transmission,
        fuelType,
        isInsured: i % 3 !== 2,
        features: FEATURES[i % FEATURES.length]!,
        pricePerDay,
        searchText: `${(customMake ?? make).replace(/_/g, ' ')} ${model}`.toLowerCase(),
        // A plate of the city's series (Lahore LEA, Karachi BKR, Islamabad ICT): a car is booked only with one.
        registrationNumber: demoPlate(service, i),
        // Spread creation times so that "newest" has a stable, meaningful order.
        createdAt: new Date(Date.now() - (FLEET.length - i) * 3_600_000),
      })
      .returning();
    const imageCount = 2 + (i % 4);
    const body = bodyTypeOf(model);
    for (let scene = 0; scene < imageCount; scene += 1) {
      const art = { color: colorHex, body, view: VIEWS[scene % VIEWS.length]!, scene: (i + scene) % 5 };
      const png = await sharp(Buffer.from(carSvg(art, 960, 640))).png().toBuffer();
      const stored = await storeCarImage(ctx.storage, png, { serviceId, carId: car!.id, fileName: `${model}-${scene + 1}.png` });
      await db.insert(carImages).values({ carId: car!.id, position: scene, ...stored });
    }
    carRows.push(car!);
    i += 1;
  }

  // Bookings in every status, in the marketplace's time zone.
  const now = nowInZone(ctx.config.TIME_ZONE, ctx.clock.now());
  const day = (offset: number, hour = 10) => {
    const d = new Date(`${now.slice(0, 10)}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00`;
  };
  const plan: Array<{ car: number; customer: typeof customer; status: BookingStatus; from: number; to: number; note: string }> = [
    { car: 0, customer, status: 'PENDING', from: 5, to: 8, note: 'Need the car for a family wedding in Gujranwala.' },
    { car: 1, customer, status: 'ACCEPTED', from: 10, to: 12, note: 'Airport pick-up please.' },
    { car: 14, customer, status: 'CONFIRMED', from: 3, to: 6, note: 'Trip to Thatta and back.' },
    { car: 15, customer, status: 'CANCELLED', from: 7, to: 9, note: '' },
    { car: 27, customer, status: 'REJECTED', from: 4, to: 5, note: 'Wedding event in F-7.' },
    { car: 28, customer, status: 'SUGGESTION_MADE', from: 14, to: 17, note: 'Trip to Murree.' },
    { car: 2, customer: customer2, status: 'PENDING', from: 2, to: 4, note: 'Daily office commute.' },
    { car: 16, customer: customer2, status: 'ACCEPTED', from: 20, to: 21, note: '' },
  ];
  for (const p of plan) {
    const car = carRows[p.car]!;
    const startDate = day(p.from).replace('T', ' ');
    const endDate = day(p.to, 18).replace('T', ' ');
    const total = bookingTotal(day(p.from), day(p.to, 18), car.pricePerDay);
    const [booking] = await db
      .insert(bookings)
      .values({
        carId: car.id,
        customerId: p.customer!.id,
        serviceId: car.serviceId,
        status: p.status,
        startDate,
        endDate,
        description: p.note,
        totalAmount: total,
        cancellationPolicy: serviceRows.find((s) => s.id === car.serviceId)!.cancellationPolicy,
        platformFeePercent: ctx.config.PLATFORM_FEE_PERCENT,
        // The suggestion moved the customer's trip a day later, with the vendor's reason.
        ...(p.status === 'SUGGESTION_MADE'
          ? {
              vendorMessage: 'The car is back from a trip on the day you asked for. Can you start a day later?',
              suggestedOver: { carId: car.id, startDate: day(p.from - 1), endDate: day(p.to - 1, 18), totalAmount: total, withDriver: false },
            }
          : {}),
      })
      .returning();
    await db.insert(bookingEvents).values({ bookingId: booking!.id, actorId: p.customer!.id, action: 'create', fromStatus: null, toStatus: 'PENDING' });
    const vendorId = serviceRows.find((s) => s.id === car.serviceId)!.vendorId;
    const dates = `${day(p.from).slice(0, 10)} to ${day(p.to).slice(0, 10)}`;
    await db.insert(notifications).values({ userId: vendorId, bookingId: booking!.id, audience: 'VENDOR', kind: 'booking.created', message: `New booking request for ${car.name} (${dates}), ${formatPKR(total)}`, read: p.status !== 'PENDING' });
    if (p.status !== 'PENDING') {
      const verb: Record<string, string> = { ACCEPTED: 'accepted', CONFIRMED: 'confirmed', CANCELLED: 'cancelled', REJECTED: 'rejected', SUGGESTION_MADE: 'has a suggested change' };
      await db.insert(bookingEvents).values({ bookingId: booking!.id, actorId: vendorId, action: p.status.toLowerCase(), fromStatus: 'PENDING', toStatus: p.status });
      await db.insert(notifications).values({ userId: p.customer!.id, bookingId: booking!.id, audience: 'CUSTOMER', kind: `booking.${p.status.toLowerCase()}`, message: `Your booking for ${car.name} (${dates}) ${verb[p.status]}`, read: false });
    }
  }
  // Identities given and approved (issue 33), so the demo customers may book self-drive and with a driver.
  await seedApprovedIdentity(ctx, customer!, admin!, { cnic: '35202-1234567-1', licenceNumber: 'LHR-2019-44821', licenceAuthority: 'Punjab Traffic Police', licenceExpiry: dayFromNow(1100) });
  await seedApprovedIdentity(ctx, customer2!, admin!, { cnic: '42101-7654321-3', licenceNumber: 'KHI-2021-10377', licenceAuthority: 'Sindh Police', licenceExpiry: dayFromNow(900) });
  await db.execute(sql`ANALYZE`);
}
