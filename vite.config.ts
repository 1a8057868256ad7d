import { defineConfig } from 'vite';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import react from '@vitejs/plugin-react';
import { pathAliases } from './path-aliases';
import { earlyEntry } from './vite-early-entry';

// Each asset is also written gzip- and brotli-compressed, once per build: the BFF serves those files
// (preCompressed in src/bff/app.ts) instead of compressing ~700 kB of JS again on every page load, CPU
// the same 2 cores also need for the routing document's GET and the browser. Brotli's quality 11
// would add ~6 s to every build for a few per cent; 9 adds about one second.
const precompressed = compression({
  include: /\.(js|css|html|svg)$/,
  threshold: 1024,
  algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })],
});

// The SPA is built into dist/web and served by the BFF; in `vite dev` the BFF's /api is proxied.
export default defineConfig({
  plugins: [react(), earlyEntry(), precompressed],
  resolve: { alias: pathAliases },
  root: '.',
  // No source maps in a production build (the BFF would serve them to anyone); VITE_SOURCEMAP=1 for debugging.
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: process.env.VITE_SOURCEMAP === '1' },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
