// Preloaded into the bench's server (`node --import ./bench/sql-capture.mjs`) for the floor
// comparison of `npm run bench:orders`: while the file `<CEPING_SQL_CAPTURE>.on` exists (looked for
// every 20 ms), every statement the server sends through node-postgres is appended to
// CEPING_SQL_CAPTURE as one JSON line `{ name, text, values }`. Off, it costs one boolean test per query.
import { appendFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const file = process.env.CEPING_SQL_CAPTURE;
if (file) {
  const { Client } = createRequire(import.meta.url)('pg');
  let on = false;
  setInterval(() => {
    on = existsSync(`${file}.on`);
  }, 20).unref();
  const query = Client.prototype.query;
  Client.prototype.query = function capture(config, values, callback) {
    if (on && config && typeof config.submit !== 'function') {
      const text = typeof config === 'string' ? config : config.text;
      const params = Array.isArray(values) ? values : config.values;
      appendFileSync(file, `${JSON.stringify({ name: config.name, text, values: params ?? [] })}\n`);
    }
    return query.call(this, config, values, callback);
  };
}
