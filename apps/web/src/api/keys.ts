import type { Endpoint } from '@ceping/contract';

/** What a query key may carry of a call's input (the call's own params, query and body). */
export type EndpointKeyInput = object | undefined;

/** The TanStack Query key of a call: the endpoint's first tag (its resource), its path, then the input. */
export function endpointKey(endpoint: Endpoint, input?: EndpointKeyInput): readonly unknown[] {
  return input === undefined ? [...resourceKey(endpoint), endpoint.path] : [...resourceKey(endpoint), endpoint.path, input];
}

/** The key prefix of an endpoint's resource (its first tag). */
export function resourceKey(endpoint: Endpoint): readonly unknown[] {
  return [endpoint.tags[0] ?? endpoint.path];
}
