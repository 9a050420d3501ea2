// docs/{en,zh}/config/html/mount-id: the mount element @rsbuild/core 1.7.6 writes with the built-in
// template and with custom ones, and the page's source.define sample (one build, one environment
// per case), plus the error React 19's development build gives for a missing element.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, makeProject, readText, rsbuildV1Dir, withNodeEnv } from './harness';

describe('html.mountId', () => {
  const dir = makeProject({
    'src/index.js': 'const container = document.getElementById(import.meta.env.MOUNT_ID);\ncontainer.textContent = "mounted";\n',
    'templates/param.html': '<!doctype html>\n<html lang="en">\n  <head></head>\n  <body>\n    <div id="<%= mountId %>"></div>\n  </body>\n</html>\n',
    'templates/fixed.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>\n',
  }, 'mount-id');
  const html: Record<string, string> = {};
  let js: string;

  before(async () => {
    const MOUNT_ID = 'app';
    const dist = (root: string) => ({ distPath: { root } });
    const { errors } = await buildProject(dir, {
      mode: 'production',
      output: { filenameHash: false },
      html: { mountId: MOUNT_ID },
      source: { define: { 'import.meta.env.MOUNT_ID': JSON.stringify(MOUNT_ID) } },
      environments: {
        builtIn: { output: dist('dist-built-in') },
        defaultId: { output: dist('dist-default'), html: { mountId: 'root' } },
        param: { output: dist('dist-param'), html: { template: './templates/param.html' } },
        fixed: { output: dist('dist-fixed'), html: { template: './templates/fixed.html' } },
        paramOverride: { output: dist('dist-param-override'), html: { template: './templates/param.html', templateParameters: { mountId: 'other' } } },
        builtInOverride: { output: dist('dist-built-in-override'), html: { templateParameters: { mountId: 'other' } } },
      },
    });
    assert.deepEqual(errors, []);
    for (const name of ['built-in', 'default', 'param', 'fixed', 'param-override', 'built-in-override']) html[name] = readText(path.join(dir, `dist-${name}`), 'index.html');
    js = readText(path.join(dir, 'dist-built-in/static/js'), 'index.js');
  });

  test("the built-in template's body holds only the mount element: root by default, the option's id when set (here per environment)", () => {
    assert.match(html.default, /<body><div id="root"><\/div><\/body><\/html>$/);
    assert.match(html['built-in'], /<body><div id="app"><\/div><\/body><\/html>$/);
  });

  test('a custom template uses the option only where it prints <%= mountId %>', () => {
    assert.ok(html.param.includes('<div id="app"></div>'));
    assert.ok(html.fixed.includes('<div id="root"></div>'));
    assert.ok(!html.fixed.includes('id="app"'));
  });

  test('a mountId in html.templateParameters replaces the option in a custom template; the built-in template keeps html.mountId', () => {
    assert.ok(html['param-override'].includes('<div id="other"></div>'));
    assert.match(html['built-in-override'], /<body><div id="app"><\/div><\/body><\/html>$/);
  });

  test('the source.define sample puts the id into the code', () => {
    assert.ok(js.includes('document.getElementById("app")'));
    assert.ok(!js.includes('MOUNT_ID'));
  });

  test("React's development build reports a missing element as 'Target container is not a DOM element.'", async () => {
    const require = createRequire(path.join(rsbuildV1Dir, 'package.json'));
    // The file only defines its exports when NODE_ENV is not production at load time.
    const { createRoot } = await withNodeEnv('development', async () => require(path.join(rsbuildV1Dir, 'node_modules/react-dom/cjs/react-dom-client.development.js')));
    assert.throws(() => createRoot(null), { message: 'Target container is not a DOM element.' });
  });
});
