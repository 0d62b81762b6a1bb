// What a shared link shows before anyone opens it: the title, description, canonical address and
// picture of a page, read from the database for cars and services, so that a car sent on WhatsApp
// or Facebook shows its photo, price and city. Only public facts of live listings are used.
import { formatPKR, makeLabel } from '@carrental/shared';
import type { AppContext } from '../context.js';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute URL of the picture, when the page has one. */
  image?: string;
  type: 'website' | 'product' | 'place';
}

export const SITE_NAME = 'RentWheels';
const DEFAULT_DESCRIPTION =
  'Rent a car from trusted local vendors in Lahore, Karachi, Islamabad and across Pakistan. Prices in PKR per day.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Link previews show pictures around 1,200 px wide; take the variant closest to that. */
const PREVIEW_WIDTH = 1200;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

interface Picture {
  url: string;
  variants?: { width: number; url: string }[];
}

function previewPicture(picture: Picture | undefined): string | undefined {
  if (!picture) return undefined;
  const variants = [...(picture.variants ?? [])].sort((a, b) => Math.abs(a.width - PREVIEW_WIDTH) - Math.abs(b.width - PREVIEW_WIDTH));
  return variants[0]?.url ?? picture.url;
}

export async function pageMeta(ctx: AppContext, path: string): Promise<PageMeta> {
  const base = ctx.config.publicUrl;
  const absolute = (p: string) => (/^https?:\/\//.test(p) ? p : `${base}${p.startsWith('/') ? '' : '/'}${p}`);
  const fallback: PageMeta = { title: `${SITE_NAME} — Car rental across Pakistan`, description: DEFAULT_DESCRIPTION, url: absolute(path), type: 'website' };

  const car = /^\/cars\/([^/]+)$/.exec(path)?.[1];
  if (car && UUID.test(car)) {
    const [row] = await ctx.database.query<{
      name: string; make: string; custom_make: string; model: string; year: number; transmission: string; fuel_type: string;
      price_per_day: number; city: string; service_name: string; picture: Picture | string | null;
    }>(
      `select c.name, c.make, c.custom_make, c.model, c.year, c.transmission, c.fuel_type, c.price_per_day,
              s.city, s.name as service_name,
              (select json_build_object('url', i.url, 'variants', i.variants) from car_images i
                where i.car_id = c.id order by i.position limit 1) as picture
         from cars c join services s on s.id = c.service_id
        where c.id = $1 and c.deleted_at is null and s.deleted_at is null`,
      [car],
    );
    if (!row) return fallback;
    const make = row.make === 'OTHER' ? row.custom_make : makeLabel(row.make);
    const name = row.name || `${make} ${row.model} ${row.year}`;
    const where = row.city ? ` in ${row.city}` : '';
    const picture = typeof row.picture === 'string' ? (JSON.parse(row.picture) as Picture) : (row.picture ?? undefined);
    const image = previewPicture(picture);
    return {
      title: clip(`${name} for rent${where} — ${formatPKR(Number(row.price_per_day))}/day | ${SITE_NAME}`, 110),
      description: clip(
        `${name}: ${row.year}, ${row.transmission.toLowerCase()}, ${row.fuel_type.toLowerCase()}, ${formatPKR(Number(row.price_per_day))} per day from ${row.service_name}${where}. Book on ${SITE_NAME}.`,
        200,
      ),
      url: absolute(path),
      image: image ? absolute(image) : undefined,
      type: 'product',
    };
  }

  const service = /^\/services\/([^/]+)$/.exec(path)?.[1];
  if (service && UUID.test(service)) {
    const [row] = await ctx.database.query<{ name: string; description: string; city: string; cars: number; from_price: number | null }>(
      `select s.name, s.description, s.city,
              (select count(*)::int from cars c where c.service_id = s.id and c.deleted_at is null) as cars,
              (select min(c.price_per_day) from cars c where c.service_id = s.id and c.deleted_at is null) as from_price
         from services s where s.id = $1 and s.deleted_at is null`,
      [service],
    );
    if (!row) return fallback;
    const where = row.city ? ` in ${row.city}` : '';
    const offer = row.cars > 0 ? `${row.cars} ${row.cars === 1 ? 'car' : 'cars'}${row.from_price ? ` from ${formatPKR(Number(row.from_price))}/day` : ''}` : 'Car rental';
    return {
      title: clip(`${row.name} — car rental${where} | ${SITE_NAME}`, 110),
      description: clip(`${offer}${where}. ${row.description}`.trim(), 200),
      url: absolute(path),
      type: 'place',
    };
  }

  if (path === '/cars') return { ...fallback, title: `Search cars for rent in Pakistan | ${SITE_NAME}` };
  return fallback;
}
