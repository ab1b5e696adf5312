// Compiles the server (and the contract package it imports) into one ES module, dist/main.js, so
// production starts plain JavaScript in a second instead of compiling TypeScript at every start.
// npm packages stay external (installed in node_modules); only the workspace's own code is bundled.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@ceping/'));

const started = performance.now();
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  external,
  // CommonJS dependencies bundled into an ES module may call require().
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`server built: dist/main.js in ${Math.round(performance.now() - started)} ms`);
