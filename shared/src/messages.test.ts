import { describe, expect, it } from 'vitest';
import { MASK, maskContactDetails } from './messages.js';

describe('masking contact details before confirmation', () => {
  it.each([
    ['call 0300 1234567', `call ${MASK}`],
    ['ring +92-300-765-4321 now', `ring ${MASK} now`],
    ['whatsapp (0321) 555.66.77', `whatsapp (${MASK}`],
    ['mail me: Kamran.Ali+cars@example.pk!', `mail me: ${MASK}!`],
    ['03001234567', MASK],
  ])('masks %j', (text, masked) => {
    expect(maskContactDetails(text)).toBe(masked);
  });

  it.each(['Pick-up at 10:30 on 12/03', 'Total PKR 72,000 for 4 days', 'Plot 12, Block 5, Clifton', 'Corolla 2022'])('leaves %j alone', (text) => {
    expect(maskContactDetails(text)).toBe(text);
  });
});
