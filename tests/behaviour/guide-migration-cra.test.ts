import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import vm from 'node:vm';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import { buildProject, type CliResult, createTypeProgram, freePort, listFiles, makeProject, openBuiltApp, outputFile, pageSamples, pageText, plugin, PRINTED_BUILD_TIME, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, typeCheckProject, waitFor, within, withNodeEnv, writeProjectFiles } from './harness';

// A CRA app moved over with the page's complete example, its edited template, mixedImport SVGs,
// a Sass module, and a jsconfig.json baseUrl.
const template = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="<%= process.env.REACT_APP_DESCRIPTION %>" />
    <link rel="apple-touch-icon" href="<%= assetPrefix %>/logo192.png" />
    <link rel="manifest" href="<%= assetPrefix %>/manifest.json" />
    <title>Orders</title>
  </head>
  <body>
    <noscript>This app needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
const completeConfig = (port: string) => `import { defineConfig, loadEnv } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginSass } from '@rsbuild/plugin-sass';
import { pluginSvgr } from '@rsbuild/plugin-svgr';

export default defineConfig(({ envMode }) => {
  const { publicVars } = loadEnv({ mode: envMode, prefixes: ['REACT_APP_'] });

  return {
    plugins: [pluginReact(), pluginSass(), pluginSvgr({ mixedImport: true, svgrOptions: { titleProp: true, ref: true } })],
    source: {
      define: publicVars,
      tsconfigPath: './jsconfig.json',
    },
    html: {
      template: './public/index.html',
    },
    output: {
      distPath: {
        root: 'build',
      },
    },
    server: {
      port: 3001,
      proxy: {
        '/api': {
          target: 'http://localhost:${port}',
          changeOrigin: true,
        },
      },
    },
    dev: {
      setupMiddlewares: [
        (middlewares) => {
          middlewares.unshift((req, res, next) => {
            if (req.url === '/api/health') {
              res.setHeader('Content-Type', 'application/json');
              res.end(JSON.stringify({ ok: true }));
              return;
            }
            next();
          });
        },
      ],
    },
  };
});
`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/><!-- ${'pad '.repeat(1200)} --></svg>`;
const files = (backendPort: string) => ({
  'public/index.html': template,
  'public/favicon.ico': 'icon',
  'public/manifest.json': '{}',
  '.env': 'REACT_APP_DESCRIPTION=Order desk\nREACT_APP_API_URL=https://api.example.com\nSECRET_NAME=hidden\n',
  '.env.staging': 'REACT_APP_API_URL=https://staging.example.com\n',
  // Read through envMode = NODE_ENV, which rsbuild build sets to production before loading the config.
  '.env.production': 'REACT_APP_BUILD_KIND=from .env.production\n',
  'jsconfig.json': '{ "compilerOptions": { "baseUrl": "src" } }\n',
  'src/components/Button.jsx': 'export default function Button() { return <button>absolute import</button>; }\n',
  'src/logo.svg': svg,
  'src/small.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle r="4"/></svg>',
  'src/App.module.scss': '$accent: teal;\n.app { color: $accent; }\n',
  // JSX in a .js file, as CRA allowed.
  'src/index.js': `import { createRoot } from 'react-dom/client';
import Button from 'components/Button';
import logoUrl, { ReactComponent as Logo } from './logo.svg';
import smallUrl from './small.svg';
import styles from './App.module.scss';

function App() {
  return <div className={styles.app}><Logo width={32} title="Orders" /><img src={logoUrl} /><img src={smallUrl} /><Button /></div>;
}
createRoot(document.getElementById('root')).render(<App />);
console.log(JSON.stringify({
  api: process.env.REACT_APP_API_URL,
  prefix: process.env.ASSET_PREFIX,
  metaApi: import.meta.env.REACT_APP_API_URL,
  metaPrefix: import.meta.env.ASSET_PREFIX,
  nodeEnv: process.env.NODE_ENV,
  buildKind: process.env.REACT_APP_BUILD_KIND,
}));
console.log(typeof process === 'undefined' ? 'no process' : process.env.SECRET_NAME, typeof process === 'undefined' ? 'no process' : process.env.PUBLIC_URL);
`,
  'rsbuild.config.ts': completeConfig(backendPort),
});

const dir = makeProject(files('5000'), 'cra');
const untouched = makeProject(
  {
    'public/index.html': '<!DOCTYPE html><html><head><link rel="apple-touch-icon" href="<%= assetPrefix %>/logo192.png" /><link rel="icon" href="%PUBLIC_URL%/favicon.ico" /><link rel="manifest" href="%PUBLIC_URL%/manifest.json" /></head><body><div id="root"></div></body></html>',
    'public/favicon.ico': 'icon',
    'src/at-limit.png': 'x'.repeat(4096),
    'src/over-limit.png': 'x'.repeat(4097),
    'src/logo.svg': svg,
    'src/components/Title.js': "export const title = 'found through tsconfig baseUrl';\n",
    'tsconfig.json': '{ "compilerOptions": { "baseUrl": "src", "paths": { "@lib/*": ["lib/*"] } } }\n',
    'src/lib/alias.js': "export const viaPaths = 'found through tsconfig paths';\n",
    // Renamed to PUBLIC_ and without loadEnv: Rsbuild loads .env.production.local in a build and defines it.
    '.env.production.local': 'PUBLIC_API_URL=https://prod.example.com\n',
    // Loaded too, but without loadEnv nothing defines a REACT_APP_ variable.
    '.env': 'REACT_APP_API_URL=https://api.example.com\n',
    'src/index.js': `import atLimit from './at-limit.png';
