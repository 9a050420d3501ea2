// guide/basic/upgrade-rsbuild: the version the CLI reports, the published 1.x packages' versions,
// peer ranges, repositories and Rspack range, the deprecation warning and the inspect comparison
// the page shows, and what Rsbuild 2 (the 2.x that the site itself is built with, in the
// repository's node_modules) does with the options deprecated in 1.x.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import { buildProject, listFiles, makeProject, pageText, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, withNodeEnv, type CliResult } from './harness';

const manifest = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8'));
const v2Dir = path.join(repoRoot, 'node_modules/@rsbuild/core');
const v2Manifest = (name: string) => JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'));

// source.alias carries an import: 1.x applies it (with a warning), 2.x ignores it.
const files = {
  'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n",
  'src/index.js': "import { message } from '@/message';\nconsole.log(message);\n",
  'src/message.js': "export const message = 'upgrade';\n",
};
// 1.x also gets source.aliasStrategy and performance.bundleAnalyze, the other two deprecated options.
const projectDir = makeProject(
  {
    ...files,
    'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' }, aliasStrategy: 'prefer-tsconfig' }, performance: { bundleAnalyze: {} } };\n",
  },
  'upgrade',
);
const v2ProjectDir = makeProject(files, 'upgrade-v2');
// A project with two environments, inspected the same way through the JS API.
const multiEnvDir = makeProject(
  {
    'src/index.js': "console.log('two environments');\n",
    'rsbuild.config.mjs': "export default { environments: { web: {}, node: { output: { target: 'node' } } } };\n",
  },
  'upgrade-multi-env',
);
// A project with no environments and the node target: its one environment is named after the target.
const nodeTargetDir = makeProject({ 'src/index.js': "console.log('node target');\n" }, 'upgrade-node-target');
const workerTargetDir = makeProject({ 'src/index.js': "console.log('worker target');\n" }, 'upgrade-worker-target');

/**
 * `rsbuild build` in `cwd` with the CLI at `bin`, stdout and stderr written to one file so that
 * the output keeps the order in which it was printed, as a terminal shows it.
 */
function buildMerged(bin: string, cwd: string): Promise<{ code: number | null; output: string }> {
  const log = path.join(cwd, 'build.log');
  const fd = openSync(log, 'w');
  return new Promise((resolve, reject) => {
    const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
    delete env.NODE_ENV;
    const child = spawn(process.execPath, [bin, 'build'], { cwd, env, stdio: ['ignore', fd, fd] });
    child.on('error', reject);
    child.on('close', (code) => {
      closeSync(fd);
      resolve({ code, output: readFileSync(log, 'utf8').replace(/\x1b\[[0-9;]*m/g, '') });
    });
  });
}
const v1Bin = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/bin/rsbuild.js');

/**
 * The option names of the `SourceConfig` and `PerformanceConfig` interfaces declared in a
 * release's `types/config.d.ts` (parsed, not type-checked: the two interfaces list their keys).
 */
function optionNames(configDts: string): Record<'source' | 'performance', string[]> {
  const file = ts.createSourceFile(configDts, readFileSync(configDts, 'utf8'), ts.ScriptTarget.Latest);
  const members = (name: string) => {
    const declaration = file.statements.find((statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === name);
    assert.ok(declaration, `${name} in ${configDts}`);
    return declaration.members.map((member) => (member.name && ts.isIdentifier(member.name) ? member.name.text : '')).filter(Boolean);
  };
  return { source: members('SourceConfig'), performance: members('PerformanceConfig') };
}

let version: CliResult;
let build: { code: number | null; output: string };
let inspect: CliResult;
let v2Build: { code: number | null; output: string };
let multiEnvInspected: string[];
let nodeTargetInspected: string[];
let workerTargetInspected: string[];

before(async () => {
  [version, build, inspect, v2Build] = await Promise.all([
    runCli(projectDir, ['-v']),
    buildMerged(v1Bin, projectDir),
    runCli(projectDir, ['inspect', '--mode', 'production', '--output', '../rsbuild-inspect/before']),
    buildMerged(path.join(v2Dir, 'bin/rsbuild.js'), v2ProjectDir),
  ]);
  const { createRsbuild, loadConfig } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd: multiEnvDir, rsbuildConfig: { ...(await loadConfig({ cwd: multiEnvDir })).content, logLevel: 'silent' } });
  await rsbuild.inspectConfig({ mode: 'production', outputPath: '../rsbuild-inspect/before', writeToDisk: true });
  multiEnvInspected = listFiles(path.join(multiEnvDir, 'rsbuild-inspect/before'));
  [nodeTargetInspected, workerTargetInspected] = await Promise.all(
    ([[nodeTargetDir, 'node'], [workerTargetDir, 'web-worker']] as const).map(async ([dir, target]) => {
      const single = await createRsbuild({ cwd: dir, rsbuildConfig: { output: { target }, logLevel: 'silent' } });
      await single.inspectConfig({ mode: 'production', outputPath: '../rsbuild-inspect/before', writeToDisk: true });
      return listFiles(path.join(dir, 'rsbuild-inspect/before'));
    }),
  );
});

