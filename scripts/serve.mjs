#!/usr/bin/env node
// Serves the built site with clean-URL semantics, as a static host would.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
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

function decodePath(urlPath) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/** The file that answers `urlPath`, or undefined: `/a` → a.html, `/a/` → a/index.html. */
export function resolveFile(root, urlPath) {
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

export function startServer({ root, port = 0, host = '127.0.0.1' }) {
  const server = createServer((req, res) => {
    const file = resolveFile(root, req.url ?? '/');
    const notFound = path.join(root, '404.html');
    const served = file ?? (existsSync(notFound) ? notFound : undefined);
    if (!served) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(file ? 200 : 404, {
      'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(served).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const { port: actualPort } = server.address();
      resolve({ server, url: `http://${host}:${actualPort}` });
    });
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(`Usage: node scripts/serve.mjs [--dir doc_build] [--port 4173] [--host 127.0.0.1]

Serves the built site with clean URLs: /guide/start/quick-start answers with
quick-start.html, /guide/start/ with guide/start/index.html, anything else with 404.html.`);
    process.exit(0);
  }
  const option = (name, fallback) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : fallback;
  };
  const root = path.resolve(option('--dir', 'doc_build'));
  if (!existsSync(root)) {
    console.error(`${root} does not exist: run \`npm run build\` first.`);
    process.exit(1);
  }
  const { url } = await startServer({ root, port: Number(option('--port', 4173)), host: option('--host', '127.0.0.1') });
  console.log(`Serving ${root} at ${url}`);
}
