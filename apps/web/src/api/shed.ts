/**
 * A request the server shed (its "system busy" answer: code 500 with `Retry-After`, server
 * `core/overload.ts`) was refused before it ran, so sending it again is safe. The clients wait as told
 * and send it again at most {@link SHED_RETRIES} times before showing the message.
 */
export const SHED_RETRIES = 2;
/** The longest wait honoured, in seconds. */
const MAX_WAIT_SECONDS = 5;

/** The wait (ms) before sending again a request answered this way; undefined when it was not shed. */
export function shedWait(response: Response, code: unknown): number | undefined {
  if (code !== 500) return undefined;
  const header = response.headers.get('Retry-After');
  if (header === null) return undefined;
  const seconds = Number(header);
  return (Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, MAX_WAIT_SECONDS) : 1) * 1000;
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
