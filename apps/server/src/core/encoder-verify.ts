import { DEFER, type Encode, MISMATCH, written } from './encoder-parts.ts';

/** A reply the compiled encoder and zod answered differently (collected in verification mode). */
export interface EncoderDisagreement {
  data: unknown;
  /** The compiled text, or `mismatch` / the error it threw. */
  compiled: string | undefined;
  /** zod's text (`z.safeEncode` + `serializeReply`), or the error it threw. */
  zod: string | undefined;
}

let disagreements: EncoderDisagreement[] | undefined;

/**
 * Verification mode (the server's test suite turns it on for every test file): while a list is
 * set, each reply is encoded both ways, compiled and by zod, and a difference is added to the list
 * and answered as an error. `undefined` turns the mode off. Returns the list set before.
 */
/** The list verification mode collects into, or `undefined` when it is off. */
export const verifying = () => disagreements;

export function verifyCompiledEncoders(collect: EncoderDisagreement[] | undefined): EncoderDisagreement[] | undefined {
  const previous = disagreements;
  disagreements = collect;
  return previous;
}

const failure = (err: unknown) => (err === MISMATCH ? 'mismatch' : err === DEFER ? 'deferred' : `error: ${err instanceof Error ? err.message : String(err)}`);

export function verified(
  encode: Encode,
  zodEncode: (data: unknown) => string,
  data: unknown,
  found: EncoderDisagreement[],
  zodDecode?: (text: string) => unknown,
): string {
  let compiled: string | undefined;
  let compiledFailed: unknown;
  written.jsonText = false;
  try {
    compiled = encode(data);
  } catch (err) {
    compiledFailed = err ?? MISMATCH;
  }
  let zod: string | undefined;
  let zodFailed: unknown;
  try {
    // Rows written by the database: zod reads the whole text back by the schema and writes it again.
    const readBack = compiledFailed === undefined && compiled !== undefined && written.jsonText;
    if (readBack && !zodDecode) throw new Error('rows written as JSON text where no schema can read them back');
    zod = zodEncode(readBack && zodDecode ? zodDecode(compiled as string) : data);
  } catch (err) {
    zodFailed = err ?? new Error('zod failed');
  }
  // A value the compiled encoder leaves to zod agrees with whatever zod answers.
  const agree =
    compiledFailed === DEFER ||
    (compiledFailed === undefined && zodFailed === undefined ? compiled === zod : compiledFailed !== undefined && zodFailed !== undefined);
  if (!agree) {
    found.push({
      data,
      compiled: compiledFailed === undefined ? compiled : failure(compiledFailed),
      zod: zodFailed === undefined ? zod : failure(zodFailed),
    });
    const { compiled: c, zod: zz } = found[found.length - 1];
    throw new Error(`the compiled response encoder disagrees with zod: compiled ${String(c)}, zod ${String(zz)}`);
  }
  if (zodFailed !== undefined) throw zodFailed;
  return zod as string;
}
