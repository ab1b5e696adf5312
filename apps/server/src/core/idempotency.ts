import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import { sysIdempotency } from '../db/schema/index.ts';
import { currentUser } from './access.ts';
import { serializeReply } from './envelope.ts';
import { fail } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD url` of every route declaring `config.idempotent`. */
    idempotentRoutes: string[];
  }
  interface FastifyContextConfig {
    /**
     * The route moves money: a request carrying an `Idempotency-Key` header runs once per user and
     * key; repeats get the first answer (see {@link registerIdempotency}).
     */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Printable ASCII, no spaces, as the clients send (a UUID). */
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;
/** Keys are remembered this long; older ones are swept lazily. */
const KEEP = sql`interval '24 hours'`;
/** A claim this old without committed money belongs to a request that died (crash, restart): another may take it. */
const STALE = sql`interval '60 seconds'`;
/** How long a repeat waits for the first request still running before answering "in progress". */
const WAIT_MS = 3000;
const POLL_MS = 50;
const SWEEP_EVERY_MS = 10 * 60_000;

export interface Claim {
  id: number;
  token: string;
}

/** The states of a claim its holder may still commit money under. */
const HELD_STATUSES = ['running', 'committed'];

/** The claim of the request being handled, for the money transaction to commit with. */
const currentClaim = new AsyncLocalStorage<Claim>();

/**
 * Marks the running request's key as spent, inside the money transaction (called by `postLedger`),
 * so the key and the money commit or roll back together. Refuses when the claim was taken over
 * meanwhile (the request ran past {@link STALE}): its money is then never posted.
 */
export async function commitIdempotencyClaim(tx: Executor): Promise<void> {
  const claim = currentClaim.getStore();
  if (!claim) return;
  const held = await tx.update(sysIdempotency).set({ status: 'committed' }).where(stillHeld(claim)).returning({ id: sysIdempotency.id });
  if (held.length === 0) throw fail('idempotency.inProgress');
}

/** The claim's row while its holder may still commit money under it. */
const stillHeld = (claim: Claim) =>
  and(eq(sysIdempotency.id, claim.id), eq(sysIdempotency.claimToken, claim.token), inArray(sysIdempotency.status, HELD_STATUSES));

/** Runs `fn` holding `claim`: the money it moves spends the claim's key (the route wrapper's, and the tests'). */
export const runWithClaim = <T>(claim: Claim, fn: () => T): T => currentClaim.run(claim, fn);

/** The running request's claim as statement values: both null without one. */
export function claimValues(): { claimId: number | null; claimToken: string | null } {
  const claim = currentClaim.getStore();
  return { claimId: claim?.id ?? null, claimToken: claim?.token ?? null };
}

/**
 * The claim inside a statement that moves money by itself (`postLedger`), for statements of fixed
 * text: `check` holds when there is no claim (`claimId` null) or the request still holds it, locking
 * its row; `spend` (a `WITH` part, run when `moved` names the part whose rows are the money that moved)
 * marks it spent with that money. The values are {@link claimValues}, under the names given.
 */
export function claimParts(claimId: SQL, claimToken: SQL, moved: string): { check: SQL; spend: SQL } {
  const id = sql`${claimId}::bigint`;
  const mine = sql`${sysIdempotency.id} = ${id} and ${sysIdempotency.claimToken} = ${claimToken}::uuid`;
  return {
    check: sql`(${id} is null or exists (select 1 from ${sysIdempotency} where ${mine} and ${sysIdempotency.status} in (${sql.raw(HELD_STATUSES.map((x) => `'${x}'`).join(', '))}) for update))`,
    spend: sql`spent as (update ${sysIdempotency} set ${sql.identifier(sysIdempotency.status.name)} = 'committed' where ${mine} and exists (select 1 from ${sql.identifier(moved)}))`,
  };
}

/** Whether the running request lost its claim (taken over after {@link STALE}): its money must not move. */
export async function claimLost(ex: Executor): Promise<boolean> {
  const claim = currentClaim.getStore();
  if (!claim) return false;
  const [held] = await ex.select({ id: sysIdempotency.id }).from(sysIdempotency).where(stillHeld(claim));
  return !held;
}

/** The method, path, query and validated body: what a repeat must match. */
function requestHash(req: FastifyRequest, path: string): string {
  return createHash('sha256')
    .update(serializeReply([req.method, path, req.query ?? null, req.body ?? null]))
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let lastSweep = 0;
async function sweep(db: Db): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  await db.delete(sysIdempotency).where(sql`${sysIdempotency.createTime} < now() - ${KEEP}`);
}

/** Claims `(userId, key)` for this request, or finds the first answer to replay. */
async function claim(db: Db, userId: number, key: string, method: string, path: string, hash: string): Promise<Claim | { replay: string }> {
  const deadline = Date.now() + WAIT_MS;
  await sweep(db);
  for (;;) {
    const token = randomUUID();
    const [mine] = await db
      .insert(sysIdempotency)
      .values({ userId, idemKey: key, method, path, requestHash: hash, status: 'running', claimToken: token })
      .onConflictDoNothing()
      .returning({ id: sysIdempotency.id });
    if (mine) return { id: mine.id, token };
    const [row] = await db
      .select({
        id: sysIdempotency.id,
        requestHash: sysIdempotency.requestHash,
        status: sysIdempotency.status,
        claimToken: sysIdempotency.claimToken,
        response: sysIdempotency.response,
        expired: sql<boolean>`${sysIdempotency.createTime} < now() - ${KEEP}`,
        stale: sql<boolean>`${sysIdempotency.claimTime} < now() - ${STALE}`,
      })
      .from(sysIdempotency)
      .where(and(eq(sysIdempotency.userId, userId), eq(sysIdempotency.idemKey, key)));
    if (!row) continue; // released meanwhile: claim it again
    if (row.expired) {
      await db.delete(sysIdempotency).where(and(eq(sysIdempotency.id, row.id), eq(sysIdempotency.claimToken, row.claimToken)));
      continue;
    }
    if (row.requestHash !== hash) throw fail('idempotency.mismatch');
    if (row.status === 'done' && row.response !== null) return { replay: row.response };
    if (row.status === 'running' && row.stale) {
      // The first request died before its money committed (the key commits with the money): run it now.
      const [taken] = await db
        .update(sysIdempotency)
        .set({ claimToken: token, claimTime: sql`now()` })
        .where(and(eq(sysIdempotency.id, row.id), eq(sysIdempotency.claimToken, row.claimToken), eq(sysIdempotency.status, 'running')))
        .returning({ id: sysIdempotency.id });
      if (taken) return { id: taken.id, token };
      continue;
    }
    if (Date.now() >= deadline) {
      // Money committed but the answer was never stored (the server stopped in between): say it was done.
      throw fail(row.status === 'committed' && row.stale ? 'idempotency.done' : 'idempotency.inProgress');
    }
    await sleep(POLL_MS);
  }
}

/**
 * Wraps the handler of every route declaring `config.idempotent`. Without the header the route runs
 * as before. With it: the first request of a (user, key) claims a `sys_idempotency` row, runs with
 * the claim in reach of `postLedger` (which commits the key with the money), and stores its answer;
 * a repeat with the same request gets that answer again (header `Idempotent-Replayed: true`), a
 * concurrent repeat waits for it, a repeat with another request is refused. A request that fails
 * before any money moved releases its key, so the user may try again with it.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorate('idempotentRoutes', [] as string[]);
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    for (const m of [route.method].flat()) app.idempotentRoutes.push(`${m} ${route.url}`);
    const handler = route.handler as (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) => unknown;
    const wrapped = async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      const key = req.headers[IDEMPOTENCY_HEADER];
      if (key === undefined) return handler.call(this, req, reply);
      if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw fail('idempotency.invalidKey');
      const path = req.url.split('?')[0];
      const claimed = await claim(db, currentUser(req).userId, key, req.method, path, requestHash(req, path));
      if ('replay' in claimed) {
        return reply.header('Idempotent-Replayed', 'true').type('application/json; charset=utf-8').send(claimed.replay);
      }
      const mine = and(eq(sysIdempotency.id, claimed.id), eq(sysIdempotency.claimToken, claimed.token));
      let answer: unknown;
      try {
        answer = await runWithClaim(claimed, () => handler.call(this, req, reply));
      } catch (err) {
        // Nothing was charged unless the claim committed; then the key stays spent.
        await db.delete(sysIdempotency).where(and(mine, eq(sysIdempotency.status, 'running')));
        throw err;
      }
      await db
        .update(sysIdempotency)
        // Stored as the route's serializer writes it (its response schema's encoding), so a replay is
        // byte for byte the first answer.
        .set({ status: 'done', response: String(reply.serialize(answer)) })
        .where(mine);
      return answer;
    };
    route.handler = wrapped as RouteHandlerMethod;
  });
}