describe('Upgrade Rsbuild › Check the current version', () => {
  test('rsbuild -v prints the greeting, then version, platform and Node.js version', () => {
    assert.match(version.stdout, new RegExp(`^Rsbuild v1\\.7\\.6\\n\\nrsbuild/1\\.7\\.6 ${process.platform}-${process.arch} node-${process.version.replace(/\./g, '\\.')}\\n$`));
  });
});

describe('Upgrade Rsbuild › Upgrade within 1.x', () => {
  test('the 1.x versions in the table, the releases the page was checked with, are the installed ones', () => {
    const table: Record<string, string> = {
      '@rsbuild/core': '1.7.6',
      '@rsbuild/plugin-react': '1.4.6',
      '@rsbuild/plugin-vue': '1.2.9',
      '@rsbuild/plugin-preact': '1.7.2',
      '@rsbuild/plugin-solid': '1.2.2',
      '@rsbuild/plugin-svelte': '1.1.2',
      '@rsbuild/plugin-sass': '1.5.3',
      '@rsbuild/plugin-less': '1.6.4',
      '@rsbuild/plugin-stylus': '1.3.2',
      '@rsbuild/plugin-babel': '1.2.1',
      '@rsbuild/plugin-svgr': '1.3.1',
      '@rsbuild/plugin-type-check': '1.6.1',
    };
    for (const [name, expected] of Object.entries(table)) assert.equal(manifest(name).version, expected, name);
  });
  test('peer ranges: most plugins ^1.0.0 || ^2.0.0-0; Sass, Less and Stylus from 1.3.0; Svelte from 1.4.0', () => {
    for (const name of ['react', 'vue', 'preact', 'babel', 'svgr']) {
      assert.equal(manifest(`@rsbuild/plugin-${name}`).peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0', name);
    }
    for (const name of ['sass', 'less', 'stylus']) {
      assert.equal(manifest(`@rsbuild/plugin-${name}`).peerDependencies['@rsbuild/core'], '^1.3.0 || ^2.0.0-0', name);
    }
    assert.equal(manifest('@rsbuild/plugin-svelte').peerDependencies['@rsbuild/core'], '^1.4.0 || ^2.0.0-0');
    assert.equal(manifest('@rsbuild/plugin-solid').peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0');
  });
});

// Round 42, with npm 11.19.1 on 2026-12-06 (the registry is not reached from tests): `npm view
// @rsbuild/core dist-tags` gave { latest: '2.3.5' } (the page's warning, table and `npm outdated`
// sample); `npm outdated` beside @rsbuild/core 1.6.0 and plugin-react 1.3.0 printed the sample's
// columns and rows with Latest 2.3.5 and 2.1.1; @rsbuild/core 2.3.5 declares Node.js
// ^20.19.0 || >=22.12.0 and, like the 2.2.14 below, built a leftover source.alias config with no
// warning and failed on the import; the 2.x plugin-sass 2.0.1, plugin-babel 2.1.0 and plugin-svgr
// 2.0.5 declare @rsbuild/core ^2.0.0 (optional) like plugin-react 2.1.1; the ERESOLVE excerpt was
// printed again as quoted; and an installed @rsbuild/core 1.1.14 answered `-v` with
// "error: unknown option '-v'" (exit code 1) and `-V` with "1.1.14" below the greeting.
describe('Upgrade Rsbuild › Upgrade within 1.x (2.x releases)', () => {
  test('@rsbuild/core and @rsbuild/plugin-react have 2.x releases; plugin-react 2.x requires @rsbuild/core ^2.0.0', () => {
    assert.match(v2Manifest('@rsbuild/core').version, /^2\./);
    const react = v2Manifest('@rsbuild/plugin-react');
    assert.match(react.version, /^2\./);
    assert.equal(react.peerDependencies['@rsbuild/core'], '^2.0.0');
  });
});

describe('Upgrade Rsbuild › Upgrade within 1.x (the ERESOLVE excerpt)', () => {
  // The excerpt was printed by npm 11.19.1 for `npm install -D @rsbuild/plugin-react` beside
  // "@rsbuild/core": "1.7.6" (exit code 1); the registry is not reachable from CI, so this checks
  // what makes npm refuse: the plugin-react 2.1.1 of the excerpt (the one in the repository's
  // node_modules) marks its ^2.0.0 peer optional, which is what npm prints as peerOptional,
  // and 1.7.6 is outside that range.
  test('plugin-react 2.1.1 declares @rsbuild/core ^2.0.0 as an optional peer, which 1.7.6 does not satisfy', () => {
    const react = v2Manifest('@rsbuild/plugin-react');
    assert.equal(react.version, '2.1.1');
    assert.equal(react.peerDependencies['@rsbuild/core'], '^2.0.0');
    assert.deepEqual(react.peerDependenciesMeta['@rsbuild/core'], { optional: true });
    const semver = createRequire(path.join(rsbuildV1Dir, 'package.json'))('semver') as { satisfies: (version: string, range: string) => boolean };
    assert.equal(semver.satisfies(manifest('@rsbuild/core').version, react.peerDependencies['@rsbuild/core']), false);
  });
});

describe('Upgrade Rsbuild › Upgrade within 1.x (create-rsbuild templates)', () => {
  test('create-rsbuild 2.2.5 templates ask for plugin-vue ^2.0.1, plugin-preact ^2.1.0 and plugin-svelte ^2.0.1', () => {
    const create = path.join(rsbuildV1Dir, 'node_modules/create-rsbuild');
    assert.equal(JSON.parse(readFileSync(path.join(create, 'package.json'), 'utf8')).version, '2.2.5');
    const dev = (template: string) => JSON.parse(readFileSync(path.join(create, `template-${template}/package.json`), 'utf8')).devDependencies;
    assert.equal(dev('vue-ts')['@rsbuild/plugin-vue'], '^2.0.1');
    assert.equal(dev('preact-ts')['@rsbuild/plugin-preact'], '^2.1.0');
    assert.equal(dev('svelte-ts')['@rsbuild/plugin-svelte'], '^2.0.1');
  });
});

// Round 57, npm 11.19.1 on 2026-12-06: this machine's registry gave `latest` 1.2.9, 1.7.2, 1.1.2 and
// 1.6.4 for plugin-vue, -preact, -svelte and -less and listed no 2.x release of them, yet it also
// holds create-rsbuild 2.2.5 (templates: plugin-vue ^2.0.1, plugin-preact ^2.1.0, plugin-svelte
// ^2.0.1) and @modern-js/builder 3.9.2 (`npm view @modern-js/builder@3.9.2 dependencies`:
// "@rsbuild/plugin-less": "2.0.1"), so it lacks those 2.x releases and its `latest` tags of these
// four are no evidence of npm's. The page no longer gives a `latest` column; it names the 2.x
// releases that are known. `npm view @rsbuild/<name>@<version> peerDependencies` gave
// { "@rsbuild/core": "^2.0.0" } for plugin-react 2.1.1, plugin-sass 2.0.1, plugin-babel 2.1.0 and
// plugin-svgr 2.0.5.
describe('Upgrade Rsbuild › Upgrade within 1.x (the 2.x lines)', () => {
  test('the table lists the 1.x releases the page was checked with; the page names the known 2.x releases and keeps @1 for every package', () => {
    const create = path.join(rsbuildV1Dir, 'node_modules/create-rsbuild');
    const dev = (template: string) => JSON.parse(readFileSync(path.join(create, `template-${template}/package.json`), 'utf8')).devDependencies;
    assert.deepEqual([dev('vue-js')['@rsbuild/plugin-vue'], dev('preact-js')['@rsbuild/plugin-preact'], dev('svelte-js')['@rsbuild/plugin-svelte']], ['^2.0.1', '^2.1.0', '^2.0.1']);
    const expected = {
      en: ['| Package | 1.x release checked |\n| --- | --- |\n| `@rsbuild/core` | 1.7.6 |\n', 'a newer 1.x release may exist by the time you read it, and `@1` picks it up', 'It was checked with `@rsbuild/core` 1.7.6.', '(to 2.3.5 when this page was checked)', 'Four more have 2.x releases as well: `@modern-js/builder` 3.9.2 depends on `@rsbuild/plugin-less` 2.0.1', 'keep the `@1` for every package', 'the `latest` tag is already on that line, with releases such as 2.3.5, 2.1.1, 2.0.1, 2.1.0 and 2.0.5'],
      zh: ['| 包 | 验证所用的 1.x 版本 |\n| --- | --- |\n| `@rsbuild/core` | 1.7.6 |\n', '你阅读时可能已有更新的 1.x 版本，`@1` 会自动选用它', '本文基于 `@rsbuild/core` 1.7.6 验证。', '（验证本文时为 2.3.5）', '另外四个包同样发布了 2.x 版本：`@modern-js/builder` 3.9.2 依赖 `@rsbuild/plugin-less` 2.0.1', '每个包都请带上 `@1`', '的 `latest` 标签已经落在这条版本线上，对应的版本有 2.3.5、2.1.1、2.0.1、2.1.0 和 2.0.5 等'],
    };
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/basic/upgrade-rsbuild', lang);
      for (const literal of expected[lang]) assert.ok(text.includes(literal), `${lang}: ${literal}`);
      // The old column and the sentence that rested on it are gone.
      assert.ok(!text.includes('| `@rsbuild/plugin-less` | 1.6.4 | 1.6.4 |'), lang);
      assert.ok(!text.includes('`latest` tag on npm') && !text.includes('npm 上的 `latest` 标签'), lang);
      assert.ok(!text.includes('is still on 1.x') && !text.includes('目前还停留在 1.x'), lang);
      // Round 71: no sentence says which 1.x release is the newest on npm; the page names the releases it was checked with.
      assert.ok(!text.includes('newest 1.x releases of the official packages when this page was written') && !text.includes('各官方包最新的 1.x 版本如下'), lang);
      assert.ok(!text.includes('at the time of writing') && !text.includes('撰写本文时'), lang);
    }
  });
});

describe('Upgrade Rsbuild › Lock files', () => {
  test('@rsbuild/core 1.7.6 depends on @rspack/core ~1.7.10', () => {
    assert.equal(manifest('@rsbuild/core').dependencies['@rspack/core'], '~1.7.10');
  });
  // npm installs one copy only when a version satisfies both ranges (a run of
  // `npm install --package-lock-only` with "@rspack/core": "1.7.3" beside @rsbuild/core 1.7.6 nested
  // a second copy under node_modules/@rsbuild/core/node_modules); the registry is not reachable here,
  // so this checks the ranges with npm's semver and the single copy of tools/rsbuild-v1's lock file.
  test('the same minor is not enough: an exact 1.7.3 is outside ~1.7.10; a ~1.7.10 entry shares one copy', () => {
    const semver = createRequire(path.join(rsbuildV1Dir, 'package.json'))('semver') as { satisfies: (version: string, range: string) => boolean };
    const range = manifest('@rsbuild/core').dependencies['@rspack/core'];
    assert.equal(semver.satisfies('1.7.3', range), false);
    assert.equal(semver.satisfies('1.7.9', range), false);
    assert.equal(semver.satisfies('1.7.10', range), true);
    assert.equal(semver.satisfies('1.8.0', range), false);
    const lock = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'package-lock.json'), 'utf8')).packages as Record<string, { version: string }>;
    const copies = Object.keys(lock).filter((key) => key.endsWith('node_modules/@rspack/core'));
    assert.deepEqual(copies, ['node_modules/@rspack/core']);
    assert.equal(semver.satisfies(lock['node_modules/@rspack/core'].version, range), true);
  });
});