import overLimit from './over-limit.png';
import logoUrl from './logo.svg';
import Logo from './logo.svg?react';
import { title } from 'components/Title';
import { viaPaths } from '@lib/alias';
console.log(viaPaths);
console.log(atLimit.slice(0, 22), overLimit, logoUrl, typeof Logo, title, process.env.ASSET_PREFIX, 'tsconfig');
console.log('public vars', process.env.PUBLIC_API_URL, import.meta.env.PUBLIC_API_URL);
console.log('react app var', process.env.REACT_APP_API_URL);
`,
    'rsbuild.config.mjs': "import { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginSvgr } from '@rsbuild/plugin-svgr';\nexport default { plugins: [pluginReact(), pluginSvgr()], html: { template: './public/index.html' }, output: { filenameHash: false, assetPrefix: '/my-app/' } };\n",
  },
  'cra-untouched',
);
const noDefine = makeProject(
  {
    'public/index.html': template,
    '.env': 'REACT_APP_DESCRIPTION=Order desk\n',
    // jsconfig.json is not read without source.tsconfigPath.
    'jsconfig.json': '{ "compilerOptions": { "baseUrl": "src" } }\n',
    'src/components/Button.js': 'export default 1;\n',
    'src/index.js': "import Button from 'components/Button';\nconsole.log(Button);\n",
    'rsbuild.config.mjs': "export default { html: { template: './public/index.html' } };\n",
  },
  'cra-no-define',
);
// Only the template's process.env read fails: the build output is the page's quote, nothing between.
const templateOnly = makeProject(
  {
    'public/index.html': template,
    '.env': 'REACT_APP_DESCRIPTION=Order desk\n',
    'src/index.js': "console.log('template only');\n",
    'rsbuild.config.mjs': "export default { html: { template: './public/index.html' } };\n",
  },
  'cra-template-only',
);
const dist = path.join(dir, 'build');

// A backend that echoes the path it receives, behind the dev server's proxy.
const backend = http.createServer((req, res) => res.end(`backend saw ${req.url}`));
let backendPort: number;
let devPort: number;
let devServer: ReturnType<typeof startCli>;
let build: CliResult;
let untouchedBuild: CliResult;
let noDefineBuild: CliResult;
let templateOnlyBuild: CliResult;
before(async () => {
  backendPort = await freePort();
  await new Promise<void>((resolve) => backend.listen(backendPort, '127.0.0.1', resolve));
  const devDir = makeProject(files(String(backendPort)), 'cra-dev');
  devPort = await freePort();
  devServer = startCli(devDir, ['dev', '--port', String(devPort)], /ready\s+built in/);
  [build, untouchedBuild, noDefineBuild, templateOnlyBuild] = await Promise.all([runCli(dir, ['build']), runCli(untouched, ['build']), runCli(noDefine, ['build']), runCli(templateOnly, ['build']), devServer.started]);
});
after(async () => {
  await devServer?.stop();
  backend.close();
});

// Tests: @rstest/adapter-rsbuild is not installed here; checked by hand on 2026-12-04 with npm pack:
// 0.11.9 exports withRsbuildConfig() (and toRstestConfig()) and accepts @rsbuild/core ^1.0.0 || ^2.0.0.
// Common problems: ESLint is not installed here; its texts were read on 2026-12-04 from eslint 8.57.1
// (messages/extend-config-missing.js: "ESLint couldn't find the config … Please check that the name of
// the config is correct.", a blank line, "The config … was referenced from the config file in …", a link
// to https://eslint.org/chat/help) and @eslint/eslintrc 2.1.4 (new Error(`Failed to load config "…" to
// extend from.`), to which _loadExtends appends "\nReferenced from: <file>").
describe('Migrate from Create React App', () => {
  test('HTML template: assetPrefix is empty at the root, REACT_APP_ values come from the define, the title and the single viewport tag are kept, public/favicon.ico is linked', () => {
    assert.equal(build.code, 0, build.output);
    const html = readText(dist, 'index.html');
    assert.match(html, /<meta name="description" content="Order desk" \/>/);
    assert.match(html, /<link rel="manifest" href="\/manifest\.json" \/>/);
    assert.match(html, /<title>Orders<\/title>/);
    assert.equal(html.match(/name="viewport"/g)?.length, 1);
    assert.equal(html.match(/rel="icon"/g)?.length, 1);
    assert.match(html, /<link rel="icon" href="\/favicon\.ico">/);
  });

  test('HTML template: without the define, process.env in the template fails the build', () => {
    assert.equal(noDefineBuild.code, 1);
    assert.match(noDefineBuild.output, /Template execution failed: ReferenceError: process is not defined/);
  });

  test('HTML template: rsbuild build prints two errors under "error   Build errors:", from the template and from html-rspack-plugin, then "build failed in" and "Rspack build failed." with a stack trace, exit code 1', () => {
    assert.equal(templateOnlyBuild.code, 1);
    const printed = templateOnlyBuild.stderr.replace(/[ \t]+$/gm, '');
    // The page's block, whole and in this order, with only the build time differing; then the stack.
    assert.match(printed, new RegExp(`^error   Build errors:\\n× Template execution failed: ReferenceError: process is not defined\\n\\n× \\[html-rspack-plugin\\]: process is not defined\\n\\nerror   build failed in ${PRINTED_BUILD_TIME}\\nerror   Rspack build failed\\.\\n    at `), printed);
    assert.doesNotMatch(templateOnlyBuild.stdout, /error|×/);
    // And the page quotes exactly these lines (its build time aside), in both languages.
    const time = printed.match(/build failed in (.*)\n/)?.[1];
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/migration/cra', lang);
      const quoted = page.match(/```text\n((?:   error   Build errors:)[\s\S]*?)   ```/)?.[1].replace(/^   /gm, '').replace('0.54 s', String(time));
      assert.ok(quoted && printed.startsWith(quoted), `${lang}: ${quoted}`);
    }
  });

  test('HTML template: an unchanged %PUBLIC_URL% stays in the links', () => {
    assert.equal(untouchedBuild.code, 0, untouchedBuild.output);
    assert.match(readText(path.join(untouched, 'dist'), 'index.html'), /href="%PUBLIC_URL%\/manifest\.json"/);
  });

  test('HTML template: keeping your own icon link next to public/favicon.ico gives two icon links', () => {
    const html = readText(path.join(untouched, 'dist'), 'index.html');
    assert.deepEqual(html.match(/<link rel="icon"[^>]*>/g), ['<link rel="icon" href="%PUBLIC_URL%/favicon.ico" />', '<link rel="icon" href="/my-app/favicon.ico">']);
  });

  test('HTML template: under a sub-path, assetPrefix and process.env.ASSET_PREFIX are /my-app, without the trailing slash', () => {
    const html = readText(path.join(untouched, 'dist'), 'index.html');
    assert.match(html, /<link rel="apple-touch-icon" href="\/my-app\/logo192\.png" \/>/);
    assert.match(outputFile(path.join(untouched, 'dist'), /^static\/js\/index\.js$/), /"\/my-app","tsconfig"/);
  });

  test('Map CRA settings: IMAGE_INLINE_SIZE_LIMIT, a file of 4,096 bytes is inlined and one of 4,097 is emitted', () => {
    const files = listFiles(path.join(untouched, 'dist'));
    assert.deepEqual(files.filter((file) => file.startsWith('static/image/')), ['static/image/over-limit.png']);
    assert.match(outputFile(path.join(untouched, 'dist'), /^static\/js\/index\.js$/), /data:image\/png;base64,/);
  });

  test('Map CRA settings: no production source maps by default; HOST 0.0.0.0 and port 3000 by default', async () => {
    assert.ok(!listFiles(dist).some((file) => file.endsWith('.map')));
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: untouched, rsbuildConfig: {} });
    await rsbuild.initConfigs();
    const { server } = rsbuild.getNormalizedConfig();
    assert.equal(server.host, '0.0.0.0');
    assert.equal(server.port, 3000);
  });

  test('Map CRA settings: Rsbuild does not read BUILD_PATH or PUBLIC_URL (rsbuild build with both set writes to dist, with assets at /)', async () => {
    const project = makeProject({ 'src/index.js': "console.log('env ignored');\n" }, 'cra-build-path');
    const result = await runCli(project, ['build'], { env: { BUILD_PATH: 'out', PUBLIC_URL: '/cdn' } });
    assert.equal(result.code, 0, result.output);
    assert.equal(existsSync(path.join(project, 'out')), false);
    assert.match(readText(path.join(project, 'dist'), 'index.html'), /<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  });

  test('Map CRA settings: Rsbuild does not read PORT (rsbuild preview with PORT set listens elsewhere)', async () => {
    const envPort = await freePort();
    const preview = startCli(untouched, ['preview'], /Local:\s+http:\/\/localhost:\d+/, { env: { PORT: String(envPort) } });
    try {
      await preview.started;
      assert.doesNotMatch(preview.output(), new RegExp(`:${envPort}\\b`));
      assert.match(preview.output(), /Local:\s+http:\/\/localhost:30\d\d\//);
      // HTML template: a link left as %PUBLIC_URL%/manifest.json does not load from rsbuild preview.
      const port = preview.output().match(/Local:\s+http:\/\/localhost:(\d+)/)?.[1];
      assert.equal((await fetch(`http://localhost:${port}/%PUBLIC_URL%/manifest.json`)).status, 404);
    } finally {
      await preview.stop();
    }
  });

  test('SVG components: with the plugin\'s default options a plain import gives the URL and ?react gives the component', () => {
    const js = outputFile(path.join(untouched, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /"static\/svg\/logo\.svg"/);
    assert.match(js, /,"function","found through tsconfig baseUrl"/);
  });

  test('Absolute imports: tsconfig.json baseUrl and paths are read automatically; jsconfig.json is not', () => {
    assert.match(outputFile(path.join(untouched, 'dist'), /^static\/js\/index\.js$/), /found through tsconfig baseUrl/);
    assert.match(outputFile(path.join(untouched, 'dist'), /^static\/js\/index\.js$/), /found through tsconfig paths/);
    assert.match(noDefineBuild.output, /Can't resolve 'components\/Button'/);
  });

  test('Environment variables: renamed to PUBLIC_ without loadEnv, a value from .env.production.local reaches process.env and import.meta.env', () => {
    assert.match(outputFile(path.join(untouched, 'dist'), /^static\/js\/index\.js$/), /"public vars","https:\/\/prod\.example\.com","https:\/\/prod\.example\.com"/);
  });

  test('Environment variables: without loadEnv, a REACT_APP_ variable from .env is left as process.env.REACT_APP_API_URL, and running the bundle without a process global throws ReferenceError: process is not defined', () => {
    const js = outputFile(path.join(untouched, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /process\.env\.REACT_APP_API_URL/);
    const logged: unknown[][] = [];
    assert.throws(
      () => vm.runInNewContext(js, { console: { log: (...args: unknown[]) => logged.push(args) } }),
      (error: Error) => error.name === 'ReferenceError' && error.message === 'process is not defined',
    );
    // The lines before it ran: the failure is that read.
    assert.deepEqual(logged.at(-1), ['public vars', 'https://prod.example.com', 'https://prod.example.com']);
  });

  test('Environment variables: envMode staging makes loadEnv read .env.staging', async () => {
    const { loadConfig } = await rsbuildCore();
    // loadEnv reads from the working directory, which the CLI sets to the project root.
    const cwd = process.cwd();
    process.chdir(dir);
    const { content: config } = await loadConfig({ cwd: dir, envMode: 'staging' }).finally(() => process.chdir(cwd));
    assert.equal(config.source?.define?.['process.env.REACT_APP_API_URL'], '"https://staging.example.com"');
    assert.equal(config.source?.define?.['import.meta.env.REACT_APP_API_URL'], '"https://staging.example.com"');
  });

  test('Environment variables: without --env-mode, envMode is the value of NODE_ENV, so loadEnv reads .env.production or .env.development', async () => {
    const { loadConfig } = await rsbuildCore();
    const project = makeProject(
      {
        '.env.production': 'REACT_APP_API_URL=https://prod.example.com\n',
        '.env.development': 'REACT_APP_API_URL=https://dev.example.com\n',
        'rsbuild.config.mjs': "import { loadEnv } from '@rsbuild/core';\nexport default ({ envMode }) => ({ source: { define: { ...loadEnv({ mode: envMode, prefixes: ['REACT_APP_'] }).publicVars, ENV_MODE: JSON.stringify(envMode) } } });\n",
      },
      'cra-env-mode-node-env',
    );
    const seen: Record<string, unknown> = {};
    const cwd = process.cwd();
    process.chdir(project);
    try {
      for (const nodeEnv of ['production', 'development']) {
        // loadEnv keeps a value already in process.env (an earlier test's loadEnv left one): start clean.
        delete process.env.REACT_APP_API_URL;
        const { content } = await withNodeEnv(nodeEnv, () => loadConfig({ cwd: project }));
        seen[nodeEnv] = [content.source?.define?.ENV_MODE, content.source?.define?.['process.env.REACT_APP_API_URL']];
      }
    } finally {
      process.chdir(cwd);
      delete process.env.REACT_APP_API_URL;
    }
    assert.deepEqual(seen, { production: ['"production"', '"https://prod.example.com"'], development: ['"development"', '"https://dev.example.com"'] });
  });

  test('Environment variables: REACT_APP_ via loadEnv reach process.env, ASSET_PREFIX replaces PUBLIC_URL, others stay as written', () => {
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /"https:\/\/api\.example\.com"/);
    assert.match(js, /process\.env\.SECRET_NAME/);
    assert.match(js, /process\.env\.PUBLIC_URL/);
    assert.doesNotMatch(js, /process\.env\.(REACT_APP_API_URL|ASSET_PREFIX|NODE_ENV)/);
    assert.doesNotMatch(js, /import\.meta\.env/);
    assert.match(js, /metaApi:"https:\/\/api\.example\.com",metaPrefix:""/);
  });

  test('Environment variables: rsbuild build without --env-mode, the complete example\'s loadEnv reads .env.production (envMode is NODE_ENV, set to production before the config loads)', () => {
    assert.match(outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /buildKind:"from \.env\.production"/);
  });

  test('A complete example: output in build/, SVG as URL and ReactComponent, Sass modules, jsconfig baseUrl through tsconfigPath', () => {
    const files = listFiles(dist);
    assert.ok(files.includes('manifest.json'), 'public/ copied');
    // public/index.html was copied too; the generated page (with its script tag) replaced it.
    assert.match(readText(dist, 'index.html'), /<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
    assert.ok(files.some((file) => /^static\/svg\/logo\.[0-9a-f]{8}\.svg$/.test(file)));
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /viewBox:"0 0 8 8"/);
    assert.match(js, /absolute import/);
    assert.match(outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /\{color:teal\}/);
  });

  test('Proxy: requests keep their full path; setupMiddlewares answers /api/health itself', async () => {
    const proxied = await fetch(`http://localhost:${devPort}/api/users`);
    assert.equal(await proxied.text(), 'backend saw /api/users');
    const health = await fetch(`http://localhost:${devPort}/api/health`);
    assert.deepEqual(await health.json(), { ok: true });
  });

  test('Proxy: server.proxy is built on the http-proxy-middleware 2.0.9 bundled in @rsbuild/core 1.7.6', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/compiled/http-proxy-middleware/package.json'), 'utf8'));
    assert.equal(pkg.version, '2.0.9');
    const core = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/index.cjs'), 'utf8');
    assert.ok(core.includes("{ createProxyMiddleware: baseMiddleware } = requireCompiledPackage('http-proxy-middleware')"), 'the proxy middleware is loaded from the bundled copy');
  });

  test('HTML template: the dev server answers a %PUBLIC_URL% link with 400 Bad Request and prints Invalid pathname', async () => {
    const response = await fetch(`http://localhost:${devPort}/%PUBLIC_URL%/manifest.json`);
    assert.equal(response.status, 400);
    assert.match(await response.text(), /<title>400 Bad Request<\/title>/);
    await waitFor('the printed error', () => devServer.output().includes('error   [rsbuild:middleware] Invalid pathname "/%PUBLIC_URL%/manifest.json".'), 10_000);
  });

  test('Public folder: the dev server serves public/ files from the site root', async () => {
    const manifest = await fetch(`http://localhost:${devPort}/manifest.json`);
    assert.equal(manifest.status, 200);
    assert.equal(await manifest.text(), '{}');
  });

  test('Map CRA settings: browserslist in package.json is read, its production or development list picked by NODE_ENV', async () => {
    const project = makeProject({ 'package.json': JSON.stringify({ browserslist: { production: ['chrome 100'], development: ['chrome 120'] } }), 'src/index.js': '' }, 'cra-browserslist');
    const { createRsbuild } = await rsbuildCore();
    const lists: Record<string, string[]> = {};
    const saved = process.env.NODE_ENV;
    try {
      for (const env of ['production', 'development']) {
        process.env.NODE_ENV = env;
        const probe = { name: 'probe', setup: (api: any) => api.modifyBundlerChain((_chain: unknown, { environment }: any) => void (lists[env] = environment.browserslist)) };
        const rsbuild = await createRsbuild({ cwd: project, rsbuildConfig: { plugins: [probe] } });
        await rsbuild.initConfigs();
      }
    } finally {
      if (saved === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = saved;
    }
    assert.deepEqual(lists, { production: ['chrome 100'], development: ['chrome 120'] });
  });
});

// The page's src/react-app-env.d.ts with its Header component, type-checked by TypeScript against
// the 1.x types (@rsbuild/core/types) and React's.
describe('Migrate from Create React App › SVG components', () => {
  test('SVG components: with mixedImport, the default export of a file of 4096 bytes or less is a data:image/svg+xml URI; a larger one is emitted', () => {
    const js = outputFile(path.join(dist, 'static/js'), /^index\.[0-9a-f]+\.js$/);
    assert.match(js, /"data:image\/svg\+xml;base64,/);
    assert.ok(listFiles(dist).some((file) => /^static\/svg\/logo\.[0-9a-f]{8}\.svg$/.test(file)));
    assert.ok(!listFiles(dist).some((file) => file.includes('small')));
  });

  test('SVG components: the complete example\'s titleProp and ref render a <title> element and forward the ref; the default options compile neither (no <title>, no forwardRef)', () => {
    const js = outputFile(path.join(dist, 'static/js'), /^index\.[0-9a-f]+\.js$/);
    // The component is wrapped in forwardRef, takes title and titleId, and renders <title id={titleId}>.
    assert.match(js, /\.forwardRef\)\(\((\w+),(\w+)\)=>\{let\{title:\w+,titleId:\w+,\.\.\.\w+\}=\1;/);
    assert.match(js, /\("title",\{id:\w+,children:\w+\}\)/);
    const untouchedJs = outputFile(path.join(untouched, 'dist'), /^static\/js\/index\.js$/);
    assert.doesNotMatch(untouchedJs, /titleId|"title",\{|forwardRef/);
  });

  test('react-app-env.d.ts: the mixed import type-checks, and the default export of *.svg is a string', () => {
    const project = makeProject(
      {
        'src/react-app-env.d.ts': `/// <reference types="@rsbuild/core/types" />

declare module '*.svg' {
  import type { FunctionComponent, SVGProps } from 'react';

  export const ReactComponent: FunctionComponent<
    SVGProps<SVGSVGElement> & { title?: string }
  >;
}
`,
        'src/Header.tsx': `import logoUrl, { ReactComponent as Logo } from './logo.svg';

export function Header() {
  return (
    <header>
      <Logo width={32} height={32} title="Orders" />
      <img src={logoUrl} alt="" width={16} height={16} />
    </header>
  );
}

export const notANumber: number = logoUrl;
`,
        'src/logo.svg': svg,
      },
      'cra-types',
    );
    const options: ts.CompilerOptions = { strict: true, noEmit: true, skipLibCheck: true, jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2020, lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'] };
    const program = createTypeProgram(ts, { rootNames: ['src/react-app-env.d.ts', 'src/Header.tsx'].map((file) => path.join(project, file)), options });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => `${path.basename(d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    // The only error is the deliberate one: the URL is a string.
    assert.deepEqual(diagnostics, ["Header.tsx: Type 'string' is not assignable to type 'number'."]);
  });
});

describe('Migrate from Create React App › HTML template › assetPrefix', () => {
  test("<%= assetPrefix %> is empty at the root and /my-app under a sub-path, but prints auto with output.assetPrefix: 'auto'", async () => {
    const template = '<!DOCTYPE html><html><head><link rel="manifest" href="<%= assetPrefix %>/manifest.json" /></head><body><div id="root"></div></body></html>';
    const hrefs: string[] = [];
    // One project per build, and mode production: in development output.assetPrefix is not used (dev.assetPrefix is).
    for (const [name, assetPrefix] of [['root', undefined], ['sub', '/my-app/'], ['auto', 'auto']] as const) {
      const dir = makeProject({ 'src/index.js': "console.log('prefix');\n", 'public/index.html': template }, `cra-asset-prefix-${name}`);
      const build = await buildProject(dir, { mode: 'production', html: { template: './public/index.html' }, output: { assetPrefix } });
      hrefs.push(readText(build.dist, 'index.html').match(/<link rel="manifest" href="([^"]*)"/)?.[1] ?? '');
    }
    assert.deepEqual(hrefs, ['/manifest.json', '/my-app/manifest.json', 'auto/manifest.json']);
  });
});

describe('Migrate from Create React App › samples and settings', () => {
  test('Create the config file, A complete example, Proxy, Absolute imports: every rsbuild.config.ts sample type-checks as written; so do the options the table names', () => {
    for (const lang of ['en', 'zh'] as const) {
      const files: Record<string, string> = {};
      const samples = pageSamples('guide/migration/cra', lang);
      assert.equal(samples.length, 4, lang);
      samples.forEach((code, index) => (files[`config-${index}/rsbuild.config.ts`] = code));
      // Map CRA settings: FAST_REFRESH, WDS_SOCKET_*, HTTPS (the key and certificate contents), homepage; Sass: additionalData.
      files['table/options.ts'] = `import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginSass } from '@rsbuild/plugin-sass';
export const config: RsbuildConfig = {
  plugins: [pluginReact({ fastRefresh: false }), pluginSass({ sassLoaderOptions: { additionalData: '$brand: teal;' } })],
  dev: { client: { host: 'localhost', port: 3000, path: '/ws' } },
  server: { https: { key: '-----BEGIN PRIVATE KEY-----', cert: '-----BEGIN CERTIFICATE-----' }, base: '/my-app', open: true },
};
`;
      assert.deepEqual(typeCheckProject(ts, files, `cra-samples-${lang}`, () => ({ types: ['node'] })), [], lang);
    }
  });

  test('Map CRA settings: Rsbuild does not open a browser unless asked (server.open is false), and rsbuild dev has an --open option', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: untouched, rsbuildConfig: {} });
    await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().server.open, false);
    const help = await runCli(untouched, ['dev', '--help']);
    assert.match(help.output, /^\s+-o, --open \[url\]\s+Open the page in browser on startup/m);
  });

  test('Map CRA settings, Public folder: server.base also serves the dev server, and the files of public/, under the sub-path', async () => {
    const project = makeProject({ 'src/index.js': "console.log('under a base');\n", 'public/manifest.json': '{}' }, 'cra-server-base');
    const { createRsbuild } = await rsbuildCore();
    const port = await freePort();
    await withNodeEnv(undefined, async () => {
      const rsbuild = await createRsbuild({ cwd: project, rsbuildConfig: { logLevel: 'silent', server: { base: '/my-app', port, printUrls: false }, dev: { progressBar: false } } });
      const { server, port: used } = await within(rsbuild.startDevServer(), 60_000, 'the dev server');
      try {
        const page = await fetch(`http://localhost:${used}/my-app/`);
        assert.equal(page.status, 200);
        assert.match(await page.text(), /<script defer src="\/my-app\/static\/js\/index\.js"><\/script>/);
        assert.match(await (await fetch(`http://localhost:${used}/my-app/static/js/index.js`)).text(), /under a base/);
        assert.equal((await fetch(`http://localhost:${used}/static/js/index.js`)).status, 404);
        // public/ follows the base: the file is at /my-app/manifest.json, not at the site root.
        const manifest = await fetch(`http://localhost:${used}/my-app/manifest.json`);
        assert.equal(manifest.status, 200);
        assert.equal(await manifest.text(), '{}');
        assert.equal((await fetch(`http://localhost:${used}/manifest.json`)).status, 404);
      } finally {
        await server.close();
      }
    });
  });

  test('HTML template: without html.favicon, public/favicon.svg is found too (ico, png, svg)', async () => {
    const project = makeProject({ 'src/index.js': "console.log('icon');\n", 'public/favicon.svg': svg }, 'cra-favicon-svg');
    const { dist: out } = await buildProject(project, { output: { filenameHash: false } });
    assert.match(readText(out, 'index.html'), /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml">/);
  });

  test('Sass: sassLoaderOptions.additionalData injects shared variables into every .scss file', async () => {
    const { pluginSass } = await plugin('@rsbuild/plugin-sass');
    const project = makeProject({ 'src/index.js': "import './card.module.scss';\n", 'src/card.module.scss': '.card { color: $brand; }\n' }, 'cra-sass-additional-data');
    const result = await buildProject(project, { plugins: [pluginSass({ sassLoaderOptions: { additionalData: '$brand: teal;' } })], output: { filenameHash: false } });
    assert.deepEqual(result.errors, []);
    assert.match(outputFile(result.dist, /^static\/css\/index\.css$/), /\{\s*color:\s*teal;?\s*\}/);
  });

  test('Sass: @rsbuild/plugin-sass 1.x depends on sass-embedded and compiles with it', () => {
    const sassPlugin = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-sass');
    assert.ok(JSON.parse(readFileSync(path.join(sassPlugin, 'package.json'), 'utf8')).dependencies['sass-embedded']);
    assert.ok(readFileSync(path.join(sassPlugin, 'dist/index.js'), 'utf8').includes("implementation: src_require.resolve('sass-embedded')"));
  });
});

// Common problems: the registry, read on 2026-12-05 with npm (not installed here): @rsbuild/plugin-eslint's
// latest is 2.0.2, its only 2.x release, with the peers @rsbuild/core ^1.0.0 || ^2.0.0 and eslint
// ^9.0.0 || ^10.0.0; 1.3.0, the newest 1.x, takes eslint ^8.0.0 || ^9.0.0 || ^10.0.0. In a project with
// @rsbuild/core ^1.7.6 and eslint ^8.57.1, `npm install --package-lock-only -D @rsbuild/plugin-eslint`
// stopped with "npm error code ERESOLVE" (peer eslint@"^9.0.0 || ^10.0.0" from @rsbuild/plugin-eslint@2.0.2),
// and `@rsbuild/plugin-eslint@1` resolved to ^1.3.0. @rsbuild/plugin-babel's latest is 2.1.0, whose peer is
// @rsbuild/core ^2.0.0: next to @rsbuild/core 1.7.6, `npm install -D @rsbuild/plugin-babel` stopped with
// ERESOLVE. react-scripts 5.0.1 depends on eslint ^8.3.0 and eslint-config-react-app ^7.0.1, whose peer is
// eslint ^8.0.0; babel-preset-react-app 10.0.1 depends on babel-plugin-macros (npm view, same day).
// The .macro advice was followed by hand on 2026-12-05 (babel-plugin-macros 3.1.0 is not installed here): with
// @rsbuild/core 1.7.6 and @rsbuild/plugin-babel 1.2.1, pluginBabel({ babelLoaderOptions: { plugins: ['babel-plugin-macros'] } })
// expanded a local answer.macro.js made with createMacro, and the bundle held `window.answer = 42;`.
describe('Migrate from Create React App › Common problems', () => {
  test('"process is not defined": with the page\'s loadEnv call, editing a loaded .env restarts rsbuild dev and the new value is served; a .env.local created after the start is not watched', async () => {
    const project = makeProject(
      {
        '.env': 'REACT_APP_API_URL=https://one.example.com\n',
        'src/index.js': 'window.api = process.env.REACT_APP_API_URL;\n',
        'rsbuild.config.mjs': "import { defineConfig, loadEnv } from '@rsbuild/core';\nexport default defineConfig(({ envMode }) => {\n  const { publicVars } = loadEnv({ mode: envMode, prefixes: ['REACT_APP_'] });\n  return { source: { define: publicVars }, server: { printUrls: false } };\n});\n",
      },
      'cra-env-restart',
    );
    const port = await freePort();
    const dev = startCli(project, ['dev', '--port', String(port)], /ready\s+built in/);
    const js = () => fetch(`http://localhost:${port}/static/js/index.js`).then((response) => response.text()).catch(() => '');
    const builds = () => dev.output().match(/built in/g)?.length ?? 0;
    try {
      await dev.started;
      assert.match(await js(), /window\.api = "https:\/\/one\.example\.com"/);
      writeProjectFiles(project, { '.env.local': 'REACT_APP_API_URL=https://local.example.com\n' });
      // Once the edit of a source file is rebuilt, the file system events before it have been handled.
      const before = builds();
      writeProjectFiles(project, { 'src/index.js': 'window.api = process.env.REACT_APP_API_URL;\nwindow.edited = true;\n' });
      await waitFor('the rebuild after the source edit', () => builds() > before);
      assert.doesNotMatch(dev.output(), /restarting/);
      assert.match(await js(), /window\.api = "https:\/\/one\.example\.com"/);
      // .env.local, read at the restart, takes precedence over .env.
      writeProjectFiles(project, { '.env': 'REACT_APP_API_URL=https://two.example.com\nREACT_APP_SECOND=two\n', 'src/index.js': 'window.api = [process.env.REACT_APP_API_URL, process.env.REACT_APP_SECOND];\n' });
      await waitFor('the new values after the restart', async () => /window\.api = \[\s*"https:\/\/local\.example\.com",\s*"two"\s*\]/.test(await js()));
      assert.deepEqual(dev.output().match(/restarting server as .*/g), ['restarting server as .env changed']);
    } finally {
      await dev.stop();
    }
  });

  test('ESLint and .macro imports: the page names the 1.x lines of @rsbuild/plugin-eslint and @rsbuild/plugin-babel, and the installed plugin-babel 1.x accepts @rsbuild/core 1', () => {
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/migration/cra', lang);
      const eslintSection = page.slice(page.indexOf('{#eslint-config-react-app}'), page.indexOf('{#babel-macros}'));
      assert.ok(eslintSection.includes('`@rsbuild/plugin-eslint@1`') && eslintSection.includes('ESLint 9') && eslintSection.includes('`ERESOLVE`'), lang);
      assert.match(page, /\| `@rsbuild\/plugin-eslint` \| [^|\n]*`@rsbuild\/plugin-eslint@1`[^|\n]*\|/, lang);
      const macroSection = page.slice(page.indexOf('{#babel-macros}'), page.indexOf('{#type-errors}'));
      assert.ok(macroSection.includes('`@rsbuild/plugin-babel@1`') && !/`@rsbuild\/plugin-babel`/.test(macroSection), lang);
    }
    const babel = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-babel/package.json'), 'utf8'));
    assert.equal(babel.version.split('.')[0], '1');
    assert.equal(babel.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
  });
});

// SVG components, rendered by React 19.2.0 (the version installed here; `npm view react` gives 19.x as
// latest) in Chromium. React 18 was checked by hand on 2026-12-05: with react@18.3.1 and
// react-dom@18.3.1 installed in a scratch folder and aliased, the same app showed "null" for the ref
// with the plugin's default options and "SVG" with ref: true. CRA's side was read from react-scripts
// 5.0.1 (npm pack, same day): config/webpack.config.js gives @svgr/webpack the options svgo: false,
// titleProp: true, ref: true, followed by file-loader.
describe('Migrate from Create React App › SVG components › rendered', () => {
  const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><defs><linearGradient id="shade"><stop offset="0" stop-color="red"/></linearGradient></defs><rect id="bar" class="bar" width="8" height="8" fill="url(#shade)"/></svg>';
  const app = `import { createRoot } from 'react-dom/client';
import { useEffect, useRef, useState } from 'react';
import logoUrl, { ReactComponent as Logo } from './logo.svg';

function App() {
  const ref = useRef(null);
  const [seen, setSeen] = useState('');
  useEffect(() => setSeen(ref.current ? ref.current.tagName : 'null'), []);
  return <div><Logo ref={ref} title="Orders" /><img id="url" src={logoUrl} /><p id="seen">{seen}</p></div>;
}
createRoot(document.getElementById('root')).render(<App />);
`;
  const rendered: Record<string, { errors: string[]; html: string }> = {};
  before(async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginSvgr } = await plugin('@rsbuild/plugin-svgr');
    const { launchChromium } = await import('./harness');
    const browser = await launchChromium();
    try {
      for (const [name, svgrOptions] of [['defaults', undefined], ['svgo-off', { titleProp: true, ref: true, svgo: false }]] as const) {
        const project = makeProject({ 'src/index.jsx': app, 'src/logo.svg': logo }, `cra-svgr-${name}`);
        const result = await buildProject(project, { plugins: [pluginReact(), pluginSvgr({ mixedImport: true, svgrOptions })] });
        assert.deepEqual(result.errors, []);
        rendered[name] = await openBuiltApp(browser, result.dist, '#seen:not(:empty)');
      }
    } finally {
      await browser.close();
    }
  });

  test('React 19 is the React installed here', () => {
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/react/package.json'), 'utf8')).version.split('.')[0], '19');
  });

  test('default options: title is a plain attribute; with React 19 the ref reaches the <svg> anyway; SVGO rewrote the rect, dropped the unused id, shortened and prefixed the other id and the class', () => {
    const { errors, html } = rendered.defaults;
    assert.deepEqual(errors, []);
    assert.ok(
      html.startsWith(
        '<div><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" title="Orders"><defs><linearGradient id="logo_svg__a"><stop offset="0" stop-color="red"></stop></linearGradient></defs><path fill="url(#logo_svg__a)" d="M0 0h8v8H0z" class="logo_svg__bar"></path></svg>',
      ),
      html,
    );
    assert.match(html, /<p id="seen">SVG<\/p>/i);
  });

  test('svgo: false keeps the markup as written; titleProp and ref give a <title> element and the ref', () => {
    const { errors, html } = rendered['svgo-off'];
    assert.deepEqual(errors, []);
    assert.ok(
      html.startsWith(
        '<div><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><title>Orders</title><defs><linearGradient id="shade"><stop offset="0" stop-color="red"></stop></linearGradient></defs><rect id="bar" class="bar" width="8" height="8" fill="url(#shade)"></rect></svg>',
      ),
      html,
    );
    assert.match(html, /<p id="seen">SVG<\/p>/i);
  });

  test('the URL export is the file as written, not the SVGO output', () => {
    for (const { html } of Object.values(rendered)) {
      const src = html.match(/<img id="url" src="data:image\/svg\+xml;base64,([^"]+)">/)?.[1];
      assert.equal(Buffer.from(src ?? '', 'base64').toString(), logo);
    }
  });
});

