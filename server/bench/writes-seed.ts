// Set-up of the write benchmark, straight in the database in a few set-based statements: vendors
// with one service of ten cars each (every car with its plate), and one customer per car with a
// verified mobile and a verified email, made a month ago (so the limits on new accounts do not
// apply: they are not what is measured). Sessions are signed by the app's own token service.
import type { Database } from '../src/db/client.js';
import type { TokenService } from '../src/http/tokens.js';

export const CARS_PER_VENDOR = 10;

export interface BenchWorld {
  vendors: { id: string; token: string }[];
  customers: { id: string; token: string; carId: string }[];
}

interface Row {
  id: string;
}

export async function seedWriteWorld(database: Database, tokens: TokenService, customers: number): Promise<BenchWorld> {
  const vendors = Math.max(1, Math.ceil(customers / CARS_PER_VENDOR));
  await database.exec(`
    INSERT INTO users (name, email, phone, phone_verified_at, password_hash, roles, email_verified, created_at)
      SELECT 'Bench Vendor ' || g, 'bench-vendor-' || g || '@example.pk', '+92301' || lpad(g::text, 7, '0'), now(), 'x',
             ARRAY['CUSTOMER','VENDOR'], true, now() - interval '30 days'
      FROM generate_series(1, ${vendors}) g;
    INSERT INTO users (name, email, phone, phone_verified_at, password_hash, roles, email_verified, created_at)
      SELECT 'Bench Customer ' || g, 'bench-customer-' || g || '@example.pk', '+92300' || lpad(g::text, 7, '0'), now(), 'x',
             ARRAY['CUSTOMER'], true, now() - interval '30 days'
      FROM generate_series(1, ${customers}) g;
    INSERT INTO services (vendor_id, name, description, phone, address_line1, city, state, postal_code, country)
      SELECT u.id, 'Bench Rentals ' || g, 'Cars for every trip', '+92 42 0000000', g || ' Main Road', 'Lahore', 'Punjab', '54000', 'Pakistan'
      FROM generate_series(1, ${vendors}) g JOIN users u ON u.email = 'bench-vendor-' || g || '@example.pk';
    INSERT INTO cars (service_id, make, model, year, color, transmission, fuel_type, price_per_day, search_text, registration_number)
      SELECT s.id, 'TOYOTA', 'Corolla', 2022, 'White', 'AUTOMATIC', 'PETROL', 5000 + g * 10, 'toyota corolla', 'BNC-' || g
      FROM generate_series(1, ${vendors * CARS_PER_VENDOR}) g
      JOIN services s ON s.name = 'Bench Rentals ' || (1 + (g - 1) / ${CARS_PER_VENDOR});
  `);
  const vendorRows = await database.query<Row>(`SELECT id FROM users WHERE email LIKE 'bench-vendor-%' ORDER BY id`);
  const customerRows = await database.query<Row>(`SELECT id FROM users WHERE email LIKE 'bench-customer-%' ORDER BY id`);
  const carRows = await database.query<Row>(`SELECT id FROM cars ORDER BY registration_number`);
  const sign = (id: string, loggedInAs: 'VENDOR' | 'CUSTOMER') => tokens.sign({ userId: id, loggedInAs, version: 0 });
  return {
    vendors: await Promise.all(vendorRows.map(async (v) => ({ id: v.id, token: await sign(v.id, 'VENDOR') }))),
    customers: await Promise.all(customerRows.map(async (c, i) => ({ id: c.id, token: await sign(c.id, 'CUSTOMER'), carId: carRows[i]!.id }))),
  };
}
