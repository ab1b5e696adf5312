import { describe, expect, it } from 'vitest';
import { businessNow } from '../src/utils/businessTime.ts';
import { atClock } from './helpers/clock.ts';

describe('businessNow', () => {
  it.each([
    ['Europe/Berlin', '2026-11-27T17:30:00Z', '2026-11-28 01:30:00'],
    ['America/Los_Angeles', '2026-11-27T07:05:09Z', '2026-11-27 15:05:09'],
    ['Asia/Tokyo', '2026-12-31T16:00:00Z', '2027-01-01 00:00:00'],
    ['Asia/Shanghai', '2026-11-27T17:30:00Z', '2026-11-28 01:30:00'],
  ])('reads the GMT+8 wall clock in a browser in %s', async (tz, instant, wall) => {
    expect(await atClock(tz, instant, () => businessNow().format('YYYY-MM-DD HH:mm:ss'))).toBe(wall);
  });
});
