import { hash, verify } from '@node-rs/bcrypt';

/** bcrypt cost of every stored password (login passwords, second passwords, the demo accounts). */
export const BCRYPT_COST = 10;

/** The bcrypt hash to store for a password. */
export const hashPassword = (pw: string) => hash(pw, { cost: BCRYPT_COST });

/** Whether `pw` matches a stored hash; an empty hash (no password set) matches nothing, without a comparison. */
export const checkPassword = (pw: string, hashed: string) => (hashed ? verify(pw, hashed) : Promise.resolve(false));

/**
 * A bcrypt hash of the same cost as real ones, of a random secret nobody knows. Login compares the
 * password with it when the account does not exist (or is deleted), so every failure costs one
 * bcrypt comparison and takes about as long as a wrong password for a real account.
 */
const DUMMY_HASH = '$2b$10$.qRxdikGz/IUB6FbQmEc4u797NNaQ7CKYY8RIvv8SumoHryaCVNk2';

/** Login's comparison: always one bcrypt verification, against the dummy hash when there is no stored one. */
export const checkLoginPassword = (pw: string, hashed: string | null | undefined) => verify(pw, hashed || DUMMY_HASH);
