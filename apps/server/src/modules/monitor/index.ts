/**
 * The monitor domain's face: online users, login and operation logs, server, cache and database
 * monitors, Prometheus metrics. `registerHttpMetrics` is wired once in app.ts; `recordJobRun` is for
 * the scheduler to count its runs.
 */
export { monitorRoutes } from './routes.ts';
export { recordJobRun, registerHttpMetrics } from './metrics.ts';
