// Payload schemas of the cars feature.
import { z } from 'zod';
import { carMakeSchema, fuelTypeSchema, transmissionSchema } from './enums.js';
import { serviceSummarySchema } from './services.js';

export const MAX_CAR_IMAGES = 10;
export const MIN_CAR_YEAR = 2000;
/** Filter bounds of the car list (spec §5, §9). */
export const PRICE_FILTER_MAX = 30000;
export const YEAR_FILTER_MAX = 2025;

export const imageVariantSchema = z.object({ width: z.number().int(), url: z.string() });
export const carImageSchema = z.object({ url: z.string(), variants: z.array(imageVariantSchema) });
export type CarImage = z.infer<typeof carImageSchema>;

/** A car as the API answers it. `imageUrls` is the ordered list (first is the cover). */
export const carSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  name: z.string(),
  description: z.string(),
  make: carMakeSchema,
  customMake: z.string(),
  model: z.string(),
  year: z.number().int(),
  engineSize: z.string(),
  color: z.string(),
  transmission: transmissionSchema,
  fuelType: fuelTypeSchema,
  isInsured: z.boolean(),
  features: z.array(z.string()),
  imageUrls: z.array(z.string()),
  images: z.array(carImageSchema),
  pricePerDay: z.number().int(),
  createdAt: z.string(),
});
export type Car = z.infer<typeof carSchema>;

/** GET /api/cars/{id} also embeds its service (phone only for logged-in callers). */
export const carWithServiceSchema = carSchema.extend({ service: serviceSummarySchema });
export type CarWithService = z.infer<typeof carWithServiceSchema>;

export const CAR_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export const carSortSchema = z.enum(CAR_SORTS);
export type CarSort = z.infer<typeof carSortSchema>;
