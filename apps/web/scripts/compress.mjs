// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of dist/,
// once per build, so the server sends them as they are (@fastify/static `preCompressed`) instead of
// sending the raw files or compressing on every request.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const file of files(dist)) {
  if (!TEXT.test(file) || file.endsWith('.map')) continue;
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  raw += data.length;
  br += brotli.length;
  count++;
}
console.log(`compressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);
