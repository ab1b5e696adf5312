import { allEndpoints, dateTimeWire, isFileResponse, moneyWire, okOf, tableOf, taskEndpoints, userEndpoints } from '@ceping/contract';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointSerializerCompiler } from '../../src/core/endpoint.ts';
import { type EncoderDisagreement, verifyCompiledEncoders } from '../../src/core/encoder-verify.ts';
import { DEFER, MISMATCH, compileEncoder, encodeReply } from '../../src/core/serializer.ts';
import { agree, compiledOutcome, sampleOf, variants, zodOutcome } from '../encoder-check.ts';

/** The reply serializer Fastify gets for a route with this response schema. */
const serializerOf = (schema: z.ZodType) => endpointSerializerCompiler({ schema, method: 'GET', url: '/prod-api/test', httpStatus: '200' });

/** Asserts the compiled encoder and zod answer `data` alike: the same text, or both refuse it. */
function expectAgreement(schema: z.ZodType, data: unknown, what = '') {
  const compiled = compiledOutcome(compileEncoder(schema).encode, data);
  const zod = zodOutcome(schema, data);
  expect({ what, compiled }).toEqual({ what, compiled: zod.ok ? zod : { ok: false, error: expect.any(String) } });
  return compiled;
}

describe('the compiled encoder of every endpoint response schema', () => {
  const json = allEndpoints.filter((e) => !isFileResponse(e.response));

  it('compiles every response schema without leaving a part to zod', () => {
    expect(json.length).toBeGreaterThan(100);
    const fallbacks = json.flatMap((e) => compileEncoder(e.response as z.ZodType).fallbacks.map((f) => `${e.method} ${e.path}: ${f}`));
    expect(fallbacks).toEqual([]);
  });

  it('answers a sample of each schema as z.encode + serializeReply does, and each broken variant alike', () => {
    let checked = 0;
    for (const e of json) {
      const schema = e.response as z.ZodType;
      const { encode } = compileEncoder(schema);
      const sample = sampleOf(schema);
      const zod = zodOutcome(schema, sample);
      expect(zod.ok, `${e.method} ${e.path}: the sample must be valid`).toBe(true);
      expect(compiledOutcome(encode, sample), `${e.method} ${e.path}`).toEqual(zod);
      for (const [what, data] of variants(sample, 30)) {
        const c = compiledOutcome(encode, data);
        const z2 = zodOutcome(schema, data);
        if (!agree(c, z2)) expect({ endpoint: `${e.method} ${e.path}`, what, compiled: c }).toEqual({ endpoint: `${e.method} ${e.path}`, what, compiled: z2 });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(4000);
  });
});

describe('a reply that breaks its schema throws ResponseSerializationError', () => {
  const schema = taskEndpoints.list.response;
  // A complete row of the task list (every field of the contract's taskRow), as the handler gives it.
  const row = {
    taskId: 1000,
    taskNo: 'T202611251000',
    userId: 101,
    userName: 'seller',
    nickName: 'Seller',
    siteId: 1,
    shopId: null,
    regionId: 3,
    regionName: '美国',
    regionNameEn: 'United States',
    platform: 'amazon',
    regionCoin: 'USD',
    productPic: '/profile/upload/p.png',
    productTitle: 'A product',
    productUrl: 'https://shop.example/p/1',
    sku: 'SKU-1',
    productPrice: '19.99',
    perQuantity: 1,
    taskQuantity: 10,
    remainQuantity: 10,
    ship: '0',
    enterMethod: '1',
    enterMethodRemark: '',
    msg: '',
    remark: '',
    serviceRemark: '',
    follow: 0,
    wish: 0,
    cart: 0,
    chat: 0,
    gift: 0,
    coupon: 0,
    couponUrl: '',
    couponPic: '',
    compare: 0,
    browse: 0,
    matchProduct: 0,
    regionRate: '7.1000',
    userRate: '2.0000',
    rate: '7.2420',
    basePrice: '72.42',
    addMoney: '0.00',
    compareMoney: '0.00',
    browseMoney: '0.00',
    matchProductMoney: '0.00',
    mainProductPrice: '144.77',
    matchProductPrice: '0.00',
    addServicePerOrder: '0.00',
    unitPrice: '217.06',
    unitPriceStr: '217.06',
    totalPrice: '217.06',
    allTotalAddService: '0.00',
    allTotalPrice: '2170.60',
    paidAmount: '2170.60',
    status: '0',
    staffId: null,
    staffName: null,
    distributeTime: null,
    publishTime: null,
    completeTime: null,
    rejectReason: '',
    createBy: 'seller',
    createTime: new Date(Date.UTC(2026, 10, 25, 9, 41, 37)),
    updateBy: '',
    updateTime: new Date(Date.UTC(2026, 10, 25, 16, 0, 0)),
    readOnly: false,
  };
  const page = (patch: Record<string, unknown>) => ({ code: 200, msg: 'ok', rows: [{ ...row, ...patch }], total: 1, estimated: false });
  const serialize = serializerOf(schema);

  it('writes a matching page with dates in the wire format', () => {
    expect(JSON.parse(serialize(page({})))).toEqual({
      code: 200,
      msg: 'ok',
      rows: [{ ...row, createTime: '2026-11-25 17:41:37', updateTime: '2026-11-26 00:00:00' }],
      total: 1,
      estimated: false,
    });
  });

  it.each([
    ['a wrong type', { taskId: '1000' }, 'invalid_type'],
    ['a missing required field', { taskId: undefined }, 'invalid_type'],
    ['a value outside the enum', { status: '9' }, 'invalid_value'],
    ['money in a bad format', { totalPrice: '217.1' }, 'invalid_format'],
    ['money as a number', { allTotalPrice: 2170.6 }, 'invalid_type'],
    ['an invalid date', { createTime: new Date(Number.NaN) }, 'invalid_type'],
    ['a date given as text', { createTime: '2026-11-25 17:41:37' }, 'invalid_type'],
    ['a fractional id', { taskId: 1.5 }, 'invalid_type'],
  ])('%s', (_what, patch, code) => {
    const data = page(patch);
    expect(compiledOutcome(compileEncoder(schema).encode, data)).toEqual({ ok: false, error: 'mismatch' });
    let thrown: unknown;
    try {
      serialize(data);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ResponseSerializationError);
    const cause = (thrown as ResponseSerializationError).cause as z.ZodError;
    expect(cause).toBeInstanceOf(z.ZodError);
    expect(cause.issues.map((i) => i.code)).toContain(code);
    expect(cause.issues[0].path.slice(0, 2)).toEqual(['rows', 0]);
  });

  it('a missing envelope field and a page that is not an array', () => {
    expect(() => serialize({ code: 200, rows: [], total: 0 })).toThrow(ResponseSerializationError);
    expect(() => serialize({ code: 200, msg: 'ok', rows: {}, total: 0 })).toThrow(ResponseSerializationError);
  });

  it('writes an answer that is not a success as it is, without the schema', () => {
    expect(JSON.parse(serialize({ code: 500, msg: 'no', extra: 1 }))).toEqual({ code: 500, msg: 'no', extra: 1 });
  });
});

describe('what the encoder writes', () => {
  it('drops undeclared fields of a strict object and keeps those of a loose one, declared fields first', () => {
    const strict = okOf(z.object({ b: z.number(), a: z.string() }));
    const text = serializerOf(strict)({ secret: 's', code: 200, data: { a: 'x', c: 'dropped', b: 1 }, msg: 'ok' });
    expect(text).toBe('{"code":200,"msg":"ok","data":{"b":1,"a":"x"}}');
    const loose = z.looseObject({ b: z.number(), at: dateTimeWire });
    const at = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));
    expect(compileEncoder(loose).encode({ z: 1, at, extra: at, b: 2 })).toBe('{"b":2,"at":"2026-01-01 08:00:00","z":1,"extra":"2026-01-01 08:00:00"}');
    // An own `__proto__` key (JSON.parse makes one): never copied, refused by a strict object.
    const withProto = JSON.parse('{"b":1,"__proto__":{"x":1},"a":"x"}');
    expect(expectAgreement(z.object({ b: z.number(), a: z.string() }), withProto)).toEqual({ ok: true, text: '{"b":1,"a":"x"}' });
    expect(expectAgreement(z.looseObject({ b: z.number() }), withProto)).toEqual({ ok: true, text: '{"b":1,"a":"x"}' });
    expect(expectAgreement(z.strictObject({ b: z.number(), a: z.string() }), withProto).ok).toBe(false);
    expect(expectAgreement(z.strictObject({ b: z.number() }), { b: 1 })).toEqual({ ok: true, text: '{"b":1}' });
    // Integer-like extra keys go first in the object zod builds: the compiled encoder leaves such a reply to zod.
    const numbered = okOf(z.looseObject({ b: z.number() }));
    const reply = { code: 200, msg: 'ok', data: { b: 1, 2: 'two', x: 'x' } };
    expect(compiledOutcome(compileEncoder(numbered).encode, reply)).toEqual({ ok: false, error: 'deferred' });
    expect(serializerOf(numbered)(reply)).toBe('{"code":200,"msg":"ok","data":{"2":"two","b":1,"x":"x"}}');
  });

  it('leaves out optional fields that are absent or undefined, and writes null ones', () => {
    const s = z.object({ a: z.string().optional(), b: dateTimeWire.nullable().optional(), c: z.number().nullable() });
    expect(expectAgreement(s, { a: undefined, c: null })).toEqual({ ok: true, text: '{"c":null}' });
    expect(expectAgreement(s, { b: null, c: 1 })).toEqual({ ok: true, text: '{"b":null,"c":1}' });
    expect(expectAgreement(s, { a: 'x' })).toEqual({ ok: false, error: 'mismatch' });
  });

  it('escapes text as JSON.stringify does', () => {
    const s = z.object({ t: z.string() });
    for (const t of ['plain', '', 'quote " and \\', 'line\nbreak\u0001', '中文', 'emoji 😀', 'lone \ud800', 'x'.repeat(200), '\u2028'])
      expect(compileEncoder(s).encode({ t })).toBe(JSON.stringify({ t }));
  });

  it('encodes recursive trees (z.lazy), records, unions, literals and arrays of each', () => {
    const tree = userEndpoints.deptTree.response;
    const leaf = { id: 3, label: 'c' };
    expectAgreement(tree, { code: 200, msg: 'ok', data: [{ id: 1, label: 'a', children: [{ id: 2, label: 'b', disabled: true, children: [leaf] }] }] });
    expectAgreement(tree, { code: 200, msg: 'ok', data: [{ id: 1, label: 'a', children: [{ id: 2, label: 7 }] }] });
    const record = z.record(z.string(), z.number());
    expectAgreement(record, { b: 1, a: 2, 10: 3, 2: 4 });
    expectAgreement(record, { a: 'x' });
    const union = z.array(z.union([z.literal('a'), z.number().int(), z.object({ k: moneyWire })]));
    expect(expectAgreement(union, ['a', 3, { k: '1.00', x: 1 }])).toEqual({ ok: true, text: '["a",3,{"k":"1.00"}]' });
    expectAgreement(union, ['b']);
    expectAgreement(union, [{ k: '1.0' }]);
  });

  it('encodes a record keyed by an enum as zod does: every key required, in the order of the object zod builds', () => {
    // Keyed by a literal of several values: its values keep their order (an enum's come from an object).
    const counts = z.record(z.literal(['b', '10', 'a', '2']), z.number().int());
    const full = { a: 1, b: 2, 2: 3, 10: 4 };
    expect(compileEncoder(counts).fallbacks).toEqual([]);
    // Integer-like keys first, ascending, then the others in the key schema's order.
    expect(expectAgreement(counts, full)).toEqual({ ok: true, text: '{"2":3,"10":4,"b":2,"a":1}' });
    expect(expectAgreement(counts, { a: 1, b: 2, 2: 3 }).ok).toBe(false); // a key missing
    expect(expectAgreement(counts, { ...full, c: 5 }).ok).toBe(false); // a key outside the enum
    expect(expectAgreement(counts, { ...full, 3: 5 }).ok).toBe(false);
    expect(expectAgreement(counts, { ...full, a: 1.5 }).ok).toBe(false);
    expect(expectAgreement(counts, Object.assign(Object.create({ c: 1 }), full)).ok).toBe(false); // an inherited extra key
    expect(expectAgreement(counts, [1, 2]).ok).toBe(false);
    // An own `__proto__` key (JSON.parse makes one) is unrecognized unless the enum declares it; then it is never written.
    expect(expectAgreement(counts, JSON.parse('{"a":1,"b":2,"2":3,"10":4,"__proto__":{"x":1}}')).ok).toBe(false);
    const withProto = z.record(z.enum(['a', '__proto__']), z.number());
    expectAgreement(z.record(z.enum(['x', '1']), z.number()), { x: 1, 1: 2 });
    expect(expectAgreement(withProto, JSON.parse('{"a":1,"__proto__":{"x":1}}'))).toEqual({ ok: true, text: '{"a":1}' });
    // An optional value may be absent (no key written); a value with a codec is encoded.
    const optional = z.record(z.enum(['x', 'y']), dateTimeWire.optional());
    expect(expectAgreement(optional, { y: new Date(Date.UTC(2026, 0, 1)) })).toEqual({ ok: true, text: '{"y":"2026-01-01 08:00:00"}' });
    expect(expectAgreement(optional, {})).toEqual({ ok: true, text: '{}' });
    expect(expectAgreement(optional, { x: '2026-01-01 08:00:00' }).ok).toBe(false);
    // A literal key; a loose record copies the other keys unchanged after the declared ones.
    expectAgreement(z.record(z.literal('only'), z.string()), { only: 'x' });
    expectAgreement(z.record(z.literal('only'), z.string()), { only: 'x', other: 'y' });
    const loose = z.looseRecord(z.enum(['a', 'b']), moneyWire);
    expect(expectAgreement(loose, { z: new Date(Date.UTC(2026, 0, 1)), b: '1.00', a: '2.00', u: undefined })).toEqual({
      ok: true,
      text: '{"a":"2.00","b":"1.00","z":"2026-01-01 08:00:00"}',
    });
    expect(compiledOutcome(compileEncoder(loose).encode, { a: '1.00', b: '1.00', 7: 'x' })).toEqual({ ok: false, error: 'deferred' });
    expect(compileEncoder(z.partialRecord(z.enum(['a']), z.number())).fallbacks).toEqual([
      '(root): record other than z.record(z.string(), …) or z.record(z.enum(…), …)',
    ]);
  });

  it('writes the integer-like keys of an object first, ascending, as the object zod builds has them', () => {
    const byStatus = z.object({ total: z.number(), '10': z.number(), '2': z.number().optional(), '0': z.number(), '01': z.number() });
    expect(compileEncoder(byStatus).fallbacks).toEqual([]);
    expect(expectAgreement(byStatus, { total: 9, 10: 1, 2: 2, 0: 3, '01': 4 })).toEqual({ ok: true, text: '{"0":3,"2":2,"10":1,"total":9,"01":4}' });
    expect(expectAgreement(byStatus, { total: 9, 10: 1, 0: 3, '01': 4 })).toEqual({ ok: true, text: '{"0":3,"10":1,"total":9,"01":4}' });
    expect(expectAgreement(byStatus, { total: 9, 2: 2, 0: 3, '01': 4 }).ok).toBe(false);
    expectAgreement(z.looseObject({ '1': z.number(), b: z.number() }), { b: 1, 1: 2, c: 3 });
  });

  it('writes a z.custom value its predicate accepts unchanged, and refuses one it does not', () => {
    const s = z.object({ content: z.custom<{ a: number }>((v) => typeof v === 'object' && v !== null), n: z.number() });
    expect(compileEncoder(s).fallbacks).toEqual([]);
    const at = new Date(Date.UTC(2026, 0, 1));
    expect(expectAgreement(s, { content: { b: [1, at], a: 'x', u: undefined }, n: 1 })).toEqual({
      ok: true,
      text: '{"content":{"b":[1,"2026-01-01 08:00:00"],"a":"x"},"n":1}',
    });
    expectAgreement(s, { content: [1, 2], n: 1 });
    expect(expectAgreement(s, { content: null, n: 1 }).ok).toBe(false);
    expect(expectAgreement(s, { content: 'text', n: 1 }).ok).toBe(false);
    expect(expectAgreement(s, { n: 1 }).ok).toBe(false);
    // A predicate that accepts no value: an absent key is then no value, as in zod.
    expectAgreement(z.object({ any: z.custom(() => true) }), {});
    expectAgreement(z.object({ any: z.custom(() => true) }), { any: undefined });
  });

  it('applies string, number and array checks', () => {
    const s = z.object({
      name: z.string().min(2).max(4),
      n: z.number().int().min(0).max(10),
      gt: z.number().gt(1).lt(2),
      tags: z.array(z.string()).length(2),
      money: moneyWire,
    });
    const ok = { name: 'abc', n: 10, gt: 1.5, tags: ['a', 'b'], money: '-0.50' };
    expectAgreement(s, ok);
    for (const patch of [{ name: 'a' }, { name: 'abcde' }, { n: -1 }, { n: 11 }, { n: 2 ** 53 }, { gt: 1 }, { gt: 2 }, { tags: ['a'] }, { money: '1' }])
      expect(expectAgreement(s, { ...ok, ...patch }, JSON.stringify(patch)).ok).toBe(false);
  });

  it('leaves the constructs it does not model to zod, part by part', () => {
    const s = okOf(z.object({ pair: z.tuple([z.string(), z.number()]), mail: z.string().email(), plain: z.number() }));
    const { fallbacks } = compileEncoder(s);
    expect(fallbacks).toEqual(['data.pair: tuple', 'data.mail: string check string_format']);
    const ok = { code: 200, msg: 'ok', data: { pair: ['a', 1], mail: 'a@b.example', plain: 1 } };
    expectAgreement(s, ok);
    expectAgreement(s, { ...ok, data: { ...ok.data, mail: 'nope' } });
    expect(() => serializerOf(s)({ ...ok, data: { ...ok.data, pair: [1, 'a'] } })).toThrow(ResponseSerializationError);
  });

  it('a list of 10 rows: the same text as the zod path', () => {
    const schema = tableOf(z.looseObject({ id: z.number().int(), at: dateTimeWire.nullable().optional(), amount: moneyWire }));
    const rows = Array.from({ length: 10 }, (_, i) => ({
      id: i,
      at: i % 2 ? new Date(i * 1e11) : null,
      amount: `${i}.00`,
      name: `row ${i}`,
      flag: i % 3 === 0,
    }));
    const data = { code: 200, msg: '查询成功', rows, total: 10 };
    expect(serializerOf(schema)(data)).toBe(zodOutcome(schema, data).ok && (zodOutcome(schema, data) as { text: string }).text);
  });
});

