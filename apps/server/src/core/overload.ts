import { monitorEventLoopDelay } from 'node:perf_hooks';
import { formatMessage } from '@ceping/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Limits } from '../config.ts';

/** Paths that are never held back: liveness and readiness must answer while the server is saturated. */
const EXEMPT = new Set(['/prod-api/health', '/prod-api/ready']);

/** Thrown by `Admission.enter` when a request is shed. */
export class BusyError extends Error {
  constructor(readonly reason: 'queue-full' | 'queue-timeout' | 'gone') {
    super(`busy: ${reason}`);
  }
}

/**
 * A first-come gate in front of the API: at most `maxActive` requests are handled at once, up to
 * `maxQueued` more wait in arrival order, and a request that waited `queueTimeoutMs` (or finds the
 * queue full) is refused at once. Admitted requests therefore never wait behind an unbounded crowd,
 * and the ones refused learn it quickly instead of timing out.
 */
export class Admission {
  active = 0;
  private readonly queue: Waiting[] = [];
  /** One timer for the whole queue, set for its oldest entry's deadline (entries wait in arrival order). */
  private timer: NodeJS.Timeout | undefined;
  shed = 0;

  constructor(private readonly limits: Pick<Limits, 'maxActive' | 'maxQueued' | 'queueTimeoutMs'>) {}

  get queued(): number {
    return this.queue.length;
  }

  /** Takes a slot at once when one is free and nobody waits (call `leave` after); false otherwise. */
  tryEnter(): boolean {
    if (this.active >= this.limits.maxActive || this.queue.length > 0) return false;
    this.active++;
    return true;
  }

  /**
   * A place in line: `admitted` resolves when the request may run and rejects with BusyError when it
   * is shed (the queue full, its wait too long, or `cancel` called while it waits: its client went
   * away, so it gives up its place instead of taking a slot later). `cancelled` tells afterwards
   * whether `cancel` was called at all, before or after the admission. Call `leave` once after an
   * admitted request. No timer, controller or listener per request: the hot path under load.
   */
  wait(): Ticket {
    if (this.tryEnter()) return admittedTicket();
    if (this.queue.length >= this.limits.maxQueued) {
      this.shed++;
      return refusedTicket(new BusyError('queue-full'));
    }
    let settle: Pick<Waiting, 'admit' | 'refuse'> | undefined;
    const admitted = new Promise<void>((resolve, reject) => {
      settle = { admit: resolve, refuse: reject };
    });
    const entry: Waiting = { ...(settle as Pick<Waiting, 'admit' | 'refuse'>), deadline: Date.now() + this.limits.queueTimeoutMs };
    this.queue.push(entry);
    this.arm();
    const ticket: Ticket = {
      admitted,
      cancelled: false,
      cancel: () => {
        ticket.cancelled = true;
        const i = this.queue.indexOf(entry);
        if (i < 0) return;
        this.queue.splice(i, 1);
        this.disarmWhenEmpty();
        this.shed++;
        entry.refuse(new BusyError('gone'));
      },
    };
    return ticket;
  }

  /** {@link wait} as one promise; an aborted `signal` is a client gone (rejects with BusyError 'gone'). */
  enter(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new BusyError('gone'));
    const ticket = this.wait();
    if (!signal) return ticket.admitted;
    const onAbort = () => ticket.cancel();
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => signal.removeEventListener('abort', onAbort);
    ticket.admitted.then(done, done);
    return ticket.admitted;
  }

  leave(): void {
    this.active--;
    const next = this.queue.shift();
    if (next) {
      this.active++;
      next.admit();
    }
    this.disarmWhenEmpty();
  }

  /** No timer is left behind an empty queue (it would hold the process up to the queue timeout). */
  private disarmWhenEmpty(): void {
    if (this.queue.length === 0 && this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
  }

  /** Sets the queue's timer for its oldest entry, when there is one and no timer is set. */
  private arm(): void {
    if (this.timer || this.queue.length === 0) return;
    this.timer = setTimeout(() => this.expire(), Math.max(0, this.queue[0].deadline - Date.now()));
  }

  /** Refuses the entries that waited too long (the oldest first), then sets the timer for the next. */
  private expire(): void {
    this.timer = undefined;
    const now = Date.now();
    while (this.queue.length > 0 && this.queue[0].deadline <= now) {
      const late = this.queue.shift() as Waiting;
      this.shed++;
      late.refuse(new BusyError('queue-timeout'));
    }
    this.arm();
  }
}

