// `npm run bench:serialize` (node --import tsx bench/serialize.mjs): µs per reply to serialize one page of `GET /system/task/list` (10 and
// 100 rows as the server builds them: dates as `Date`, money as strings) by
//   - JSON.stringify            plain, no schema (dates leave as ISO strings: not the wire format);
//   - serializeReply            the envelope's JSON.stringify with the date replacer, no schema;
//   - zod safeEncode (old)      z.safeEncode by the response schema, then serializeReply;
//   - compiled (new)            the encoder compiled from the response schema (core/serializer.ts);
//   - fast-json-stringify       for reference: Fastify's serializer built from the schema's JSON Schema,
//                               writing a page zod already encoded (no checks, no codecs: serialization only).
// Also checks that old and new answer the same text. Run with tsx (the server's TypeScript sources).
import { taskEndpoints } from '@ceping/contract';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { endpointSerializerCompiler } from '../apps/server/src/core/endpoint.ts';
import { serializeReply } from '../apps/server/src/core/envelope.ts';

const schema = taskEndpoints.list.response;
const at = (s) => new Date(Date.UTC(2026, 10, 25, 9, 41, s));
const row = (i) => ({
  taskId: 1000 + i,
  status: String(i % 6),
  totalPrice: '217.06',
  allTotalPrice: '2170.60',
  distributeTime: i % 2 ? at(i) : null,
  publishTime: i % 3 ? at(i + 1) : null,
  completeTime: null,
  createTime: at(i),
  updateTime: i % 2 ? at(i + 2) : null,
  taskNo: `T20261125${1000 + i}`,
  userId: 3,
  siteId: 1,
  shopId: null,
  regionId: 1,
  regionName: '美国',
  platform: 'amazon',
  regionCoin: 'USD',
  productPic: '/profile/upload/2026/01/01/earbuds.png',
  productTitle: `Wireless earbuds ${i}`,
  productUrl: 'https://www.amazon.com/dp/B000000001',
  sku: 'black',
  productPrice: '19.99',
  perQuantity: 1,
  taskQuantity: 10,
  remainQuantity: 10,
  ship: '1',
  enterMethod: '1',
  enterMethodRemark: '',
  msg: 'Please check the colour "black"',
  remark: '',
  serviceRemark: '',
  follow: 1,
  wish: 1,
  cart: 1,
  chat: 0,
  gift: 0,
  coupon: 0,
  couponUrl: '',
  couponPic: '',
  compare: 2,
  browse: 2,
  matchProduct: 1,
  regionRate: '7.2000',
  userRate: '0.0000',
  rate: '7.2000',
  basePrice: '18.00',
  addMoney: '2.00',
  compareMoney: '2.00',
  browseMoney: '2.00',
  matchProductMoney: '3.00',
  mainProductPrice: '143.93',
  matchProductPrice: '43.13',
  addServicePerOrder: '10.00',
  unitPrice: '30.00',
  unitPriceStr: '18 + 1 + 1 + 1 + 2 + 2 + 3 + 2 = 30',
  allTotalAddService: '100.00',
  paidAmount: '2170.60',
  staffId: null,
  rejectReason: '',
  createBy: 'seller',
  updateBy: '',
  userName: 'seller',
  nickName: '优品商家',
  regionNameEn: 'United States',
  staffName: null,
  readOnly: false,
});
const page = (n) => ({ code: 200, msg: '查询成功', rows: Array.from({ length: n }, (_, i) => row(i)), total: 11012 });

const compiled = endpointSerializerCompiler({ schema, method: 'GET', url: '/prod-api/system/task/list', httpStatus: '200' });
const old = (data) => {
  const r = z.safeEncode(schema, data);
  if (!r.success) throw r.error;
  return serializeReply(r.data);
};
const fjs = fastJson(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
const encoded = new Map();
const ways = {
  'JSON.stringify': (d) => JSON.stringify(d),
  serializeReply: (d) => serializeReply(d),
  'zod safeEncode (old)': old,
  'compiled (new)': compiled,
  'fast-json-stringify': (d) => fjs(encoded.get(d)),
};

/** Calls of `fn(data)` that take about 20 ms (after a warm-up). */
function batchOf(fn, data) {
  let n = 1;
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) fn(data);
    if (performance.now() - t0 > 20) return n;
    n *= 2;
  }
}

/**
 * Median µs per call of each way, over 15 rounds that time a batch of every way in turn, so that
 * a change of machine load during the run weighs on every way alike.
 */
function measure(data) {
  const batches = Object.fromEntries(Object.entries(ways).map(([name, fn]) => [name, batchOf(fn, data)]));
  const per = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
  for (let round = 0; round < 15; round++) {
    for (const [name, fn] of Object.entries(ways)) {
      const n = batches[name];
      const t0 = performance.now();
      for (let i = 0; i < n; i++) fn(data);
      per[name].push(((performance.now() - t0) * 1000) / n);
    }
  }
  return Object.fromEntries(Object.entries(per).map(([name, us]) => [name, us.sort((a, b) => a - b)[7]]));
}

console.log(`Response serialization, GET /system/task/list, ${new Date().toISOString()}, Node ${process.version}`);
for (const n of [10, 100]) {
  const data = page(n);
  if (compiled(data) !== old(data)) throw new Error('compiled and zod answers differ');
  encoded.set(data, z.encode(schema, data));
  if (ways['fast-json-stringify'](data) !== old(data)) throw new Error('fast-json-stringify answers differently');
  const us = measure(data);
  for (const name of Object.keys(ways)) {
    console.log(`${String(n).padStart(4)} rows  ${name.padEnd(22)} ${us[name].toFixed(1).padStart(8)} µs  ×${(us[name] / us['JSON.stringify']).toFixed(2)}`);
  }
}
