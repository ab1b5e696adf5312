/// <reference types="vitest/config" />
import path from 'node:path';
import process from 'node:process';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.CEPING_API_PORT ?? '8080';

/**
 * Chunks gathered from the static imports (closed over) of their roots, in this order, each without
 * what an earlier one holds: `boot`, the first visit (the entry, which renders the login page without
 * the console); `console`, what every signed-in page needs (texts, antd's common parts, stores, query
 * cache, router, the shell); `lists`, the list scaffold nearly every screen is built on (search form,
 * table, paging, row actions, entity dialog, and the antd parts they draw with). Left to automatic
 * splitting, a list screen's deep link asked for about 40 small chunks (six at a time over HTTP/1.1);
 * gathered, about 25.
 */
const GATHERED: { name: string; roots: RegExp[] }[] = [
  { name: 'boot', roots: [/[\\/]src[\\/]main\.tsx$/] },
  { name: 'console', roots: [/[\\/]src[\\/]app[\\/]console\.tsx$/, /[\\/]src[\\/]layout[\\/]Layout\.tsx$/] },
  {
    name: 'lists',
    roots: [/[\\/]src[\\/]components[\\/](list[\\/][^\\/]+|Pagination|MoneyText|ReasonDialog|TreeSelect|DictTag|RightToolbar|ImagePreview)\.tsx?$/],
  },
];
/** What a gathered chunk may ask of the bundle while it collects modules. */
type Graph = { getModuleInfo(id: string): { importedIds: readonly string[]; exports: readonly string[] } | null };

/**
 * Barrels that re-export a whole library: only the names a module imports from them are followed,
 * each to the module `resolve` names for it.
 */
const BARRELS: { test: RegExp; pkg: string; resolve: (name: string, barrel: string, graph: Graph) => string | undefined }[] = [
  {
    test: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
    pkg: 'antd',
    // ConfigProvider → config-provider/index.js, QRCode → qr-code/index.js, message → message/index.js
    resolve: (name, barrel) =>
      path.join(
        path.dirname(barrel),
        `${name
          .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
          .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
          .toLowerCase()}/index.js`,
      ),
  },
  {
    test: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/,
    pkg: '@ant-design/icons',
    resolve: (name, barrel) => path.join(path.dirname(barrel), `icons/${name}.js`),
  },
  // The contract's schemas are built when their module runs: the console takes only the modules
  // that define what it imports; each screen's endpoints and forms load with the screen.
  { test: /[\\/]packages[\\/]contract[\\/]src[\\/]index\.ts$/, pkg: '@ceping/contract', resolve: definingModule },
];

/** The module that defines `name`, found by following the re-exports of `barrel` (the first that exports it). */
function definingModule(name: string, barrel: string, graph: Graph): string | undefined {
  for (const dep of graph.getModuleInfo(barrel)?.importedIds ?? []) {
    if (!graph.getModuleInfo(dep)?.exports.includes(name)) continue;
    return definingModule(name, dep, graph) ?? dep;
  }
  return undefined;
}
/** Module id → the gathered chunk that takes it. */
const gathered = new Map<string, string>();

/** The names a module imports from `pkg` (`import { A, B as C } from 'pkg'`; type-only imports are gone by now). */
function importedNames(code: string, pkg: string): string[] {
  const names: string[] = [];
  const re = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg.replace(/[/@]/g, '\\$&')}["']`, 'g');
  for (const match of code.matchAll(re)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (/^[A-Za-z]\w*$/.test(name)) names.push(name);
    }
  }
  return names;
}

/**
 * Collects the modules of each gathered chunk (static imports closed over; from antd's and the icons'
 * barrels only what is imported by name), so a first visit loads one `boot` chunk and a signed-in page
 * one `console` chunk, instead of the many small ones automatic splitting cuts shared code into.
 * Lazily imported screens, charts and editors stay out.
 */
function gatheredChunks(): Plugin {
  return {
    name: 'ceping-gathered-chunks',
    apply: 'build',
    buildEnd() {
      gathered.clear();
      const ids = [...this.getModuleIds()];
      for (const { name, roots } of GATHERED) {
        const seen = new Set<string>();
        const stack = ids.filter((id) => roots.some((re) => re.test(id)));
        const take = (id: string) => {
          if (!gathered.has(id)) gathered.set(id, name);
        };
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          take(id);
          const info = this.getModuleInfo(id);
          for (const dep of info?.importedIds ?? []) {
            const barrel = BARRELS.find((b) => b.test.test(dep));
            if (!barrel) {
              stack.push(dep);
              continue;
            }
            take(dep);
            for (const name of importedNames(info?.code ?? '', barrel.pkg)) {
              const target = barrel.resolve(name, dep, this);
              if (target && this.getModuleInfo(target)) stack.push(target);
            }
          }
        }
      }
    },
  };
}

/** A feature's `index.ts`: names re-exported from the feature's modules, nothing else. */
const FEATURE_BARREL = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * Declares the features' barrels free of side effects, so a screen that imports one name from a
 * feature (the ledger's order dialog) takes only the modules behind that name. Otherwise every module
 * a barrel names runs wherever the barrel is imported, and the bundler puts them all in one chunk
 * that a dozen screens load.
 */
function featureBarrels(): Plugin {
  return {
    name: 'ceping-feature-barrels',
    apply: 'build',
    transform(code, id) {
      return FEATURE_BARREL.test(id) ? { code, moduleSideEffects: false } : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), gatheredChunks(), featureBarrels()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // The server mounts its API under /prod-api itself, so the prefix is kept.
      '/prod-api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group also takes the dependencies of its modules, so the lower layers are claimed first.
          groups: [
            // The gathered chunks first, in their order (each module is in at most one of them).
            ...GATHERED.map(({ name }, i) => ({ name, test: (id: string) => gathered.get(id) === name, priority: 60 - i })),
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 50 },
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender|echarts-for-react)[\\/]/, priority: 45 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // After-each hooks in the order they are declared: the setup file's cleanup unmounts first, so a
    // test file's own after-each (a language switched back, a store reset) re-renders nothing that
    // could still be running when the environment is torn down ("window is not defined" in React's
    // scheduler, seen once in a full run after the dashboard test switched the language back).
    sequence: { hooks: 'list' },
    // antd renders slowly in happy-dom on small machines; keep real hangs visible but avoid false timeouts.
    testTimeout: 20_000,
  },
});
