import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstTake, forgetEstimate, freshEstimate, rememberEstimate } from '../../src/core/count.ts';

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

  it('are taken by one caller at a time when none is kept: the others wait for it and get no answer of its own', async () => {
    let release = () => {};
    let runs = 0;
    const take = () =>
      new Promise<string>((resolve) => {
        runs++;
        release = () => resolve('figure');
      });
    const first = firstTake('new', take);
    const others = [firstTake('new', take), firstTake('new', take)];
    let settled = 0;
    for (const p of others) void p.then(() => settled++);
    await Promise.resolve();
    // The others wait while the first runs.
    expect({ runs, settled }).toEqual({ runs: 1, settled: 0 });
    release();
    expect(await first).toEqual({ value: 'figure' });
    expect(await Promise.all(others)).toEqual([undefined, undefined]);
    expect(runs).toBe(1);
    // Done: the next caller takes it again, even after a take that failed.
    const failing = firstTake('new', () => Promise.reject(new Error('down')));
    const waiting = firstTake('new', take);
    await expect(failing).rejects.toThrow('down');
    expect(await waiting).toBeUndefined();
    const again = firstTake('new', take);
    release();
    expect(await again).toEqual({ value: 'figure' });
    expect(runs).toBe(2);
  });
});
