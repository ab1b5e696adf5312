import { useEffect, useRef } from 'react';

/**
 * Runs `apply` once for each new `value` (a loaded record: an object identity), never again for the
 * same one. The shell keeps visited pages alive and re-runs their effects when they are shown again;
 * filling a form or a selection from loaded data through this keeps what the user changed meanwhile.
 */
export function useOncePer<T>(value: T | null | undefined, apply: (value: T) => void): void {
  const applied = useRef<T | null | undefined>(undefined);
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    if (value === null || value === undefined || applied.current === value) return;
    applied.current = value;
    latest.current(value);
  }, [value]);
}
