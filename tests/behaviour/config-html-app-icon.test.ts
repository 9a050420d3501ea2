// docs/{en,zh}/config/html/app-icon.mdx: the errors printed for a missing icon file and for a
// web app manifest icon without a name.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { buildProject, makeProject } from './harness';

test('icons.src: a missing file fails the build with [rsbuild:app-icon] Failed to find the icon file at <absolute path>.', async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'app-icon-missing');
  const { errors } = await buildProject(dir, { html: { appIcon: { icons: [{ src: './nope.png', size: 192 }] } } });
  assert.deepEqual(errors.map((error) => error.trim()), [`× [rsbuild:app-icon] Failed to find the icon file at ${path.join(dir, 'nope.png')}.`]);
});

test('icons.target: web-app-manifest without name fails with [rsbuild:app-icon] "appIcon.name" is required …', async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'icon.png': 'not really a png' }, 'app-icon-name');
  const { errors } = await buildProject(dir, { html: { appIcon: { icons: [{ src: './icon.png', size: 192, target: 'web-app-manifest' }] } } });
  assert.deepEqual(errors.map((error) => error.trim()), ['× [rsbuild:app-icon] "appIcon.name" is required when "target" is "web-app-manifest".']);
});
