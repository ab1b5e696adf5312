type Scalar = string | number | boolean | bigint;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function append(parts: string[], key: string, value: unknown): void {
  if (isEmpty(value)) return;
  if (typeof value === 'object') {
    for (const [sub, inner] of Object.entries(value as Record<string, unknown>)) append(parts, `${key}[${sub}]`, inner);
    return;
  }
  if (typeof value === 'function' || typeof value === 'symbol') return;
  parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value as Scalar))}`);
}

/**
 * Serialises query or form parameters the RuoYi way: `null`, `undefined` and `''` are dropped (key
 * included), `0` and `false` are kept, nested objects and arrays become `key[sub]=value`
 * (e.g. `params[beginTime]=2024-01-01`, `ids[0]=1`), keys and values are URI-encoded.
 */
export function serializeParams(params: object | undefined | null): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) append(parts, key, value);
  return parts.join('&');
}