describe('verification mode', () => {
  let previous: EncoderDisagreement[] | undefined;
  beforeEach(() => {
    previous = verifyCompiledEncoders(undefined);
  });
  afterEach(() => {
    verifyCompiledEncoders(previous);
  });
  const mismatching = () => {
    throw MISMATCH;
  };
  const deferring = () => {
    throw DEFER;
  };

  it('records and refuses an answer on which the compiled encoder and zod differ', () => {
    const found: EncoderDisagreement[] = [];
    verifyCompiledEncoders(found);
    expect(
      encodeReply(
        () => '"same"',
        () => '"same"',
        1,
      ),
    ).toBe('"same"');
    expect(() =>
      encodeReply(
        mismatching,
        () => {
          throw new Error('refused');
        },
        1,
      ),
    ).toThrow('refused');
    expect(() =>
      encodeReply(
        () => '"compiled"',
        () => '"zod"',
        2,
      ),
    ).toThrow(/disagrees/);
    expect(() => encodeReply(mismatching, () => '"zod"', 3)).toThrow(/disagrees/);
    expect(encodeReply(deferring, () => '"zod"', 4)).toBe('"zod"');
    expect(found).toEqual([
      { data: 2, compiled: '"compiled"', zod: '"zod"' },
      { data: 3, compiled: 'mismatch', zod: '"zod"' },
    ]);
  });

  it('outside it, a mismatch found by the compiled encoder is answered by zod, the compiled text otherwise', () => {
    expect(encodeReply(mismatching, () => '"zod"', 1)).toBe('"zod"');
    expect(encodeReply(deferring, () => '"zod"', 1)).toBe('"zod"');
    expect(
      encodeReply(
        () => '"compiled"',
        () => '"zod"',
        1,
      ),
    ).toBe('"compiled"');
  });
});
