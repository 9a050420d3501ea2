#!/usr/bin/env node
// Serves the built site with clean-URL semantics, as a static host would.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { isMain, parseCli } from './lib/cli';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

function decodePath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/** The file that answers `urlPath`, or undefined: `/a` → a.html, `/a/` → a/index.html. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const clean = decodePath(urlPath.split('?')[0]);
  // A malformed percent-encoding (`/%`, `/%zz`) names no file: the 404 page answers it.
  if (clean === undefined) return undefined;
  const target = path.normalize(path.join(root, clean));
  if (!target.startsWith(path.normalize(root))) return undefined;
  const candidates = clean.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * How long browsers may keep the answer to `urlPath`: build outputs whose names carry a content
 * hash (`/static/js/index.c7c57b2bdc.js`, `/static/js/async/a5992056de.js`) for a year, as a
 * production host serves them; anything else is checked again every time.
 */
export function cacheControl(urlPath: string): string {
  const hashedAsset = /^\/static\/.*[./][0-9a-f]{8,}\.\w+$/;
  return hashedAsset.test(urlPath.split('?')[0]) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Text types a static host compresses. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.md', '.txt', '.xml', '.svg']);

/**
 * Serves `root` on `host:port` (0: any free port). With `compress`, text answers are gzipped for
 * clients that accept it, as a production host does (the benchmark needs real transfer sizes).
 */
export function startServer({
  root,
  port = 0,
  host = '127.0.0.1',
  compress = false,
}: {
  root: string;
  port?: number;
  host?: string;
  compress?: boolean;
}): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const file = resolveFile(root, req.url ?? '/');
    const notFound = path.join(root, '404.html');
    const served = file ?? (existsSync(notFound) ? notFound : undefined);
    if (!served) {
      res.writeHead(404).end('Not found');
      return;
    }
    const gzip = compress && COMPRESSIBLE.has(path.extname(served)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(file ? 200 : 404, {
      'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream',
      'cache-control': file ? cacheControl(req.url ?? '/') : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    const body = createReadStream(served);
    (gzip ? body.pipe(createGzip({ level: 9 })) : body).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const { port: actualPort } = server.address() as AddressInfo;
      resolve({ server, url: `http://${host}:${actualPort}` });
    });
  });
}

if (isMain(import.meta.url)) {
  const { values } = parseCli({
    usage: `Usage: node --import tsx scripts/serve.ts [--dir doc_build] [--port 4173] [--host 127.0.0.1] [--gzip]

Serves the built site with clean URLs: /guide/start/quick-start answers with
quick-start.html, /guide/start/ with guide/start/index.html, anything else with 404.html.
--gzip compresses text answers as a production host does.`,
    options: {
      dir: { type: 'string', default: 'doc_build' },
      port: { type: 'string', default: '4173' },
      host: { type: 'string', default: '127.0.0.1' },
      gzip: { type: 'boolean', default: false },
    },
  });
  const root = path.resolve(values.dir);
  if (!existsSync(root)) {
    console.error(`${root} does not exist: run \`npm run build\` first.`);
    process.exit(1);
  }
  const { url } = await startServer({ root, port: Number(values.port), host: values.host, compress: values.gzip });
  console.log(`Serving ${root} at ${url}`);
}
