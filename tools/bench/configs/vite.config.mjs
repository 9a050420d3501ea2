import path from 'node:path';
import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vite';
import { appDir, distDir, host, port } from './paths.mjs';

export default defineConfig({
  root: appDir,
  plugins: [react()],
  // Its own pre-bundling cache, so the runner can clear it for a cold start.
  cacheDir: path.join(distDir, '..', 'vite-cache'),
  server: { host, port, strictPort: true },
  build: { outDir: distDir, emptyOutDir: true },
  logLevel: 'warn',
});