// CRA's side of these claims was read on 2026-12-06 from react-scripts 5.0.1 (npm pack), config/env.js:
// it loads [.env.<NODE_ENV>.local, .env.local, .env.<NODE_ENV>, .env] in that order with dotenv, which
// never overwrites a value already set (so the shell wins, then the first file that sets it), and
// defines 'process.env' as one object holding the REACT_APP_ values, NODE_ENV, PUBLIC_URL,
// WDS_SOCKET_HOST, WDS_SOCKET_PATH, WDS_SOCKET_PORT and FAST_REFRESH.
describe('Migrate from Create React App › Environment variables › order and reads', () => {
  const envDir = makeProject(
    {
      '.env': 'REACT_APP_LOCAL_VS_MODE=from .env\nREACT_APP_MODE_LOCAL=from .env\nREACT_APP_SHELL=from .env\nREACT_APP_EMPTY_IN_SHELL=from .env\nREACT_APP_API_URL=https://api.example.com\n',
      '.env.local': 'REACT_APP_LOCAL_VS_MODE=from .env.local\nREACT_APP_MODE_LOCAL=from .env.local\nREACT_APP_SHELL=from .env.local\n',
      '.env.production': 'REACT_APP_LOCAL_VS_MODE=from .env.production\nREACT_APP_MODE_LOCAL=from .env.production\nREACT_APP_SHELL=from .env.production\n',
      '.env.production.local': 'REACT_APP_MODE_LOCAL=from .env.production.local\nREACT_APP_SHELL=from .env.production.local\n',
      'src/full.js': "console.log('read in full', process.env.REACT_APP_API_URL);\nconsole.log('dev client', process.env.FAST_REFRESH, process.env.WDS_SOCKET_HOST, process.env.WDS_SOCKET_PATH, process.env.WDS_SOCKET_PORT);\n",
      'src/destructure.js': "console.log('before');\nconst { REACT_APP_API_URL } = process.env;\nconsole.log('destructured', REACT_APP_API_URL);\n",
    },
    'cra-env-order',
  );
  let loaded: Record<string, string>;
  let built: Awaited<ReturnType<typeof buildProject>>;
  before(async () => {
    const { loadEnv } = await rsbuildCore();
    // The page's loadEnv call, with a process.env of its own so the test leaves the real one alone.
    const env = loadEnv({ cwd: envDir, mode: 'production', prefixes: ['REACT_APP_'], processEnv: { REACT_APP_SHELL: 'from the shell', REACT_APP_EMPTY_IN_SHELL: '' } });
    loaded = env.rawPublicVars as Record<string, string>;
    // A production build whatever NODE_ENV an earlier test of this file left (a dev server sets it to development).
    built = await withNodeEnv('production', () =>
      buildProject(envDir, {
        source: { entry: { full: './src/full.js', destructure: './src/destructure.js' }, define: env.publicVars },
        output: { filenameHash: false, minify: false },
      }),
    );
  });
  const run = (file: string) => {
    const logged: unknown[][] = [];
    let thrown: Error | undefined;
    try {
      vm.runInNewContext(readText(built.dist, file), { console: { log: (...args: unknown[]) => logged.push(args) } });
    } catch (error) {
      thrown = error as Error;
    }
    return { logged, thrown: thrown && `${thrown.name}: ${thrown.message}` };
  };

  test('a non-empty shell value wins over every file (an empty one does not), .env.production.local over the others, and .env.production over .env.local (CRA: .env.local over .env.production)', () => {
    assert.deepEqual(
      { LOCAL_VS_MODE: loaded.REACT_APP_LOCAL_VS_MODE, MODE_LOCAL: loaded.REACT_APP_MODE_LOCAL, SHELL: loaded.REACT_APP_SHELL, EMPTY_IN_SHELL: loaded.REACT_APP_EMPTY_IN_SHELL },
      { LOCAL_VS_MODE: 'from .env.production', MODE_LOCAL: 'from .env.production.local', SHELL: 'from the shell', EMPTY_IN_SHELL: 'from .env' },
    );
  });

  test('process.env.FAST_REFRESH and the WDS_SOCKET_* reads are left as written and throw process is not defined', () => {
    assert.deepEqual(built.errors, []);
    const js = readText(built.dist, 'static/js/full.js');
    assert.ok(js.includes(`console.log('read in full', "https://api.example.com");`), js);
    assert.ok(js.includes("console.log('dev client', process.env.FAST_REFRESH, process.env.WDS_SOCKET_HOST, process.env.WDS_SOCKET_PATH, process.env.WDS_SOCKET_PORT);"), js);
    assert.deepEqual(run('static/js/full.js'), { logged: [['read in full', 'https://api.example.com']], thrown: 'ReferenceError: process is not defined' });
  });

  test('with loadEnv, const { REACT_APP_API_URL } = process.env stays in the bundle and throws process is not defined', () => {
    const js = readText(built.dist, 'static/js/destructure.js');
    assert.ok(js.includes('const { REACT_APP_API_URL } = process.env;'), js);
    assert.deepEqual(run('static/js/destructure.js'), { logged: [['before']], thrown: 'ReferenceError: process is not defined' });
  });

  test('the page states the file order, the dev-client variables and the full reads, in both languages', () => {
    const en = pageText('guide/migration/cra', 'en');
    const zh = pageText('guide/migration/cra', 'zh');
    assert.ok(en.includes('when `.env.local` and `.env.production` set the same variable, CRA took the value from `.env.local` and Rsbuild takes it from `.env.production`'));
    assert.ok(zh.includes('`.env.local` 和 `.env.production` 设置了同一个变量时，CRA 取 `.env.local` 中的值，Rsbuild 则取 `.env.production` 中的值'));
    assert.ok(en.includes('`process.env.FAST_REFRESH`, `process.env.WDS_SOCKET_HOST`, `process.env.WDS_SOCKET_PATH` and `process.env.WDS_SOCKET_PORT` were there for CRA\'s own dev client'));
    assert.ok(zh.includes('`process.env.FAST_REFRESH`、`process.env.WDS_SOCKET_HOST`、`process.env.WDS_SOCKET_PATH` 和 `process.env.WDS_SOCKET_PORT` 是给 CRA 自带的开发客户端用的'));
    assert.ok(en.includes('A non-empty value set in the shell still wins over every file'));
    assert.ok(zh.includes('在 shell 中设置的非空值优先于所有文件'));
    assert.ok(!en.includes('CRA also defined two variables of its own'));
    assert.ok(!zh.includes('CRA 自己还定义了两个变量'));
    assert.ok(en.includes('the destructuring stays in the bundle and throws even with `loadEnv`'));
    assert.ok(zh.includes('解构写法会原样留在产物中，即使加了 `loadEnv` 也会报错'));
  });
});