/** A request waiting for a slot. */
interface Waiting {
  admit: () => void;
  refuse: (err: BusyError) => void;
  /** When it is refused for waiting too long (ms since the epoch). */
  deadline: number;
}

/** A place in {@link Admission}'s line. */
export interface Ticket {
  admitted: Promise<void>;
  cancel: () => void;
  cancelled: boolean;
}

const admittedTicket = (): Ticket => {
  const ticket: Ticket = {
    admitted: Promise.resolve(),
    cancelled: false,
    cancel: () => {
      ticket.cancelled = true;
    },
  };
  return ticket;
};

const refusedTicket = (err: BusyError): Ticket => {
  const admitted = Promise.reject(err);
  admitted.catch(() => {});
  const ticket: Ticket = {
    admitted,
    cancelled: false,
    cancel: () => {
      ticket.cancelled = true;
    },
  };
  return ticket;
};

/** Sets the status and header of a "busy" answer and returns its envelope. */
function busy(req: FastifyRequest, reply: FastifyReply) {
  reply.status(200).header('Retry-After', '1');
  return { code: 500, msg: formatMessage(req.lang ?? 'zh-CN', 'error.busy') };
}

/** How often the event loop's delay is taken, and the timer it is taken with (ms). */
const WINDOW_MS = 250;
const RESOLUTION_MS = 10;

/**
 * The delay of one window of the event loop (ms): the mean lateness of the {@link RESOLUTION_MS} timer
 * (`meanMs`, over `count` ticks) or, when that timer never ran because the loop was held the whole
 * window, how late the window itself closed (`lateMs`). @fastify/under-pressure took a window without
 * ticks for an infinite delay, so any stall of a few hundred milliseconds (a busy machine not
 * scheduling the process, a long collection) refused every request for the next window against a
 * one-second limit.
 */
export function windowDelay(count: number, meanMs: number, lateMs: number): number {
  if (count > 0 && Number.isFinite(meanMs)) return Math.max(0, meanMs - RESOLUTION_MS);
  return Math.max(0, lateMs);
}

/** The event loop's delay over the last window, sampled in the background until `stop`. */
export class LoopDelay {
  delayMs = 0;
  private readonly histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  private last = performance.now();
  private readonly timer: NodeJS.Timeout;

  constructor(window = WINDOW_MS) {
    this.histogram.enable();
    this.timer = setInterval(() => {
      const now = performance.now();
      this.delayMs = windowDelay(this.histogram.count, this.histogram.mean / 1e6, now - this.last - window);
      this.last = now;
      this.histogram.reset();
    }, window);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    admission: Admission;
  }
}

/**
 * Load shedding for `/prod-api`: the admission gate above, and while the event loop's delay is above
 * `maxEventLoopDelayMs` (CPU saturated) new requests are refused at once. Shed requests get the
 * localized "system busy" envelope (HTTP 200 like every RuoYi answer, with `Retry-After: 1`); none of
 * them has run, so a client may send it again after that wait.
 */
export async function registerLoadShedding(app: FastifyInstance, limits: Limits) {
  const admission = new Admission(limits);
  app.decorate('admission', admission);
  const loop = limits.maxEventLoopDelayMs > 0 ? new LoopDelay() : undefined;
  if (loop) app.addHook('onClose', async () => loop.stop());
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/prod-api/') || EXEMPT.has(req.url.split('?')[0])) return;
    if (loop && loop.delayMs > limits.maxEventLoopDelayMs) {
      admission.shed++;
      return reply.send(busy(req, reply));
    }
    // The common case, a free slot: no controller or listeners beyond the one that gives it back. A
    // client already gone never takes one (its 'close' has fired).
    if (!reply.raw.destroyed && admission.tryEnter()) {
      reply.raw.once('close', () => admission.leave());
      return;
    }
    // 'close' fires once, whether the answer was sent or the client went away. A client that goes
    // away while its request waits gives up its place in the queue; one that went away before the
    // request was admitted must never take a slot, since its 'close' has already fired and nothing
    // would give the slot back (a burst of aborted clients used to leave the gate full for good).
    const ticket = admission.wait();
    const abandon = () => ticket.cancel();
    reply.raw.once('close', abandon);
    try {
      await ticket.admitted;
    } catch (err) {
      if (err instanceof BusyError) return reply.send(busy(req, reply));
      throw err;
    } finally {
      reply.raw.off('close', abandon);
    }
    if (ticket.cancelled || reply.raw.destroyed) {
      admission.leave();
      return reply.send(busy(req, reply));
    }
    reply.raw.once('close', () => admission.leave());
  });
}
