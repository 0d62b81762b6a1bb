import { describe, expect, it } from 'vitest';
import { csvOf } from './csv.js';

describe('csvOf', () => {
  it('quotes what needs quoting and defuses formulas, keeping negative numbers', () => {
    expect(csvOf(['Car', 'Amount'], [['Corolla, 2022', -500], ['=SUM(A1)', 3], ['Say "hi"', 0], ['two\nlines', 1]])).toBe(
      'Car,Amount\r\n"Corolla, 2022",-500\r\n\'=SUM(A1),3\r\n"Say ""hi""",0\r\n"two\nlines",1\r\n',
    );
  });
});
