// guide/advanced/alias: tsconfig paths, resolve.alias values, strategies, `$`, arrays, `false`
// and the function form, each proven by which marker string ends up in the bundle.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { makeProject, outputFile, rsbuildCore } from './harness';

const files = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'], '@lib/*': ['./src/lib-a/*'], '@utils/*': ['./src/utils/*'] } } }),
  'src/components/Button.ts': "export const button = 'marker-button-via-paths';\n",
  'src/lib-a/format.ts': "export const format = 'marker-lib-a';\n",
  'src/lib-b/format.ts': "export const format = 'marker-lib-b';\n",
  'src/utils/date.ts': "export const date = 'marker-utils-date';\n",
  'src/shims/date-fns.ts': "export const shim = 'marker-exact-shim';\n",
  'node_modules_local/date-fns/format.js': "export const real = 'marker-real-subpath';\n",
  'src/theme-custom/colors.ts': "export const colors = 'marker-theme-custom';\n",
  'src/theme-default/colors.ts': "export const colors = 'marker-theme-default';\n",
  'src/theme-default/spacing.ts': "export const spacing = 'marker-theme-default-spacing';\n",
  'src/index.ts': `import { button } from '@/components/Button';
import { format } from '@lib/format';
import { date } from '@utils/date';
import { shim } from 'date-fns';
import { real } from 'date-fns/format';
import { colors } from '@theme/colors';
import { spacing } from '@theme/spacing';
import * as optional from 'optional-native-module';
import { viaFunction } from '@fn/value';
console.log(button, format, date, shim, real, colors, spacing, Object.keys(optional).length, viaFunction);
`,
  'src/fn/value.ts': "export const viaFunction = 'marker-function-form';\n",
};

describe('Path aliases', () => {
  const dir = makeProject(files, 'alias');
  let js: string;
  let swcHelpersAlias: unknown;
  let functionSawDefault = false;

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        source: { entry: { index: './src/index.ts' } },
        mode: 'development',
        resolve: {
          alias: (alias) => {
            functionSawDefault = '@swc/helpers' in alias;
            alias['@lib'] = './src/lib-b';
            alias['date-fns$'] = './src/shims/date-fns.ts';
            alias['date-fns'] = './node_modules_local/date-fns';
            alias['@theme'] = ['./src/theme-custom', './src/theme-default'];
            alias['optional-native-module'] = false;
            alias['@fn'] = './src/fn';
          },
        },
      },
    });
    const [config] = await rsbuild.initConfigs();
    swcHelpersAlias = (config.resolve?.alias as Record<string, unknown>)['@swc/helpers'];
    await rsbuild.build();
    js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
  });

  test('tsconfig.json paths are read by the build without any config', () => {
    assert.match(js, /marker-button-via-paths/);
  });

  test('Rsbuild 1.7.6 has one default alias, @swc/helpers, and a function receives it', () => {
    assert.equal(typeof swcHelpersAlias, 'string');
    assert.match(String(swcHelpersAlias), /@swc[\\/]helpers/);
    assert.ok(functionSawDefault);
  });

  test('prefer-tsconfig (the default): a paths match wins over resolve.alias with the same key', () => {
    assert.match(js, /marker-lib-a/);
    assert.doesNotMatch(js, /marker-lib-b/);
    assert.match(js, /marker-utils-date/);
  });

  test('a key ending in $ matches only the bare name; subpaths use the other key', () => {
    assert.match(js, /marker-exact-shim/);
    assert.match(js, /marker-real-subpath/);
  });

  test('an array falls back to the next folder when the first lacks the file', () => {
    assert.match(js, /marker-theme-custom/);
    assert.doesNotMatch(js, /marker-theme-default'/);
    assert.match(js, /marker-theme-default-spacing/);
  });

  test('false replaces a module with an empty one, and a function can change the map in place', () => {
    assert.match(js, /marker-function-form/);
  });
});

describe('Path aliases: prefer-alias', () => {
  test('with prefer-alias, resolve.alias wins and tsconfig paths are ignored entirely (module not found)', async () => {
    const dir = makeProject(
      {
        ...files,
        'src/index.ts': "import { format } from '@lib/format';\nimport { date } from '@utils/date';\nconsole.log(format, date);\n",
      },
      'alias-prefer',
    );
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        source: { entry: { index: './src/index.ts' } },
        resolve: { aliasStrategy: 'prefer-alias', alias: { '@lib': './src/lib-b' } },
      },
    });
    const errors: string[] = [];
    rsbuild.onAfterBuild(({ stats }) => {
      errors.push(...(stats?.toJson({ all: false, errors: true }).errors ?? []).map((e) => e.message));
    });
    await assert.rejects(rsbuild.build());
    const text = errors.join('\n');
    assert.match(text, /Can't resolve '@utils\/date'/);
    assert.doesNotMatch(text, /Can't resolve '@lib/);
  });

  test("a bare value such as 'src' is read as a package name: Cannot find module … for matched aliased key", async () => {
    const dir = makeProject({ 'src/utils.ts': 'export const u = 1;\n', 'src/index.ts': "import { u } from '@/utils';\nconsole.log(u);\n" }, 'alias-bare');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { source: { entry: { index: './src/index.ts' } }, resolve: { alias: { '@': 'src' } } } });
    const errors: string[] = [];
    rsbuild.onAfterBuild(({ stats }) => {
      errors.push(...(stats?.toJson({ all: false, errors: true }).errors ?? []).map((e) => e.message));
    });
    await assert.rejects(rsbuild.build());
    assert.match(errors.join('\n'), /Cannot find module '@\/utils' for matched aliased key '@'/);
  });
});
