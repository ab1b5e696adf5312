/// <reference types="vitest/config" />
import process from 'node:process';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.CEPING_API_PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
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
    // antd renders slowly in happy-dom on small machines; keep real hangs visible but avoid false timeouts.
    testTimeout: 20_000,
  },
});
