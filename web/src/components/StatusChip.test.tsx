import { describe, expect, it } from 'vitest';
import { statusColor } from './StatusChip';

describe('status colours by meaning', () => {
  it('shows held bookings green, waiting ones amber or blue, refused red, ended neutral', () => {
    expect(statusColor('CONFIRMED')).toBe('success');
    expect(statusColor('ACCEPTED')).toBe('success');
    expect(statusColor('PENDING')).toBe('warning');
    expect(statusColor('SUGGESTION_MADE')).toBe('info');
    expect(statusColor('REJECTED')).toBe('error');
    expect(statusColor('CANCELLED')).toBe('default');
  });
});