describe('Migrate from Create React App › Environment variables › ASSET_PREFIX with auto', () => {
  test("the page's Logo sample renders src /logo192.png at the root, but auto/logo192.png with output.assetPrefix: 'auto'", async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const samples = (['en', 'zh'] as const).map((lang) => pageText('guide/migration/cra', lang).match(/```jsx title="src\/Logo\.jsx"\n([\s\S]*?)```/)?.[1] ?? '');
    assert.match(samples[0], /\$\{process\.env\.ASSET_PREFIX\}\/logo192\.png/);
    assert.equal(samples[1], samples[0]);
    const srcs: string[] = [];
    // Mode production: in development output.assetPrefix is not used (dev.assetPrefix is).
    for (const [name, assetPrefix] of [['root', undefined], ['auto', 'auto']] as const) {
      const dir = makeProject({ 'src/Logo.jsx': samples[0], 'src/index.jsx': "import { Logo } from './Logo';\nconsole.log(Logo().props.src);\n" }, `cra-logo-prefix-${name}`);
      const build = await buildProject(dir, { mode: 'production', plugins: [pluginReact()], output: { assetPrefix }, performance: { chunkSplit: { strategy: 'all-in-one' } } });
      assert.deepEqual(build.errors, []);
      const logged: string[] = [];
      vm.runInNewContext(outputFile(build.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), { console: { log: (value: string) => logged.push(value) } });
      srcs.push(...logged);
    }
    assert.deepEqual(srcs, ['/logo192.png', 'auto/logo192.png']);
  });
  test("the page says that with output.assetPrefix: 'auto' the Logo sample asks for auto/logo192.png, in en and zh", () => {
    assert.match(pageText('guide/migration/cra', 'en'), /which has the same format, except with `output\.assetPrefix: 'auto'`: a production build then puts the text `auto` in its place, and the sample below asks for `auto\/logo192\.png`\./);
    assert.match(pageText('guide/migration/cra', 'zh'), /但设置 `output\.assetPrefix: 'auto'` 时格式不同：生产构建会把它替换为字符串 `auto`，下面的示例会请求 `auto\/logo192\.png`。/);
  });
});
