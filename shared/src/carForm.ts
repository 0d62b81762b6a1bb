// The car form's values as typed (text fields are text, choices may still be empty) and the one
// schema that checks them and turns them into the body of POST /api/cars/addCar and PUT
// /api/cars/{id} (`carInputSchema` checks that body again on the server).
import { z } from './zod.js';
import { carMakeSchema, fuelTypeSchema, transmissionSchema } from './enums.js';
import { errorText } from './i18n/errorText.js';
import { numberFromText } from './digits.js';
import { CAR_YEAR_MAX, MIN_CAR_YEAR } from './values.js';
import { REGISTRATION_PATTERN, normalRegistration } from './cars.js';

/** A whole number typed in any digits (Urdu ones too); empty text is "nothing typed". */
const typedWhole = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .transform((text) => numberFromText(text));

export const carFormSchema = z
  .object({
    make: carMakeSchema,
    customMake: z.string(),
    model: z.string().trim().min(1, errorText('errors.cars.modelRequired')).max(60),
    year: typedWhole(errorText('errors.cars.yearRequired')).pipe(
      z.number().int(errorText('errors.cars.yearWhole')).min(MIN_CAR_YEAR, errorText('errors.cars.yearMin', { min: MIN_CAR_YEAR })).max(CAR_YEAR_MAX, errorText('errors.cars.yearMax', { max: CAR_YEAR_MAX })),
    ),
    engineSize: z.string(),
    color: z.string(),
    // Empty until the vendor chooses: no silent default (issue 36).
    transmission: z.union([z.literal(''), transmissionSchema]).refine((v) => v !== '', errorText('errors.cars.chooseTransmission')),
    fuelType: z.union([z.literal(''), fuelTypeSchema]).refine((v) => v !== '', errorText('errors.cars.chooseFuel')),
    isInsured: z.boolean(),
    features: z.string(),
    imageUrls: z.array(z.string()),
    pricePerDay: typedWhole(errorText('errors.cars.priceRequired')).pipe(
      z.number().int(errorText('errors.cars.priceWhole')).positive(errorText('errors.cars.pricePositive')).max(10_000_000),
    ),
    description: z.string(),
    registrationNumber: z
      .string()
      .trim()
      .refine((plate) => !plate || REGISTRATION_PATTERN.test(normalRegistration(plate)), errorText('errors.cars.registrationShape')),
  })
  .refine((car) => car.make !== 'OTHER' || car.customMake.trim().length > 0, { message: errorText('errors.cars.specifyMake'), path: ['customMake'] })
  .transform((v) => ({
    make: v.make,
    customMake: v.make === 'OTHER' ? v.customMake.trim() : '',
    model: v.model,
    year: v.year,
    engineSize: v.engineSize.trim(),
    color: v.color.trim(),
    transmission: v.transmission as z.infer<typeof transmissionSchema>,
    fuelType: v.fuelType as z.infer<typeof fuelTypeSchema>,
    isInsured: v.isInsured,
    // Spec §5: comma-separated, trimmed per item.
    features: v.features.split(',').map((f) => f.trim()).filter(Boolean),
    imageUrls: v.imageUrls,
    pricePerDay: v.pricePerDay,
    description: v.description.trim(),
    registrationNumber: v.registrationNumber ? normalRegistration(v.registrationNumber) : null,
  }));

export type CarFormValues = z.input<typeof carFormSchema>;
export type CarFormOutput = z.output<typeof carFormSchema>;
