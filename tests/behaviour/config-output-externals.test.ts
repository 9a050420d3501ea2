// docs/{en,zh}/config/output/externals: what @rsbuild/core 1.7.6 writes for an external import in
// the object, function and RegExp forms in a web build (also with output.module), in a node build (also the object form and output.module),
// and in a web-worker build (where the option is dropped, though inspectConfig still shows it), and where the CDN sample's script tag
// goes. One development build (readable output), one environment per case.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, makeProject, outputFile, pageText, rsbuildCore } from './harness';

describe('output.externals', () => {
  const dir = makeProject(
    {
      'src/index.js': "import React from 'react';\nimport dayjs from 'dayjs';\nimport get from 'lodash/get';\nconsole.log(React, dayjs, get);\n",
      'src/worker.js': "import React from 'react';\nconsole.log(React.version);\n",
    },
    'externals',
  );
  const js: Record<string, string> = {};
  let cdnHtml: string;

  before(async () => {
    const env = (name: string, output: object, source: object = {}) => ({ source, output: { ...output, distPath: { root: `dist/${name}` } } });
    const { errors } = await buildProject(dir, {
      mode: 'development',
      output: { filenameHash: false, sourceMap: false },
      environments: {
        object: env('object', { externals: { react: 'React', dayjs: ['MyLibs', 'dayjs'], 'lodash/get': ['_', 'get'] } }),
        function: env('function', {
          externals: [
            { react: 'React', dayjs: 'dayjs' },
            ({ request }: { request?: string }, callback: (error?: Error, result?: string[]) => void) => {
              if (request?.startsWith('lodash/')) return callback(undefined, ['_', request.slice('lodash/'.length)]);
              callback();
            },
          ],
        }),
        regexp: env('regexp', { externals: [/^lodash\//, 'react', 'dayjs'] }),
        node: env('node', { target: 'node', externals: [/^lodash\//, 'react', 'dayjs'] }),
        'node-object': env('node-object', { target: 'node', externals: { react: 'React', dayjs: ['MyLibs', 'dayjs'], 'lodash/get': 'lodash/get' } }),
        'node-module': env('node-module', { target: 'node', module: true, externals: [/^lodash\//, 'react', 'dayjs'] }),
        'web-module': env('web-module', { module: true, externals: { react: 'React', dayjs: 'var dayjs', 'lodash/get': 'window _' } }),
        worker: env('worker', { target: 'web-worker', externals: ['react'] }, { entry: { index: './src/worker.js' } }),
        cdn: {
          output: { externals: { react: 'React', dayjs: 'dayjs', 'lodash/get': ['_', 'get'] }, distPath: { root: 'dist/cdn' } },
          html: { tags: [{ tag: 'script', attrs: { src: 'https://cdn.jsdelivr.net/npm/dayjs@1.11.13/dayjs.min.js' }, append: false }] },
        },
      },
    });
    assert.deepEqual(errors, []);
    for (const name of ['object', 'function', 'regexp', 'worker']) js[name] = outputFile(path.join(dir, 'dist', name), /^static\/js\/index\.js$/);
    js.node = outputFile(path.join(dir, 'dist/node'), /^index\.js$/);
    js.nodeObject = outputFile(path.join(dir, 'dist/node-object'), /^index\.js$/);
    js.webModule = outputFile(path.join(dir, 'dist/web-module'), /^static\/js\/index\.js$/);
    js.nodeModule = outputFile(path.join(dir, 'dist/node-module'), /^index\.js$/);
    cdnHtml = outputFile(path.join(dir, 'dist/cdn'), /^index\.html$/);
  });

  test('object form in a web build: a string is a global, an array a property path on a global', () => {
    assert.ok(js.object.includes('module.exports = React;'));
    assert.ok(js.object.includes('module.exports = MyLibs.dayjs;'));
  });

  test("the page's function form maps lodash/get to _.get and lets other imports fall through to the next item", () => {
    assert.ok(js.function.includes('module.exports = _.get;'));
    assert.ok(js.function.includes('module.exports = dayjs;'));
    assert.ok(js.function.includes('module.exports = React;'));
  });

  test('a RegExp or a plain string in a web build becomes a global named after the import path', () => {
    assert.ok(js.regexp.includes('module.exports = lodash/get;'));
    assert.ok(js.regexp.includes('module.exports = react;'));
  });

  test("with target 'node' externals become require() calls in dist/index.js", () => {
    assert.ok(js.node.includes('module.exports = require("lodash/get");'));
    assert.ok(js.node.includes('module.exports = require("react");'));
  });

  test("object form in a node build: a string value is the module to require(), an array a module and a property path", () => {
    assert.ok(js.nodeObject.includes('module.exports = require("React");'), js.nodeObject);
    assert.ok(js.nodeObject.includes('module.exports = require("MyLibs").dayjs;'), js.nodeObject);
    assert.ok(pageText('config/output/externals', 'en').includes("`react: 'React'` gives `require(\"React\")`, and `dayjs: ['MyLibs', 'dayjs']` gives `require(\"MyLibs\").dayjs`"));
    assert.ok(pageText('config/output/externals', 'zh').includes("`react: 'React'` 会生成 `require(\"React\")`，`dayjs: ['MyLibs', 'dayjs']` 会生成 `require(\"MyLibs\").dayjs`"));
  });

  test('with output.module as well, the node output loads them with import statements', () => {
    assert.match(js.nodeModule, /import \* as __rspack_external_lodash_get_[0-9a-f]+ from "lodash\/get";/);
    assert.ok(js.nodeModule.includes('import * as __rspack_external_react from "react";'));
    assert.ok(!js.nodeModule.includes('require("react")'));
    assert.ok(pageText('config/output/externals', 'en').includes('loads the same externals with `import` statements instead'));
    assert.ok(pageText('config/output/externals', 'zh').includes('这些 external 改为通过 `import` 语句加载'));
  });

  test("output.module in a web build: a plain value becomes an import of that name; 'var dayjs' and 'window _' read the globals", () => {
    assert.ok(js.webModule.includes('import * as __rspack_external_React from "React";'), js.webModule);
    assert.ok(js.webModule.includes('module.exports = dayjs;'));
    assert.ok(js.webModule.includes('module.exports = window._;'));
    assert.ok(pageText('config/output/externals', 'en').includes("`react: 'var React'` gives `module.exports = React`"));
    assert.ok(pageText('config/output/externals', 'zh').includes("`react: 'var React'` 生成 `module.exports = React`"));
  });

  test("with target 'web-worker' the externals are removed and react is bundled", () => {
    assert.ok(!js.worker.includes('module.exports = react;'));
    assert.ok(js.worker.includes('node_modules/react/index.js'));
  });

  test("with target 'web-worker', rsbuild inspect (inspectConfig) still lists the externals that the build drops", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', source: { entry: { index: './src/worker.js' } }, output: { target: 'web-worker', externals: ['react'] } } });
    const { bundlerConfigs } = await rsbuild.inspectConfig();
    assert.ok(bundlerConfigs[0].includes("  externals: [\n    'react'\n  ],\n"), bundlerConfigs[0]);
    assert.ok(pageText('config/output/externals', 'en').includes('The removal happens only when the compiler is created, so `rsbuild inspect` still lists the `externals` of that environment.'));
    assert.ok(pageText('config/output/externals', 'zh').includes('这一步发生在创建编译器时，因此 `rsbuild inspect` 输出的该环境配置中仍然能看到 `externals`。'));
  });

  test('the CDN sample puts its script in <head> before the deferred bundle', () => {
    const cdn = cdnHtml.indexOf('<script src="https://cdn.jsdelivr.net/npm/dayjs@1.11.13/dayjs.min.js"></script>');
    const bundle = cdnHtml.indexOf('<script defer src="/static/js/index.js"></script>');
    assert.ok(cdn > 0 && bundle > cdn && cdnHtml.indexOf('</head>') > bundle, cdnHtml);
  });
});
