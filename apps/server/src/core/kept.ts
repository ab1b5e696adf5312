/**
 * Values kept in memory per handle (a store, a database) for a while: each for `ttlMs`, at most `max`
 * per handle, all of a handle's dropped at once when it is full. Per handle, so two apps in one process
 * (tests) never share what they keep.
 */
export function keptPerHandle<V>(ttlMs: number, max: number) {
  const byHandle = new WeakMap<object, Map<string, { value: V; until: number }>>();
  return {
    /** The value kept under `key`, unless it is older than `ttlMs`. */
    get(handle: object, key: string): V | undefined {
      const hit = byHandle.get(handle)?.get(key);
      return hit && hit.until > Date.now() ? hit.value : undefined;
    },
    set(handle: object, key: string, value: V): void {
      const kept = byHandle.get(handle) ?? new Map<string, { value: V; until: number }>();
      byHandle.set(handle, kept);
      if (kept.size >= max) kept.clear();
      kept.set(key, { value, until: Date.now() + ttlMs });
    },
    delete(handle: object, key: string): void {
      byHandle.get(handle)?.delete(key);
    },
  };
}
