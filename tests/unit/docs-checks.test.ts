import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { runCoverageCheck } from '../../scripts/check-coverage';
import { parseDefault, runDefaultsCheck } from '../../scripts/check-defaults';
import { runInstallCheck } from '../../scripts/check-installs';
import { compareCode, runParityCheck, untitledCallouts } from '../../scripts/check-parity';
import { runSampleCheck } from '../../scripts/check-samples';
import { runVersionCheck } from '../../scripts/check-versions';

/** A throw-away docs folder: `{ 'en/a.mdx': '...' }`. */
function docs(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-check-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const fence = (meta: string, code: string) => `\`\`\`${meta}\n${code}\n\`\`\`\n`;
const messages = (result: { problems: { message: string; line: number }[] }) => result.problems.map((p) => p.message);

describe('samples', () => {
  const check = (code: string, meta = 'ts title="rsbuild.config.ts"') =>
    runSampleCheck({ docsRoot: docs({ 'en/page.mdx': `# Page\n\n${fence(meta, code)}`, 'zh/page.mdx': '# 页面\n' }) });

  test('a correct config passes', () => {
    const result = check(`import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
export default defineConfig({ plugins: [pluginReact()], output: { distPath: { root: 'build' } } });`);
    assert.deepEqual(result.problems, []);
  });

  test('a misspelled top-level option fails, with its line', () => {
    const result = check(`import { defineConfig } from '@rsbuild/core';
export default defineConfig({
  outptu: {},
});`);
    assert.equal(result.problems.length, 1);
    assert.match(result.problems[0].message, /'outptu' does not exist in type 'RsbuildConfig/);
    assert.equal(result.problems[0].line, 6);
  });

  test('a misspelled nested option fails', () => {
    const result = check(`import { defineConfig } from '@rsbuild/core';
export default defineConfig({ server: { prot: 3000 } });`);
    assert.match(messages(result).join('\n'), /'prot' does not exist in type 'ServerConfig'/);
  });

  test('a misspelled plugin option fails', () => {
    const result = check(`import { defineConfig } from '@rsbuild/core';
import { pluginSass } from '@rsbuild/plugin-sass';
export default defineConfig({ plugins: [pluginSass({ sassLoaderOption: {} })] });`);
    assert.match(messages(result).join('\n'), /'sassLoaderOption' does not exist in type 'PluginSassOptions'/);
  });

  test('function-form, plain-object and CommonJS configs get excess-property checks too', () => {
    assert.match(
      messages(check(`import { defineConfig } from '@rsbuild/core';
export default defineConfig(({ envMode }) => ({ html: { titel: envMode } }));`)).join('\n'),
      /'titel' does not exist in type 'HtmlConfig'/,
    );
    assert.match(
      messages(check(`import { defineConfig } from '@rsbuild/core';
export default defineConfig(async () => {
  return { dev: { hmrr: false } };
});`)).join('\n'),
      /'hmrr' does not exist in type 'DevConfig'/,
    );
    assert.match(messages(check(`export default { sorce: {} };`, 'js title="rsbuild.config.mjs"')).join('\n'), /'sorce' does not exist/);
    assert.match(messages(check(`module.exports = { modee: 'production' };`, 'js title="rsbuild.config.cjs"')).join('\n'), /'modee' does not exist/);
  });

  test('a syntax error in one sample does not hide type errors in another', () => {
    const root = docs({
      'en/a.mdx': `# A\n\n${fence('ts title="rsbuild.config.ts"', "import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({ output: {} ")}`,
      'en/b.mdx': `# B\n\n${fence('ts title="rsbuild.config.ts"', "import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({ mdoe: 'x' });")}`,
    });
    const all = messages(runSampleCheck({ docsRoot: root })).join('\n');
    assert.match(all, /TS1005/);
    assert.match(all, /'mdoe' does not exist/);
  });

  test('opting out needs a reason and is counted', () => {
    const bad = check(`import { defineConfig } from '@rsbuild/core';\ndefineConfig({ nope: 1 });`, 'ts no-check');
    assert.match(messages(bad).join('\n'), /no-check needs a reason/);
    const ok = check(`import { defineConfig } from '@rsbuild/core';\ndefineConfig({ nope: 1 });`, 'ts no-check="shows a mistake on purpose"');
    assert.deepEqual(ok.problems, []);
    assert.match(ok.summary.join('\n'), /1 opted out[\s\S]*shows a mistake on purpose/);
  });

  test("another tool's config is not taken for an Rsbuild config", () => {
    assert.deepEqual(
      check("import { defineConfig } from 'vitest/config';\nexport default defineConfig({ test: { globals: true } });", 'ts title="vitest.config.ts"').problems,
      [],
    );
    const jest = check(
      "const { loadEnv } = require('@rsbuild/core');\nloadEnv({ mode: 'test' });\nmodule.exports = { testEnvironment: 'jsdom' };",
      'js title="jest.config.js"',
    );
    assert.deepEqual(jest.problems, [], 'compiled for its use of the Rsbuild API, not as an Rsbuild config');
    assert.match(messages(check("const { loadEnv } = require('@rsbuild/core');\nloadEnv({ mdoe: 'test' });", 'js title="jest.config.js"')).join('\n'), /'mdoe' does not exist/);
  });

  test('blocks that are not Rsbuild configs are left alone', () => {
    assert.deepEqual(check('const a: number = "x";', 'ts title="src/index.ts"').problems, []);
  });
});

describe('defaults', () => {
  const page = (defaultLine: string, extra = '') =>
    docs({ 'en/config/output/dist-path.mdx': `# output.distPath\n\n- **Type:** \`object\`\n${defaultLine}\n\nText.\n${extra}` });

  test('true defaults pass, in both forms and both languages', async () => {
    const root = docs({
      'en/config/server/port.mdx': '# server.port\n\n- **Type:** `number`\n- **Default:** `3000`\n',
      'zh/config/output/filename-hash.mdx': '# output.filenameHash\n\n- **类型：** `boolean`\n- **默认值：** `true`（开发模式），`true`（生产模式）\n',
      'en/config/root.mdx': '# root\n\n- **Type:** `string`\n- **Default:** `process.cwd()`\n',
    });
    const result = await runDefaultsCheck({ docsRoot: root });
    assert.deepEqual(result.problems, []);
    assert.match(result.summary[0], /3 config pages read, 6 stated defaults compared/);
  });

  test('a wrong stated default fails, for an option and for a sub-option', async () => {
    const result = await runDefaultsCheck({
      docsRoot: page('- **Default:** `{ root: "dist" }`', '\n### `root`\n\n- **Type:** `string`\n- **Default:** `\'build\'`\n'),
    });
    const all = messages(result).join('\n');
    assert.match(all, /output\.distPath: the page says the development default is \{"root":"dist"\}/);
    assert.match(all, /output\.distPath\.root: the page says the production default is "build", @rsbuild\/core 1\.x has "dist"/);
  });

  test('prose defaults are listed, not failed; a page without the lines fails', async () => {
    const prose = await runDefaultsCheck({ docsRoot: page('- **Default:** the `dist` folder with subfolders') });
    assert.deepEqual(prose.problems, []);
    assert.match(prose.summary[1], /1 not mechanically comparable/);
    const missing = await runDefaultsCheck({ docsRoot: docs({ 'en/config/mode.mdx': '# mode\n\nNo lines.\n' }) });
    assert.match(messages(missing)[0], /no Type or Default line/);
  });

  test('the Default line forms', () => {
    assert.deepEqual(parseDefault('`true`'), { kind: 'value', development: 'true', production: 'true' });
    assert.deepEqual(parseDefault('`a` (development), `b` (production)'), { kind: 'value', development: 'a', production: 'b' });
    assert.deepEqual(parseDefault('`a`（开发模式），`b`（生产模式）'), { kind: 'value', development: 'a', production: 'b' });
    assert.equal(parseDefault('depends on `output.target`').kind, 'prose');
  });
});

describe('coverage', () => {
  test('an undocumented option in a written group fails; an unwritten group is only reported', () => {
    const result = runCoverageCheck({
      docsRoot: docs({ 'en/config/security/nonce.mdx': '# security.nonce\n', 'en/config/security/_meta.json': '["nonce"]' }),
    });
    const all = messages(result).join('\n');
    assert.match(all, /security\.sri is not documented/);
    assert.doesNotMatch(all, /output\./);
    assert.match(result.summary.join('\n'), /security\.nonce → en\/config\/security\/nonce\.mdx:1/);
    assert.match(result.summary.join('\n'), /output: \d+ options waiting for the group's pages/);
  });

  test('a heading naming the full key documents a deprecated option', () => {
    const result = runCoverageCheck({
      docsRoot: docs({
        'en/config/source/define.mdx': '# source.define\n',
        'en/config/resolve/alias.mdx': '# resolve.alias\n\n## Deprecated source.alias\n\n## Deprecated `source.aliasStrategy`\n',
      }),
    });
    const all = messages(result).join('\n');
    assert.doesNotMatch(all, /source\.alias\b/);
    assert.doesNotMatch(all, /source\.aliasStrategy/);
    assert.match(all, /source\.entry is not documented/);
  });
});

describe('parity', () => {
  const en = `# Title\n\n## Install\n\n${fence('ts title="rsbuild.config.ts"', "// set the title\nexport default { html: { title: 'Hello' } };")}\n## Options {#opts}\n`;
  const zh = `# 标题\n\n## 安装 {#install}\n\n${fence('ts title="rsbuild.config.ts"', "// 设置标题\nexport default { html: { title: '你好' } };")}\n## 选项 {#opts}\n`;

  test('a faithful translation passes: comments and display strings may differ', () => {
    assert.deepEqual(runParityCheck({ docsRoot: docs({ 'en/a.mdx': en, 'zh/a.mdx': zh }) }).problems, []);
  });

  test('a missing translation fails, in either direction', () => {
    const all = messages(runParityCheck({ docsRoot: docs({ 'en/a.mdx': en, 'zh/b.mdx': zh }) })).join('\n');
    assert.match(all, /no zh translation: docs\/zh\/a\.mdx is missing/);
    assert.match(all, /no en original: docs\/en\/b\.mdx is missing/);
  });

  test('a heading without the English id, or at another level, fails', () => {
    const noId = messages(runParityCheck({ docsRoot: docs({ 'en/a.mdx': en, 'zh/a.mdx': zh.replace(' {#install}', '') }) }));
    assert.match(noId.join('\n'), /should be h2 #install .*\(add \{#install\}\)/);
    const level = messages(runParityCheck({ docsRoot: docs({ 'en/a.mdx': en, 'zh/a.mdx': zh.replace('## 选项', '### 选项') }) }));
    assert.match(level.join('\n'), /heading h3 #opts should be h2 #opts/);
  });

  test('a changed code block fails', () => {
    const changed = messages(runParityCheck({ docsRoot: docs({ 'en/a.mdx': en, 'zh/a.mdx': zh.replace('html:', 'output:') }) }));
    assert.match(changed.join('\n'), /code block 1 .*code differs/);
    const fewer = messages(runParityCheck({ docsRoot: docs({ 'en/a.mdx': en, 'zh/a.mdx': zh.replace(/```ts[\s\S]*?```\n/, '') }) }));
    assert.match(fewer.join('\n'), /0 code blocks, the English page has 1/);
  });

  test('a callout without a title in a translation fails (the framework would title it "Warning"); one inside a code fence does not count', () => {
    const withCallout = (callout: string) => `${zh}\n${callout}\n内容\n:::\n`;
    const untitled = messages(runParityCheck({ docsRoot: docs({ 'en/a.mdx': en, 'zh/a.mdx': withCallout(':::warning') }) }));
    assert.match(untitled.join('\n'), /a callout without a title/);
    assert.deepEqual(runParityCheck({ docsRoot: docs({ 'en/a.mdx': en, 'zh/a.mdx': withCallout(':::warning 注意') }) }).problems, []);
    assert.deepEqual(untitledCallouts('```md\n:::tip\n```\n:::tip\n:::danger 危险\n'), [4]);
  });

  test('code comparison rules', () => {
    const block = (code: string, lang = 'ts') => ({ lang, code, meta: '', line: 1 });
    assert.equal(compareCode(block("a('x') // hi"), block("a('x') // 你好")), undefined);
    assert.match(compareCode(block("a('x')"), block("a('y')"))!, /code differs/);
    assert.equal(compareCode(block('<h1>Hello</h1>', 'html'), block('<h1>你好</h1>', 'html')), undefined);
    assert.match(compareCode(block('a', 'ts'), block('a', 'js'))!, /language ts vs js/);
    assert.equal(compareCode(block('npm i # install', 'sh'), block('npm i # 安装', 'sh')), undefined);
  });
});

describe('versions', () => {
  // A version history as the script writes it: server.cors arrived in 1.1.11, server.port was in 1.0.
  const history = {
    newest: '1.7.6',
    baselines: { '@rsbuild/core': { version: '1.0.1', skipped: [] } },
    items: {
      'config:server.cors': { added: '1.1.11', firstWith: '1.1.11', lastWithout: '1.1.10' },
      'config:server.port': {},
      'config:server.open': { grew: [{ kinds: ["'auto'"], since: '1.4', firstWith: '1.4.2' }] },
      'pluginAPI:onBeforeDevCompile': { added: '1.5.0', firstWith: '1.5.0', lastWithout: '1.4.16' },
    },
  };
  const check = (files: Record<string, string>, changes: object[] = []) => {
    const root = docs(files);
    const dataFile = path.join(root, 'version-history.json');
    writeFileSync(dataFile, JSON.stringify(history));
    const behaviourFile = path.join(root, 'behaviour-versions.json');
    writeFileSync(behaviourFile, JSON.stringify({ changes }));
    return runVersionCheck({ docsRoot: root, dataFile, behaviourFile });
  };
  const cors = (mark: string) => `# server.cors\n\n- **Type:** \`boolean\`\n- **Default:** \`true\`\n${mark}\n\nText.\n`;
  const corsZh = (mark: string) => `# server.cors\n\n- **类型：** \`boolean\`\n- **默认值：** \`true\`\n${mark}\n\n正文。\n`;

  test('right marks pass in both languages; an option of the 1.0 baseline needs none', () => {
    const result = check({
      'en/config/server/cors.mdx': cors('- **Version:** added in 1.1.11'),
      'zh/config/server/cors.mdx': corsZh('- **版本：** 1.1.11 新增'),
      'en/config/server/port.mdx': '# server.port\n\n- **Type:** `number`\n',
      'en/config/server/open.mdx': "# server.open\n\n- **Type:** `boolean`\n- **Version:** `'auto'` accepted since 1.4\n",
      'zh/config/server/open.mdx': "# server.open\n\n- **类型：** `boolean`\n- **版本：** 1.4 起支持 `'auto'`\n",
      'en/plugins/dev/hooks.mdx': '# Plugin hooks\n\n## Dev hooks\n\n### onBeforeDevCompile\n\n- **Version:** added in 1.5.0\n\nRuns first.\n',
    });
    assert.deepEqual(result.problems, []);
    assert.match(result.summary[0], /5 correct marks/);
  });

  test('a wrong mark fails, in either language', () => {
    const result = check({
      'en/config/server/cors.mdx': cors('- **Version:** added in 1.1.0'),
      'zh/config/server/cors.mdx': corsZh('- **版本：** 1.2.0 新增'),
    });
    assert.deepEqual(messages(result), [
      'server.cors: the mark says "- **Version:** added in 1.1.0", the releases say "- **Version:** added in 1.1.11"',
      'server.cors: the mark says "- **版本：** 1.2.0 新增", the releases say "- **版本：** 1.1.11 新增"',
    ]);
    assert.deepEqual(result.problems.map((p) => p.line), [5, 5]);
  });

  test('a missing mark fails, in either language; so does a mark on what 1.0 had', () => {
    const result = check({
      'en/config/server/cors.mdx': cors('- **Version:** added in 1.1.11'),
      'zh/config/server/cors.mdx': corsZh(''),
      'en/plugins/dev/hooks.mdx': '# Plugin hooks\n\n### onBeforeDevCompile\n\nRuns first.\n',
      'en/config/server/port.mdx': '# server.port\n\n- **Type:** `number`\n- **Version:** added in 1.0.1\n',
    });
    assert.deepEqual(messages(result), [
      'server.port: marked, but the 1.0 baseline already has it as it is documented; remove the mark',
      'onBeforeDevCompile: added or grown after 1.0 but not marked; add "- **Version:** added in 1.5.0"',
      'server.cors: added or grown after 1.0 but not marked; add "- **版本：** 1.1.11 新增"',
    ]);
  });

  test('an item missing from the data file fails', () => {
    const result = check({ 'en/config/server/host.mdx': '# server.host\n\n- **Type:** `string`\n' });
    assert.match(messages(result).join('\n'), /config:server\.host: not in the version history; run npm run versions/);
  });

  // A behaviour change as the behaviour data lists it: the { url, label } return form of
  // server.printUrls, marked under the "Return value" heading; server.printUrls itself is in 1.0.
  const printUrls = {
    id: 'server.printUrls:url-label-objects',
    what: 'A printUrls function may return { url, label } objects.',
    page: 'config/server/print-urls.mdx',
    heading: 'return-value',
    mark: { en: '`{ url, label }` objects accepted since 1.5.17', zh: '1.5.17 起支持 `{ url, label }` 对象' },
    package: '@rsbuild/core',
    since: '1.5.17',
    lastWithout: '1.5.16',
    firstWith: '1.5.17',
    release: 'https://github.com/web-infra-dev/rsbuild/releases/tag/v1.5.17',
    evidence: [{ file: 'dist/index.cjs', text: 'label: label ?? getUrlLabel(url)' }],
  };
  const printUrlsPage = (mark: string) => `# server.printUrls\n\n- **Type:** \`boolean\`\n- **Default:** \`true\`\n\n## Function form\n\n### Return value\n\n${mark}\n\nAn array.\n`;
  const printUrlsPageZh = (mark: string) => `# server.printUrls\n\n- **类型：** \`boolean\`\n- **默认值：** \`true\`\n\n## 函数形式 {#function-form}\n\n### 返回值 {#return-value}\n\n${mark}\n\n一个数组。\n`;
  const historyWithPrintUrls = { 'config:server.printUrls': {} };

  test('a behaviour mark from the behaviour data passes under its heading, in both languages', () => {
    Object.assign(history.items, historyWithPrintUrls);
    const result = check(
      {
        'en/config/server/print-urls.mdx': printUrlsPage('- **Version:** `{ url, label }` objects accepted since 1.5.17'),
        'zh/config/server/print-urls.mdx': printUrlsPageZh('- **版本：** 1.5.17 起支持 `{ url, label }` 对象'),
      },
      [printUrls],
    );
    assert.deepEqual(result.problems, []);
    assert.match(result.summary[0], /2 correct marks/);
  });

  test('a behaviour mark that disagrees with the data fails', () => {
    Object.assign(history.items, historyWithPrintUrls);
    const result = check(
      {
        'en/config/server/print-urls.mdx': printUrlsPage('- **Version:** `{ url, label }` objects accepted since 1.5.0'),
        'zh/config/server/print-urls.mdx': printUrlsPageZh('- **版本：** 1.5.17 起支持 `{ url, label }` 对象'),
      },
      [printUrls],
    );
    assert.deepEqual(messages(result), [
      'server.printUrls:url-label-objects: the mark says "- **Version:** `{ url, label }` objects accepted since 1.5.0", the releases say "- **Version:** `{ url, label }` objects accepted since 1.5.17"',
    ]);
    assert.deepEqual(result.problems.map((p) => p.line), [10]);
  });

  test('a missing behaviour mark fails, and so does a change whose heading is not on its page', () => {
    Object.assign(history.items, historyWithPrintUrls);
    const result = check(
      {
        'en/config/server/print-urls.mdx': printUrlsPage(''),
        'zh/config/server/print-urls.mdx': printUrlsPageZh('- **版本：** 1.5.17 起支持 `{ url, label }` 对象').replace('{#return-value}', '{#returns}'),
      },
      [printUrls],
    );
    assert.deepEqual(messages(result), [
      'server.printUrls:url-label-objects: changed inside 1.x but not marked; add "- **Version:** `{ url, label }` objects accepted since 1.5.17"',
      'a version mark under a heading that documents no option, method, hook or plugin option, nor a change listed in the behaviour data',
      'server.printUrls:url-label-objects: no heading "return-value" on zh/config/server/print-urls.mdx',
    ]);
  });

  test('a behaviour entry whose version is not what its two releases prove fails', () => {
    Object.assign(history.items, historyWithPrintUrls);
    const wrong = { ...printUrls, lastWithout: '1.5.15' };
    const result = check({ 'en/config/server/print-urls.mdx': printUrlsPage('- **Version:** `{ url, label }` objects accepted since 1.5.17') }, [wrong]);
    assert.match(messages(result).join('\n'), /server\.printUrls:url-label-objects: "since" is 1\.5\.17, but 1\.5\.15 → 1\.5\.17 proves 1\.5/);
    assert.match(messages(result).join('\n'), /"registryLacks" must be \[1\.5\.16\]/);
  });

  test('two behaviour entries with the same id fail', () => {
    Object.assign(history.items, historyWithPrintUrls);
    const result = check(
      {
        'en/config/server/print-urls.mdx': printUrlsPage('- **Version:** `{ url, label }` objects accepted since 1.5.17'),
        'zh/config/server/print-urls.mdx': printUrlsPageZh('- **版本：** 1.5.17 起支持 `{ url, label }` 对象'),
      },
      [printUrls, { ...printUrls, page: 'config/server/cors.mdx' }],
    );
    assert.ok(messages(result).includes('server.printUrls:url-label-objects: the id is used by another entry; ids must be unique'), messages(result).join('\n'));
  });

  test('a behaviour mark joins the mark of the types on the same heading', () => {
    const result = check(
      {
        'en/config/server/cors.mdx': cors('- **Version:** added in 1.1.11; the `{ url, label }` return form since 1.5.17'),
        'zh/config/server/cors.mdx': corsZh('- **版本：** 1.1.11 新增；1.5.17 起支持这种返回形式'),
      },
      [{ ...printUrls, page: 'config/server/cors.mdx', heading: 'servercors', mark: { en: 'the `{ url, label }` return form since 1.5.17', zh: '1.5.17 起支持这种返回形式' } }],
    );
    assert.deepEqual(result.problems, []);
    assert.match(result.summary[0], /2 correct marks/);
  });
});

describe('installs', () => {
  const tabs = (command: string) => `<PackageManagerTabs command="${command}" />\n`;

  test('an @rsbuild package without @1 fails, with its line and the pinned name; pinned ones and other packages pass', () => {
    const result = runInstallCheck({
      docsRoot: docs({
        'en/guide/page.mdx': `# Page\n\n${tabs('install @rsbuild/plugin-react@1 typescript -D')}\n${tabs('install @rsbuild/plugin-sass vue -D')}`,
        'zh/guide/page.mdx': `# 页面\n\n${tabs('add @rsbuild/plugin-react@^1.4.0 -D')}\n${tabs('install @rsbuild/plugin-sass@2 -D')}`,
      }),
    });
    assert.deepEqual(
      result.problems.map((p) => `${path.basename(path.dirname(path.dirname(p.file)))}:${p.line}: ${p.message}`),
      [
        'en:5: "install @rsbuild/plugin-sass vue -D" installs @rsbuild/plugin-sass without @1: its latest release may need @rsbuild/core 2; write @rsbuild/plugin-sass@1',
        'zh:5: "install @rsbuild/plugin-sass@2 -D" installs @rsbuild/plugin-sass@2 without @1: its latest release may need @rsbuild/core 2; write @rsbuild/plugin-sass@1',
      ],
    );
    assert.deepEqual(result.summary, ['installs: 4 install commands read, outside the release notes']);
  });

  test('solid-js without @1 fails with its own reason; solid-js@1 and a package named like it pass', () => {
    const result = runInstallCheck({
      docsRoot: docs({ 'en/guide/solid.mdx': `# Solid\n\n${tabs('install solid-js')}${tabs('install solid-js@1 solid-js-extra')}` }),
    });
    assert.deepEqual(messages(result), ['"install solid-js" installs solid-js without @1: its latest release, Solid 2, has no solid-js/web for the 1.x plugin; write solid-js@1']);
  });

  test('release notes, and commands that install nothing, are left alone', () => {
    const result = runInstallCheck({
      docsRoot: docs({
        'en/community/releases/v0-7.mdx': `# v0.7\n\n${tabs('install @rsbuild/plugin-sass -D')}`,
        'en/guide/cli.mdx': `# CLI\n\n${tabs('create rsbuild@latest')}${tabs('run build')}`,
      }),
    });
    assert.deepEqual(result.problems, []);
    assert.deepEqual(result.summary, ['installs: 0 install commands read, outside the release notes']);
  });
});
