import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { appDir, distDir, host, port } from './paths.mjs';

export default defineConfig({
  root: appDir,
  plugins: [pluginReact()],
  source: { entry: { index: path.join(appDir, 'src/index.jsx') } },
  output: { distPath: { root: distDir } },
  server: { host, port, strictPort: true },
  dev: { progressBar: false },
});
