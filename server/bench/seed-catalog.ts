// Seeds a large catalog in a few set-based statements (no per-row round trips) in the shape of
// issue 35 (at 1,000,000 cars: 10,000 services, 3,000 vendors, 300,000 held bookings), scaled
// with the number of cars: 1 service per 100 cars across Pakistani cities, 3 vendors per 10
// services, cars with realistic spreads, and 3 held bookings per 10 cars so that the
// free-for-dates filter has work to do.
import type { Database } from '../src/db/client.js';

const CITIES = ['Lahore', 'Karachi', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan', 'Peshawar', 'Quetta', 'Sialkot', 'Hyderabad'];
const MODELS: Record<string, string[]> = {
  TOYOTA: ['Corolla', 'Yaris', 'Hilux', 'Fortuner', 'Prado'],
  HONDA: ['Civic', 'City', 'BR-V', 'HR-V'],
  SUZUKI: ['Alto', 'Cultus', 'Swift', 'Wagon R'],
  KIA: ['Sportage', 'Picanto', 'Sorento'],
  HYUNDAI: ['Tucson', 'Elantra', 'Sonata'],
  MG: ['HS', 'ZS'],
  CHANGAN_OTHER: ['Alsvin', 'Oshan X7'],
};

/** The catalog's shape for a number of cars (issue 35's at 1,000,000). */
export function catalogShape(cars: number) {
  const services = Math.max(1, Math.ceil(cars / 100));
  return { cars, services, vendors: Math.max(1, Math.ceil((services * 3) / 10)), heldBookings: Math.floor((cars * 3) / 10) };
}

export async function seedCatalog(database: Database, cars: number) {
  const { services, vendors } = catalogShape(cars);
  const pairs = Object.entries(MODELS).flatMap(([make, models]) => models.map((m) => [make, m] as const));
  const makes = `ARRAY[${pairs.map(([make]) => `'${make === 'CHANGAN_OTHER' ? 'OTHER' : make}'`).join(',')}]`;
  const models = `ARRAY[${pairs.map(([, m]) => `'${m}'`).join(',')}]`;
  const cities = `ARRAY[${CITIES.map((c) => `'${c}'`).join(',')}]`;
  await database.exec(`
    INSERT INTO users (name, email, phone, password_hash, roles, email_verified)
      SELECT 'Bench Vendor ' || g, 'bench-vendor-' || g || '@example.pk', '+92 300 0000000', 'x', ARRAY['CUSTOMER','VENDOR'], true
      FROM generate_series(1, ${vendors}) g;
    INSERT INTO users (name, email, phone, password_hash, roles, email_verified)
      VALUES ('Bench Customer', 'bench-customer@example.pk', '+92 300 0000001', 'x', ARRAY['CUSTOMER'], true);
    INSERT INTO services (vendor_id, name, description, phone, address_line1, city, state, postal_code, country)
      SELECT u.id, 'Bench Rentals ' || g, 'Cars for every trip', '+92 42 0000000', g || ' Main Road',
             (${cities})[1 + g % ${CITIES.length}], 'Punjab', '54000', 'Pakistan'
      FROM generate_series(1, ${services}) g
      JOIN users u ON u.email = 'bench-vendor-' || (1 + g % ${vendors}) || '@example.pk';
    WITH s AS (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM services)
    INSERT INTO cars (service_id, make, custom_make, model, year, color, transmission, fuel_type, price_per_day, search_text, created_at)
      SELECT s.id, m.make, CASE WHEN m.make = 'OTHER' THEN 'Changan' ELSE '' END, m.model,
             2005 + (g * 7) % 21, 'White', CASE WHEN g % 3 = 0 THEN 'MANUAL' ELSE 'AUTOMATIC' END,
             CASE WHEN g % 4 = 0 THEN 'DIESEL' ELSE 'PETROL' END, 1500 + (g * 37) % 28500,
             lower(CASE WHEN m.make = 'OTHER' THEN 'Changan' ELSE replace(m.make, '_', ' ') END || ' ' || m.model),
             now() - (g || ' minutes')::interval
      FROM generate_series(1, ${cars}) g
      JOIN s ON s.n = 1 + g % ${services}
      CROSS JOIN LATERAL (SELECT (${makes})[1 + g % ${pairs.length}] AS make, (${models})[1 + g % ${pairs.length}] AS model) m;
    INSERT INTO car_images (car_id, position, url, storage_key, variants)
      SELECT id, 0, '/files/demo/car.webp', 'demo/car.webp', '[]'::jsonb FROM cars;
    INSERT INTO bookings (car_id, customer_id, service_id, status, start_date, end_date, total_amount)
      SELECT c.id, (SELECT id FROM users WHERE email = 'bench-customer@example.pk'), c.service_id,
             CASE WHEN row_number() OVER () % 2 = 0 THEN 'ACCEPTED' ELSE 'CONFIRMED' END,
             -- Held bookings spread over ten weeks, so that one date range meets a tenth of them.
             timestamp '2030-03-01 10:00' + ((row_number() OVER ()) % 10) * interval '7 days',
             timestamp '2030-03-03 10:00' + ((row_number() OVER ()) % 10) * interval '7 days', c.price_per_day * 2
      -- One booking each for 3 cars in 10: the prices ending in 0, 1 or 2 (7g mod 10), spread evenly.
      FROM cars c WHERE c.price_per_day % 10 < 3;
  `);
  // As autovacuum would leave a settled table: statistics and the visibility map (index-only scans).
  await database.exec('VACUUM ANALYZE');
}
