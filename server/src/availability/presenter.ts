// Answers of the availability feature: whitelisted fields only.
import { openingHoursInWords, rulesInWords, type AvailabilityRulesAnswer, type Block, type RulesOverride, type AvailabilityRules } from '@carrental/shared';
import type { carBlocks } from '../db/schema.js';

type BlockRow = typeof carBlocks.$inferSelect;

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export function presentBlock(row: BlockRow): Block {
  return {
    id: row.id,
    carId: row.carId,
    startDate: row.startDate,
    endDate: row.endDate,
    note: row.note,
    source: row.source,
    createdAt: iso(row.createdAt),
  };
}

export function presentRules(effective: AvailabilityRules, service: RulesOverride, car: RulesOverride, canManage: boolean): AvailabilityRulesAnswer {
  return {
    effective,
    service,
    car,
    words: rulesInWords(effective),
    openingHoursWords: openingHoursInWords(effective.openingHours),
    canManage,
  };
}
