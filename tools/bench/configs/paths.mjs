// Where the runner put the generated app, which port it gave the dev server, and where the build goes.
import path from 'node:path';

export const appDir = process.env.BENCH_APP_DIR ?? path.join(import.meta.dirname, '..', 'generated', 'app');
export const port = Number(process.env.BENCH_PORT ?? 3000);
export const distDir = process.env.BENCH_DIST_DIR ?? path.join(appDir, 'dist');
export const host = '127.0.0.1';
