import { afterEach, describe, expect, it, vi } from 'vitest';
import { Admission, BusyError, windowDelay } from '../../src/core/overload.ts';

afterEach(() => vi.useRealTimers());

describe('Admission', () => {
  it('admits up to maxActive at once and the waiting ones in arrival order', async () => {
    const gate = new Admission({ maxActive: 2, maxQueued: 10, queueTimeoutMs: 10_000 });
    await gate.enter();
    await gate.enter();
    const order: number[] = [];
    const waiting = [1, 2, 3].map((n) => gate.enter().then(() => order.push(n)));
    expect(gate.active).toBe(2);
    expect(gate.queued).toBe(3);
    gate.leave();
    gate.leave();
    gate.leave();
    await Promise.all(waiting);
    expect(order).toEqual([1, 2, 3]);
    expect(gate.active).toBe(2);
    expect(gate.queued).toBe(0);
  });

  it('takes a free slot at once only while nobody waits (tryEnter), so it never jumps the queue', async () => {
    const gate = new Admission({ maxActive: 1, maxQueued: 5, queueTimeoutMs: 10_000 });
    expect(gate.tryEnter()).toBe(true);
    expect(gate.tryEnter()).toBe(false);
    const waiting = gate.enter();
    gate.leave();
    // the slot went to the waiting request, not to a newcomer
    expect(gate.tryEnter()).toBe(false);
    await waiting;
    expect(gate.active).toBe(1);
    gate.leave();
    expect(gate.tryEnter()).toBe(true);
    expect(gate.active).toBe(1);
  });

  it('refuses at once when the queue is full', async () => {
    const gate = new Admission({ maxActive: 1, maxQueued: 1, queueTimeoutMs: 10_000 });
    await gate.enter();
    const queued = gate.enter();
    await expect(gate.enter()).rejects.toEqual(new BusyError('queue-full'));
    gate.leave();
    await queued;
    expect(gate.shed).toBe(1);
  });

  it('refuses a request that waited past the queue timeout, and the next one still gets its turn', async () => {
    vi.useFakeTimers();
    const gate = new Admission({ maxActive: 1, maxQueued: 5, queueTimeoutMs: 500 });
    await gate.enter();
    const late = gate.enter();
    const caught = late.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(501);
    expect(await caught).toEqual(new BusyError('queue-timeout'));
    expect(gate.queued).toBe(0);
    const next = gate.enter();
    gate.leave();
    await next;
    expect(gate.active).toBe(1);
  });

  it('drops a waiting request whose client went away, so it never takes a slot', async () => {
    const gate = new Admission({ maxActive: 1, maxQueued: 5, queueTimeoutMs: 10_000 });
    await gate.enter();
    const client = new AbortController();
    const gone = gate.enter(client.signal).catch((e: unknown) => e);
    const next = gate.enter();
    expect(gate.queued).toBe(2);
    client.abort();
    expect(await gone).toEqual(new BusyError('gone'));
    expect(gate.queued).toBe(1);
    gate.leave();
    await next;
    expect(gate.active).toBe(1);
    gate.leave();
    expect(gate.active).toBe(0);
    await expect(gate.enter(AbortSignal.abort())).rejects.toEqual(new BusyError('gone'));
    expect(gate.active).toBe(0);
  });
});

describe('Admission.wait: a place in line without a timer or listener per request', () => {
  it('refuses the waiting requests past their deadline in arrival order from one timer, and admits the rest', async () => {
    vi.useFakeTimers();
    const gate = new Admission({ maxActive: 1, maxQueued: 10, queueTimeoutMs: 500 });
    expect(gate.tryEnter()).toBe(true);
    const early = [gate.wait(), gate.wait()];
    await vi.advanceTimersByTimeAsync(300);
    const later = gate.wait();
    const outcomes = [...early, later].map((t) =>
      t.admitted.then(
        () => 'admitted',
        (e: BusyError) => e.reason,
      ),
    );
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(201);
    // The two that waited 501 ms are refused; the third, 201 ms in, still waits and gets the next slot.
    expect(gate.queued).toBe(1);
    gate.leave();
    expect(await Promise.all(outcomes)).toEqual(['queue-timeout', 'queue-timeout', 'admitted']);
    expect(gate.active).toBe(1);
    expect(gate.shed).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up the place of a cancelled ticket, and marks one cancelled after its admission', async () => {
    const gate = new Admission({ maxActive: 1, maxQueued: 10, queueTimeoutMs: 10_000 });
    const first = gate.wait();
    await first.admitted;
    const gone = gate.wait();
    const next = gate.wait();
    gone.cancel();
    await expect(gone.admitted).rejects.toEqual(new BusyError('gone'));
    expect(gate.queued).toBe(1);
    gate.leave();
    await next.admitted;
    // Cancelled once admitted: the slot is taken, and the caller sees it was cancelled and gives it back.
    next.cancel();
    expect(next.cancelled).toBe(true);
    expect(gate.active).toBe(1);
    gate.leave();
    expect(gate.active).toBe(0);
  });
});

describe('windowDelay', () => {
  it('is the mean lateness of the timer ticks of the window', () => {
    expect(windowDelay(25, 10.4, 3)).toBeCloseTo(0.4);
    expect(windowDelay(2, 330, 640)).toBe(320);
  });

  it('is how late the window closed when the loop was held the whole window (no tick ran), never infinite', () => {
    expect(windowDelay(0, Number.NaN, 620)).toBe(620);
    expect(windowDelay(0, Number.NaN, -2)).toBe(0);
  });
});
