// The floor of a route (issue 15): a bare handler — node:http and a node-postgres pool, no framework,
// no auth, no validation — running the very statements the server ran for one call of that route
// (captured by bench/sql-capture.mjs, same texts, names and parameters), and answering their rows.
// Both are driven by wrk with the same connections in alternating rounds; the ratio is the server's
// req/s over the floor's, the median of the rounds.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';

/** Statements of the server's own background work (jobs, their logs), never part of a request. */
const BACKGROUND = /\b(sys_job|sys_job_log)\b/i;

export function hasWrk() {
  return !spawnSync('wrk', ['-v']).error;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The statements the server runs while `call` runs, read from its capture file (bench/sql-capture.mjs). */
export async function captureStatements(file, call) {
  writeFileSync(file, '');
  writeFileSync(`${file}.on`, '');
  // the server looks for the switch every 20 ms
  await pause(100);
  try {
    await call();
  } finally {
    rmSync(`${file}.on`, { force: true });
  }
  await pause(100);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((s) => !BACKGROUND.test(s.text));
}

/** A single text column named json (a page the database wrote as JSON) goes out as it is. */
function rowsText(result) {
  const [row] = result?.rows ?? [];
  if (result?.rows.length === 1 && result.fields.length === 1 && result.fields[0].name === 'json') return row.json ?? '[]';
  return JSON.stringify(result?.rows ?? []);
}

/** Starts the floor on a free port: GET /<key> runs the statements registered under that key. */
export async function startFloor(connectionString, poolMax) {
  const pool = new pg.Pool({ connectionString, max: poolMax });
  const routes = new Map();
  const server = http.createServer(async (req, res) => {
    const statements = routes.get(req.url);
    if (!statements) {
      res.statusCode = 404;
      res.end();
      return;
    }
    let body;
    const client = await pool.connect();
    try {
      let last;
      for (const s of statements) last = await client.query({ name: s.name, text: s.text, values: s.values });
      body = `{"code":200,"msg":"ok","rows":${rowsText(last)}}`;
    } catch (err) {
      body = JSON.stringify({ code: 500, msg: err.message });
    } finally {
      client.release();
    }
    res.setHeader('content-type', 'application/json;charset=utf-8');
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (key) => `http://127.0.0.1:${server.address().port}/${key}`,
    register: (key, statements) => routes.set(`/${key}`, statements),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

const LUA = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) bad = 0; at = 0 end
if #paths > 0 then
  request = function()
    at = at % #paths + 1
    return wrk.format(nil, paths[at])
  end
end
if #reqs > 0 then
  request = function()
    at = at % #reqs + 1
    local r = reqs[at]
    return wrk.format(r[1], r[2], r[3], r[4])
  end
end
function response(status, headers, body)
  if status ~= 200 or string.sub(body, 1, 11) ~= '{"code":200' then bad = bad + 1 end
end
function done(summary, latency, requests)
  local n = 0
  for _, t in ipairs(threads) do n = n + t:get("bad") end
  io.write(string.format("BAD %d\\n", n))
end
`;

/** A Lua list of strings (JSON string escapes are Lua's for these characters). */
const luaList = (xs) => `{${xs.map((x) => JSON.stringify(x)).join(', ')}}`;

/** A Lua list of requests `{ method, path, headers, body }` as wrk.format's arguments. */
const luaRequests = (rs) =>
  `{${rs
    .map(
      (r) =>
        `{${JSON.stringify(r.method)}, ${JSON.stringify(r.path)}, {${Object.entries(r.headers ?? {})
          .map(([k, v]) => `[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
          .join(', ')}}, ${r.body === undefined ? 'nil' : JSON.stringify(r.body)}}`,
    )
    .join(',\n')}}`;

const toMs = (v, unit) => Number(v) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);

/**
 * One wrk run: req/s, p50 and p99 (ms), and the answers that were not `code: 200`. With `paths`, each
 * connection's requests go through those paths in turn (pages 1–50, a rotating keyword); with
 * `requests` (method, path, headers, body), through those requests; `url` then gives only the host.
 */
export async function wrk(url, { connections, seconds, headers = {}, scriptDir, paths = [], requests = [], threads = 2 }) {
  const script = path.join(scriptDir, 'floor.lua');
  writeFileSync(script, `paths = ${luaList(paths)}\nreqs = ${luaRequests(requests)}\n${LUA}`);
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  // asynchronous: the floor answers from this process meanwhile
  const child = spawn('wrk', [...args, url]);
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  await new Promise((resolve) => child.once('close', resolve));
  const lat = (p) => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    return m ? toMs(m[1], m[2]) : Number.NaN;
  };
  const errors =
    Number(/BAD (\d+)/.exec(out)?.[1] ?? 0) +
    Number(
      /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
        .exec(out)
        ?.slice(1)
        .reduce((a, b) => a + Number(b), 0) ?? 0,
    );
  const done = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0), p50: lat(50), p99: lat(99), errors, requests: done };
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

/** The medians of one side's runs; CPU figures (µs per request) when `around` measured them. */
function sideOf(runs) {
  const side = { rps: median(runs.map((r) => r.rps)), p99: median(runs.map((r) => r.p99)), errors: runs.reduce((n, r) => n + r.errors, 0) };
  if (runs.every((r) => r.handlerUs !== undefined))
    Object.assign(side, { handlerUs: median(runs.map((r) => r.handlerUs)), pgUs: median(runs.map((r) => r.pgUs)) });
  return side;
}

/**
 * `rounds` alternating runs of the server's route and its floor; the medians and the median ratio.
 * `around.server` / `around.floor` wrap each side's wrk run (to add the CPU it cost: `handlerUs`, `pgUs`).
 */
export async function compare(serverUrl, floorUrl, { rounds, around = {}, ...opts }) {
  const plain = (run) => run();
  const { server = plain, floor = plain } = around;
  const runs = [];
  for (let i = 0; i < rounds; i++) {
    const a = await server(() => wrk(serverUrl, opts));
    const b = await floor(() => wrk(floorUrl, { ...opts, headers: {} }));
    runs.push({ a, b, ratio: b.rps ? a.rps / b.rps : 0 });
  }
  return {
    server: sideOf(runs.map((r) => r.a)),
    floor: sideOf(runs.map((r) => r.b)),
    ratio: median(runs.map((r) => r.ratio)),
    ratios: runs.map((r) => r.ratio),
  };
}
