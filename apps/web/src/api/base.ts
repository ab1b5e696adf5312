/** Prefix of every API path (the server mounts its routes under it). */
export const BASE_URL = '/prod-api';
