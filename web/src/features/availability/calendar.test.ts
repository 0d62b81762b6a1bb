import { describe, expect, it } from 'vitest';
import { addMonths, coverage, daysToRanges, monthBounds, monthGrid, nextDay, unblockPlan } from './calendar';

describe('calendar helpers', () => {
  it('lays a month out in weeks from Monday', () => {
    // January 2030 starts on a Tuesday and has 31 days.
    const grid = monthGrid('2030-01');
    expect(grid[0]).toEqual([null, '2030-01-01', '2030-01-02', '2030-01-03', '2030-01-04', '2030-01-05', '2030-01-06']);
    expect(grid.flat().filter(Boolean)).toHaveLength(31);
    expect(grid.at(-1)).toEqual(['2030-01-28', '2030-01-29', '2030-01-30', '2030-01-31', null, null, null]);
    expect(monthGrid('2030-02').flat().filter(Boolean)).toHaveLength(28);
  });

  it('moves between months and days across year ends', () => {
    expect(addMonths('2030-12', 1)).toBe('2031-01');
    expect(addMonths('2030-01', -1)).toBe('2029-12');
    expect(nextDay('2030-02-28')).toBe('2030-03-01');
    expect(monthBounds('2030-12')).toEqual({ from: '2030-12-01', to: '2031-01-01' });
  });

  it('tells a fully covered day from a partly covered one', () => {
    const ranges = [{ startDate: '2030-01-10T10:00:00', endDate: '2030-01-12T10:00:00' }];
    expect(coverage('2030-01-09', ranges)).toBe('free');
    expect(coverage('2030-01-10', ranges)).toBe('partial');
    expect(coverage('2030-01-11', ranges)).toBe('full');
    expect(coverage('2030-01-12', ranges)).toBe('partial');
    expect(coverage('2030-01-13', ranges)).toBe('free');
    // A range ending exactly at midnight leaves the next day free.
    expect(coverage('2030-01-02', [{ startDate: '2030-01-01T00:00:00', endDate: '2030-01-02T00:00:00' }])).toBe('free');
  });

  it('joins consecutive selected days into ranges', () => {
    expect(daysToRanges(['2030-01-03', '2030-01-01', '2030-01-02', '2030-01-05'])).toEqual([
      { startDate: '2030-01-01T00:00:00', endDate: '2030-01-04T00:00:00' },
      { startDate: '2030-01-05T00:00:00', endDate: '2030-01-06T00:00:00' },
    ]);
  });

  it('unblocks only the selected days of a longer block', () => {
    const blocks = [
      { id: 'a', startDate: '2030-01-01T00:00:00', endDate: '2030-01-06T00:00:00', note: 'Service' },
      { id: 'b', startDate: '2030-01-10T00:00:00', endDate: '2030-01-11T00:00:00' },
    ];
    expect(unblockPlan(blocks, ['2030-01-03'])).toEqual({
      remove: ['a'],
      keep: [
        { startDate: '2030-01-01T00:00:00', endDate: '2030-01-03T00:00:00', note: 'Service' },
        { startDate: '2030-01-04T00:00:00', endDate: '2030-01-06T00:00:00', note: 'Service' },
      ],
    });
    expect(unblockPlan(blocks, ['2030-01-10', '2030-01-01'])).toEqual({
      remove: ['a', 'b'],
      keep: [{ startDate: '2030-01-02T00:00:00', endDate: '2030-01-06T00:00:00', note: 'Service' }],
    });
    expect(unblockPlan(blocks, ['2030-01-20'])).toEqual({ remove: [], keep: [] });
  });
});
