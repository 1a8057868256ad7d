import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pathAliases } from './path-aliases';
import { earlyEntry } from './vite-early-entry';

// The SPA is built into dist/web and served by the BFF; in `vite dev` the BFF's /api is proxied.
export default defineConfig({
  plugins: [react(), earlyEntry()],
  resolve: { alias: pathAliases },
  root: '.',
  // No source maps in a production build (the BFF would serve them to anyone); VITE_SOURCEMAP=1 for debugging.
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: process.env.VITE_SOURCEMAP === '1' },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
