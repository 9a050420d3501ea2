// guide/optimization/code-splitting: where dynamic imports land, chunk names, magic comments and
// the default lib-react chunk, from one production build of @rsbuild/core 1.7.6.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { listFiles, makeProject, plugin, readText, rsbuildCore } from './harness';

describe('Code splitting', () => {
  const dir = makeProject(
    {
      'src/index.jsx': `import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
const Settings = lazy(() => import(/* webpackChunkName: "settings" */ './pages/Settings'));
document.querySelector('#show-chart')?.addEventListener('click', async () => {
  const { renderChart } = await import(/* webpackChunkName: "chart" */ './chart.js');
  renderChart();
});
window.loadAdminA = () => import(/* webpackChunkName: "admin" */ './admin-a.js');
window.loadAdminB = () => import(/* webpackChunkName: "admin" */ './admin-b.js');
window.loadUnnamed = () => import('./unnamed.js');
window.loadLocale = (lang) => import(/* webpackChunkName: "locale-[request]" */ \`./locales/\${lang}\`);
window.loadEager = () => import(/* webpackMode: "eager" */ './eager.js');
window.loadIgnored = () => import(/* webpackIgnore: true */ 'https://example.com/remote.js');
createRoot(document.getElementById('root')).render(<Settings />);
`,
      'src/pages/Settings.jsx': "export default function Settings() { return <p>marker-settings</p>; }\n",
      'src/chart.js': "export function renderChart() { console.log('marker-chart'); }\n",
      'src/admin-a.js': "export const a = 'marker-admin-a';\n",
      'src/admin-b.js': "export const b = 'marker-admin-b';\n",
      'src/unnamed.js': "export const u = 'marker-unnamed';\n",
      'src/eager.js': "export const e = 'marker-eager';\n",
      'src/locales/en.json': '{ "hello": "marker-en" }\n',
      'src/locales/zh.json': '{ "hello": "marker-zh" }\n',
    },
    'code-splitting',
  );
  const dist = path.join(dir, 'dist');
  let files: string[];
  let entry: string;

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', plugins: [pluginReact()], source: { entry: { index: './src/index.jsx' } } } });
    await rsbuild.build();
    files = listFiles(dist).filter((file) => file.endsWith('.js'));
    const entryFile = files.find((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file));
    assert.ok(entryFile, files.join(', '));
    entry = readText(dist, entryFile);
  });

  const asyncFile = (pattern: RegExp) => files.filter((file) => pattern.test(file));

  test('named dynamic imports land in static/js/async/<name>.<hash>.js', () => {
    assert.equal(asyncFile(/^static\/js\/async\/settings\.[0-9a-f]{8}\.js$/).length, 1);
    assert.equal(asyncFile(/^static\/js\/async\/chart\.[0-9a-f]{8}\.js$/).length, 1);
    assert.doesNotMatch(entry, /marker-chart/);
  });

  test('an unnamed async chunk gets a numeric id', () => {
    const unnamed = files.filter((file) => file.startsWith('static/js/async/') && readText(dist, file).includes('marker-unnamed'));
    assert.equal(unnamed.length, 1);
    assert.match(unnamed[0], /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);
  });

  test('equal webpackChunkName values merge into one chunk', () => {
    const admin = asyncFile(/^static\/js\/async\/admin\.[0-9a-f]{8}\.js$/);
    assert.equal(admin.length, 1);
    const text = readText(dist, admin[0]);
    assert.match(text, /marker-admin-a/);
    assert.match(text, /marker-admin-b/);
  });

  test('[request] expands to the file name for template-literal paths', () => {
    assert.equal(asyncFile(/^static\/js\/async\/locale-en\.[0-9a-f]{8}\.js$/).length, 1);
    assert.equal(asyncFile(/^static\/js\/async\/locale-zh\.[0-9a-f]{8}\.js$/).length, 1);
  });

  test('webpackMode "eager" creates no chunk; webpackIgnore leaves import() for the browser', () => {
    assert.match(entry, /marker-eager/);
    assert.match(entry, /import\("https:\/\/example\.com\/remote\.js"\)/);
  });

  test('lib-react comes from the default chunk splitting strategy', () => {
    const [libReact] = asyncFile(/^static\/js\/lib-react\.[0-9a-f]{8}\.js$/);
    assert.ok(libReact);
    // The page's file table: React 19.2 gives a lib-react chunk of about 189 kB
    const kB = statSync(path.join(dist, libReact)).size / 1000;
    assert.ok(kB > 180 && kB < 200, `lib-react is ${kB} kB`);
  });
});