describe('Upgrade Rsbuild › Read the changelog', () => {
  test('the installed official plugins are developed in the Rsbuild repository, under packages/plugin-*', () => {
    for (const name of ['react', 'vue', 'preact', 'solid', 'svelte', 'sass', 'less', 'stylus', 'babel', 'svgr']) {
      const { repository } = manifest(`@rsbuild/plugin-${name}`);
      assert.equal(repository.url, 'https://github.com/web-infra-dev/rsbuild', name);
      assert.equal(repository.directory, `packages/plugin-${name}`, name);
    }
  });
});

describe('Upgrade Rsbuild › Check after upgrading', () => {
  test('a deprecated option is reported with warn before the build starts, the option still works, and the size table follows', () => {
    assert.equal(build.code, 0, build.output);
    const warning = build.output.search(/warn\s+\[rsbuild:config\] The "source\.alias" config is deprecated, use "resolve\.alias" instead\./);
    assert.ok(warning >= 0, build.output);
    assert.ok(warning < build.output.indexOf('build started'), build.output);
    assert.match(build.output, /File \(web\)\s+Size\s+Gzip/);
    assert.match(build.output, /Total:/);
  });
  test('source.aliasStrategy is reported too; performance.bundleAnalyze prints nothing and still writes its report', () => {
    assert.equal(build.code, 0, build.output);
    const warning = build.output.search(/warn\s+\[rsbuild:config\] The "source\.aliasStrategy" config is deprecated, use "resolve\.aliasStrategy" instead\./);
    assert.ok(warning >= 0 && warning < build.output.indexOf('build started'), build.output);
    assert.equal(build.output.match(/deprecated/g)?.length, 2, build.output);
    assert.doesNotMatch(build.output, /bundleAnalyze/);
    assert.ok(existsSync(path.join(projectDir, 'dist/report-web.html')));
  });
  test('inspect --output ../rsbuild-inspect/before writes into the project root: rsbuild.config.mjs and rspack.config.web.mjs with one environment', () => {
    assert.equal(inspect.code, 0, inspect.output);
    assert.deepEqual(listFiles(path.join(projectDir, 'rsbuild-inspect/before')), ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
  });
  test('with no environments the Rspack config is named after output.target: rspack.config.node.mjs, rspack.config.webWorker.mjs', () => {
    assert.deepEqual(nodeTargetInspected, ['rsbuild.config.mjs', 'rspack.config.node.mjs']);
    assert.deepEqual(workerTargetInspected, ['rsbuild.config.mjs', 'rspack.config.webWorker.mjs']);
  });
  test('inspect with several environments writes both configs once per environment', () => {
    assert.deepEqual(multiEnvInspected, ['rsbuild.config.node.mjs', 'rsbuild.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs']);
  });
});

describe('Upgrade Rsbuild › Moving to Rsbuild 2', () => {
  test('1.7.6 runs on Node.js >=18.12.0; Rsbuild 2 requires ^20.19.0 || >=22.12.0', () => {
    assert.equal(manifest('@rsbuild/core').engines.node, '>=18.12.0');
    assert.equal(v2Manifest('@rsbuild/core').engines.node, '^20.19.0 || >=22.12.0');
  });
  test('1.x declares source.alias, source.aliasStrategy and performance.bundleAnalyze; Rsbuild 2 declares none of them', () => {
    const v1 = optionNames(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/config.d.ts'));
    const v2 = optionNames(path.join(v2Dir, 'dist/types/config.d.ts'));
    assert.ok(v1.source.includes('alias') && v1.source.includes('aliasStrategy') && v1.performance.includes('bundleAnalyze'));
    assert.ok(v2.source.includes('define') && !v2.source.includes('alias') && !v2.source.includes('aliasStrategy'), v2.source.join(', '));
    assert.ok(v2.performance.includes('buildCache'), v2.performance.join(', '));
    assert.ok(!v2.performance.includes('bundleAnalyze'), v2.performance.join(', '));
  });
  test('Rsbuild 2 ignores a leftover source.alias without a warning, and the import fails to resolve', () => {
    assert.notEqual(v2Build.code, 0, v2Build.output);
    assert.doesNotMatch(v2Build.output, /deprecated/);
    assert.match(v2Build.output, /Can't resolve '@\/message'/);
  });
});

// Round 23: claims that had no test of their own.
describe('Upgrade Rsbuild › Upgrade within 1.x (every 1.x plugin)', () => {
  test('every installed 1.x plugin accepts @rsbuild/core 1.7.6; plugin-type-check too declares ^1.0.0 || ^2.0.0-0', () => {
    const semver = createRequire(path.join(rsbuildV1Dir, 'package.json'))('semver') as { satisfies: (version: string, range: string) => boolean };
    for (const name of ['react', 'vue', 'preact', 'solid', 'svelte', 'sass', 'less', 'stylus', 'babel', 'svgr', 'type-check']) {
      const range = manifest(`@rsbuild/plugin-${name}`).peerDependencies['@rsbuild/core'];
      assert.equal(semver.satisfies('1.7.6', range), true, `${name}: ${range}`);
    }
    assert.equal(manifest('@rsbuild/plugin-type-check').peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
  });
});

describe('Upgrade Rsbuild › Check after upgrading (the quoted warning and the types)', () => {
  test('the warning is printed exactly as quoted: warn, four spaces, [rsbuild:config] …', () => {
    assert.ok(build.output.includes('\nwarn    [rsbuild:config] The "source.alias" config is deprecated, use "resolve.alias" instead.\n'), build.output);
  });
  test('the 1.7.6 types mark the three options @deprecated; bundleAnalyze points to Rsdoctor', () => {
    const dts = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/config.d.ts'), 'utf8');
    assert.match(dts, /@deprecated Use Rsdoctor instead\.\n\s*\*\/\n\s*bundleAnalyze\?:/);
    assert.match(dts, /@deprecated Use `resolve\.alias` instead\.\n[^\n]*\n\s*\*\/\n\s*alias\?:/);
    assert.match(dts, /@deprecated Use `resolve\.aliasStrategy` instead\.\n[^\n]*\n\s*\*\/\n\s*aliasStrategy\?:/);
  });
  test('@rsbuild/core 1.7.6 exports @rsbuild/core/types', () => {
    assert.ok(Object.keys(manifest('@rsbuild/core').exports).includes('./types'));
  });
  test('inspect with one named environment: rsbuild.config.mjs and rspack.config.<environment>.mjs', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('one environment');\n" }, 'upgrade-one-env');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', environments: { client: {} } } });
    await rsbuild.inspectConfig({ mode: 'production', outputPath: '../rsbuild-inspect/before', writeToDisk: true });
    assert.deepEqual(listFiles(path.join(dir, 'rsbuild-inspect/before')), ['rsbuild.config.mjs', 'rspack.config.client.mjs']);
  });
});

describe('Upgrade Rsbuild › Moving to Rsbuild 2 (all three removed options)', () => {
  test('Rsbuild 2 ignores source.aliasStrategy and performance.bundleAnalyze silently: the build passes, no warning, no report', async () => {
    const dir = makeProject(
      {
        'rsbuild.config.mjs': "export default { source: { aliasStrategy: 'prefer-tsconfig' }, performance: { bundleAnalyze: {} } };\n",
        'src/index.js': "console.log('rsbuild 2');\n",
      },
      'upgrade-v2-removed',
    );
    const result = await buildMerged(path.join(v2Dir, 'bin/rsbuild.js'), dir);
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /^Rsbuild v2\./);
    assert.doesNotMatch(result.output, /warn|deprecated|aliasStrategy|bundleAnalyze/, result.output);
    assert.ok(!listFiles(path.join(dir, 'dist')).some((file) => file.startsWith('report')), listFiles(path.join(dir, 'dist')).join(', '));
  });
});

// Round 25: the reason the page gives for ../rsbuild-inspect.
describe('Upgrade Rsbuild › Check after upgrading (where the inspect output survives)', () => {
  test('the next build removes inspect output left in dist (dist/.rsbuild by default) but keeps ../rsbuild-inspect/before', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('inspect then build');\n" }, 'upgrade-inspect-build');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.inspectConfig({ mode: 'production', writeToDisk: true });
    await rsbuild.inspectConfig({ mode: 'production', outputPath: '../rsbuild-inspect/before', writeToDisk: true });
    assert.deepEqual(listFiles(path.join(dir, 'dist')), ['.rsbuild/rsbuild.config.mjs', '.rsbuild/rspack.config.web.mjs']);
    const { errors } = await withNodeEnv('production', () => buildProject(dir));
    assert.deepEqual(errors, []);
    assert.ok(!existsSync(path.join(dir, 'dist/.rsbuild')), listFiles(path.join(dir, 'dist')).join(', '));
    assert.deepEqual(listFiles(path.join(dir, 'rsbuild-inspect/before')), ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
  });
});

// Round 31: going back to an older version. With npm 11.19.1, `npm install -D @rsbuild/core@1.6.0
// --package-lock-only` wrote "^1.6.0" to package.json (1.6.0 only in the lock file), and with
// --save-exact it wrote "1.6.0". The registry is not reachable from CI, so this checks the two
// npm settings that decide it, without any npmrc or npm_config_* variable.
describe('Upgrade Rsbuild › Check after upgrading (going back to an exact version)', () => {
  test('npm saves a caret range unless --save-exact: save-exact is false and save-prefix is ^ by default', () => {
    const dir = makeProject({ 'package.json': '{ "name": "my-app", "version": "1.0.0" }\n', 'user.npmrc': '', 'global.npmrc': '' }, 'upgrade-save-exact');
    // Neither the user's nor the global npmrc of the machine takes part.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)));
    const get = (key: string) => execFileSync('npm', ['config', 'get', key, '--userconfig', path.join(dir, 'user.npmrc'), '--globalconfig', path.join(dir, 'global.npmrc')], { cwd: dir, env, encoding: 'utf8' }).trim();
    assert.equal(get('save-exact'), 'false');
    assert.equal(get('save-prefix'), '^');
  });
});

// Round 36: running inspect a second time into the same folder.
describe('Upgrade Rsbuild › Check after upgrading (inspect into a folder that already has the files)', () => {
  test('a second inspect into the same folder keeps the old rspack.config.web.mjs and writes rspack.config.web.<timestamp>.mjs; rsbuild.config.mjs is overwritten', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('inspect twice');\n" }, 'upgrade-inspect-twice');
    const { createRsbuild } = await rsbuildCore();
    const inspectWith = async (title: string) => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', html: { title } } });
      await rsbuild.inspectConfig({ mode: 'production', outputPath: '../rsbuild-inspect/after', writeToDisk: true });
    };
    await inspectWith('first run');
    await inspectWith('second run');
    const out = path.join(dir, 'rsbuild-inspect/after');
    const files = listFiles(out);
    assert.equal(files.length, 3, files.join(', '));
    assert.equal(files[0], 'rsbuild.config.mjs');
    assert.match(files[1], /^rspack\.config\.web\.\d{13}\.mjs$/);
    assert.equal(files[2], 'rspack.config.web.mjs');
    assert.match(readFileSync(path.join(out, 'rsbuild.config.mjs'), 'utf8'), /second run/);
    assert.match(readFileSync(path.join(out, 'rspack.config.web.mjs'), 'utf8'), /first run/);
    assert.match(readFileSync(path.join(out, files[1]), 'utf8'), /second run/);
  });
});
