// guide/advanced/browser-compatibility: SWC lowering with the default list, @swc/helpers, what is
// usage polyfills and CSS lowering, from one 1.7.6 build.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { makeProject, outputFile, rsbuildCore } from './harness';

describe('Browser compatibility', () => {
  const dir = makeProject(
    {
      'src/user.js': `export function displayName(user) {
  return user?.profile?.name ?? 'Guest';
}
export class Counter {
  count = 0;
  #secret = 1;
  static { this.ready = true; }
  increment() {
    this.count += 1;
    this.total ??= 0;
    return 1_000 + this.#secret;
  }
}
export async function load(...rest) { const { a, ...others } = rest[0]; return { ...others, a: await a }; }
`,
      'src/index.js': `import { displayName, Counter, load } from './user.js';
window.out = [displayName(window.user), new Counter(), load, [1, 2, 3].at(-1), Object.hasOwn({}, 'x')];
import './index.css';
`,
      'src/index.css': '.card { user-select: none; & .title { color: red; } }\n',
    },
    'browser-compat',
  );
  let js: string;
  let css: string;

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        mode: 'production',
        output: { minify: false, polyfill: 'usage' },
      },
    });
    await rsbuild.build();
    const dist = path.join(dir, 'dist');
    js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/) + outputFile(dist, /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/);
    css = outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/);
  });

  test('with the default list, optional chaining and class fields are lowered; ?? and the class are kept', () => {
    assert.doesNotMatch(js, /user\?\.profile/);
    assert.match(js, /=== null \|\| \w+ === void 0 \? void 0 :/);
    assert.match(js, /\?\? 'Guest'|\?\? "Guest"/);
    assert.match(js, /class Counter \{/);
    assert.match(js, /_define_property\._\)\(this, "count", 0\)/);
  });

  test('private fields, static blocks, ??= and numeric separators are lowered; async/await and rest/spread kept', () => {
    assert.doesNotMatch(js, /#secret/);
    assert.doesNotMatch(js, /static \{/);
    assert.doesNotMatch(js, /\?\?=/);
    assert.doesNotMatch(js, /1_000/);
    assert.match(js, /async function load/);
    assert.match(js, /await a/);
  });

  test('helpers come from @swc/helpers instead of being copied inline', () => {
    assert.match(js, /@swc\/helpers/);
  });

  test("output.polyfill 'usage' adds the core-js modules for Array.prototype.at and Object.hasOwn", () => {
    assert.match(js, /core-js\/modules\/es\.array\.at/);
    assert.match(js, /core-js\/modules\/es\.object\.has-own/);
  });

  test('CSS nesting is lowered and user-select is prefixed for the default list', () => {
    assert.match(css, /\.card \.title\s*\{/);
    assert.match(css, /-webkit-user-select:\s*none/);
  });
});
