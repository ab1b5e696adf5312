import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEstimate, freshEstimate, rememberEstimate } from '../../src/core/count.ts';

afterEach(() => vi.useRealTimers());

describe('kept estimates (core/count.ts)', () => {
  it('are reused for five seconds, then taken again by one caller while the others keep the last figure', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T00:00:00Z') });
    rememberEstimate('k', 12_345);
    vi.advanceTimersByTime(4_999);
    expect(freshEstimate('k')).toBe(12_345);
    vi.advanceTimersByTime(2);
    // Expired: the first caller is told to take it again; the callers in flight meanwhile keep the last figure.
    expect(freshEstimate('k')).toBeUndefined();
    expect(freshEstimate('k')).toBe(12_345);
    expect(freshEstimate('k')).toBe(12_345);
    // The one taking it again keeps the new figure for everyone.
    rememberEstimate('k', 20_000);
    expect(freshEstimate('k')).toBe(20_000);
  });

  it('are taken again once more when the caller that took it never answered within a second', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T00:00:00Z') });
    rememberEstimate('lost', 50_000);
    vi.advanceTimersByTime(5_001);
    expect(freshEstimate('lost')).toBeUndefined();
    expect(freshEstimate('lost')).toBe(50_000);
    vi.advanceTimersByTime(1_000);
    expect(freshEstimate('lost')).toBeUndefined();
  });

  it('are gone at once when the caller that took it again found no figure worth keeping', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T00:00:00Z') });
    rememberEstimate('small', 30_000);
    vi.advanceTimersByTime(5_001);
    expect(freshEstimate('small')).toBeUndefined();
    forgetEstimate('small');
    expect(freshEstimate('small')).toBeUndefined();
    expect(freshEstimate('never')).toBeUndefined();
  });
});
