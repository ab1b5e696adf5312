import { afterAll, expect } from 'vitest';
import { type EncoderDisagreement, verifyCompiledEncoders } from '../src/core/encoder-verify.ts';

/**
 * Every server test file runs with the compiled response encoders in verification mode: each reply
 * any test provokes is also encoded by zod (`z.safeEncode` + `serializeReply`, the path the
 * compiled encoders replace), and a reply the two write differently fails the request and the file.
 */
const disagreements: EncoderDisagreement[] = [];
verifyCompiledEncoders(disagreements);
afterAll(() => {
  expect(disagreements.map(({ compiled, zod }) => ({ compiled, zod }))).toEqual([]);
});
