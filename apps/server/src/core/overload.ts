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
  private readonly queue: { admit: () => void; timer: NodeJS.Timeout }[] = [];
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
   * Resolves when the request may run; rejects with BusyError when it is shed, or (`gone`) when `signal`
   * aborts while it waits — its client went away, so it gives up its place instead of taking a slot
   * later. Call `leave` once after an admitted request.
   */
  enter(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new BusyError('gone'));
    if (this.tryEnter()) return Promise.resolve();
    if (this.queue.length >= this.limits.maxQueued) {
      this.shed++;
      return Promise.reject(new BusyError('queue-full'));
    }
    return new Promise((resolve, reject) => {
      const drop = (reason: 'queue-timeout' | 'gone') => {
        clearTimeout(entry.timer);
        signal?.removeEventListener('abort', onAbort);
        const i = this.queue.indexOf(entry);
        if (i >= 0) this.queue.splice(i, 1);
        this.shed++;
        reject(new BusyError(reason));
      };
      const onAbort = () => drop('gone');
      const entry = {
        admit: () => {
          clearTimeout(entry.timer);
          signal?.removeEventListener('abort', onAbort);
          this.active++;
          resolve();
        },
        timer: setTimeout(() => drop('queue-timeout'), this.limits.queueTimeoutMs),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(entry);
    });
  }

  leave(): void {
    this.active--;
    const next = this.queue.shift();
    if (next) next.admit();
  }
}

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
    const gone = new AbortController();
    const abandon = () => gone.abort();
    reply.raw.once('close', abandon);
    try {
      await admission.enter(gone.signal);
    } catch (err) {
      if (err instanceof BusyError) return reply.send(busy(req, reply));
      throw err;
    } finally {
      reply.raw.off('close', abandon);
    }
    if (gone.signal.aborted || reply.raw.destroyed) {
      admission.leave();
      return reply.send(busy(req, reply));
    }
    reply.raw.once('close', () => admission.leave());
  });
}
