import { formatDateTime } from '@ceping/contract';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * Now as the business reads a clock: the wall time in GMT+8, where every date on the wire lives and
 * where the server checks "not in the future" and "today", whatever the browser's time zone. Pickers
 * show and send wall times, so their default and their latest pickable day come from here; the
 * browser's own `dayjs()` is a different day between midnight in Beijing and midnight where the user is.
 */
export function businessNow(): Dayjs {
  return dayjs(formatDateTime(new Date()));
}
