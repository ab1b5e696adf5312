import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { poolOf } from './database.ts';

/**
 * Prometheus metrics of the process (`GET /prod-api/metrics`, admin only): request count and latency
 * per route pattern (never the raw URL, so ids do not explode the series), the database pool, the
 * event loop (prom-client's default Node metrics) and scheduled job runs ({@link recordJobRun}).
 * One registry per process: several apps built in one process (tests) share it.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const requests = new Counter({
  name: 'ceping_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const latency = new Histogram({
  name: 'ceping_http_request_duration_seconds',
  help: 'HTTP request latency by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const jobRuns = new Counter({
  name: 'ceping_job_runs_total',
  help: 'Scheduled job runs by job name and outcome',
  labelNames: ['job', 'status'] as const,
  registers: [registry],
});
const jobDuration = new Histogram({
  name: 'ceping_job_run_duration_seconds',
  help: 'Scheduled job run time by job name',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [registry],
});

let database: Database | null = null;
const poolGauge = (name: string, help: string, pick: (p: NonNullable<ReturnType<typeof poolOf>>) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      const p = database ? poolOf(database) : null;
      this.set(p ? pick(p) : 0);
    },
  });
poolGauge('ceping_db_pool_max', 'Largest number of PostgreSQL connections (0 on PGlite)', (p) => p.max);
poolGauge('ceping_db_pool_total', 'Open PostgreSQL connections', (p) => p.total);
poolGauge('ceping_db_pool_idle', 'Idle PostgreSQL connections', (p) => p.idle);
poolGauge('ceping_db_pool_waiting', 'Requests waiting for a PostgreSQL connection', (p) => p.waiting);

/** Counts one scheduled job run (`status` e.g. `success` / `failure`) and its duration in seconds. */
export function recordJobRun(name: string, status: string, seconds: number): void {
  jobRuns.inc({ job: name, status });
  jobDuration.observe({ job: name }, seconds);
}

/** Times every request of `app` by its route pattern; the pool gauges read `app`'s database. */
export function registerHttpMetrics(app: FastifyInstance): void {
  database = app.deps.database;
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? '(unmatched)';
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    done();
  });
}

export const metricsText = () => registry.metrics();
export const METRICS_TYPE = registry.contentType;
