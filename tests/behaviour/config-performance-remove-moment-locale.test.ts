// docs/{en,zh}/config/performance/remove-moment-locale: what @rsbuild/core 1.7.6 adds for the option
// and what it keeps out of the bundle. Moment itself is not installed in tools/rsbuild-v1, so the
// project carries a stand-in package named moment (aliased) whose loadLocale() makes the same
// dynamic require('./locale/' + name) through an aliased require as moment.js 2.x does, plus a
// package of another name that makes the same request and one whose folder ends in moment
// (react-moment). One production build, an environment
// with the option off and one with the page's sample.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, makeProject, pageSamples, pageText, readText, withNodeEnv } from './harness';

const page = 'config/performance/remove-moment-locale';
const loader = (name: string) => `var locales = {};
function loadLocale(name) {
  if (locales[name] === undefined && typeof module !== 'undefined' && module && module.exports) {
    try {
      var aliasedRequire = require;
      aliasedRequire('./locale/' + name);
    } catch (e) {
      locales[name] = null;
    }
  }
  return locales[name];
}
module.exports = { name: '${name}', loadLocale: loadLocale, defineLocale: function (name, text) { locales[name] = text; } };
`;
const files = {
  'vendor/moment/package.json': '{ "name": "moment", "main": "./moment.js" }\n',
  'vendor/moment/moment.js': loader('moment'),
  'vendor/moment/locale/fr.js': "require('../moment').defineLocale('fr', 'MOMENT-FR janvier');\n",
  'vendor/moment/locale/de.js': "require('../moment').defineLocale('de', 'MOMENT-DE Januar');\n",
  'vendor/other-dates/package.json': '{ "name": "other-dates", "main": "./index.js" }\n',
  'vendor/other-dates/index.js': loader('other-dates'),
  'vendor/other-dates/locale/fr.js': "require('../index').defineLocale('fr', 'OTHER-FR janvier');\n",
  'vendor/react-moment/package.json': '{ "name": "react-moment", "main": "./index.js" }\n',
  'vendor/react-moment/index.js': loader('react-moment'),
  'vendor/react-moment/locale/fr.js': "require('../index').defineLocale('fr', 'REACT-MOMENT-FR janvier');\n",
  'src/index.js': `import moment from 'moment';
import 'moment/locale/fr';
import other from 'other-dates';
import reactMoment from 'react-moment';
window.result = { fr: moment.loadLocale('fr'), de: moment.loadLocale('de'), otherFr: other.loadLocale('fr'), reactMomentFr: reactMoment.loadLocale('fr') };
`,
};

describe('performance.removeMomentLocale', () => {
  const dir = makeProject(files, 'remove-moment-locale');
  const ignorePlugins: Record<string, unknown[]> = {};
  const script = (environment: string) => readText(path.join(dir, 'dist', environment), 'static/js/index.js');
  const run = (environment: string) => {
    const page: Record<string, any> = {};
    page.window = page;
    page.self = page;
    vm.runInNewContext(script(environment), page);
    return { ...page.result } as Record<string, string | null>;
  };

  before(async () => {
    const sampleFile = path.join(dir, 'sample.config.ts');
    writeFileSync(sampleFile, pageSamples(page, 'en')[0]);
    const sample: RsbuildConfig = (await import(pathToFileURL(sampleFile).href)).default;
    assert.deepEqual(sample, { performance: { removeMomentLocale: true } });
    const readPlugins: RsbuildPlugin = {
      name: 'read-ignore-plugins',
      setup(api) {
        api.modifyRspackConfig({
          order: 'post',
          handler: (config, { environment }) => {
            ignorePlugins[environment.name] = (config.plugins ?? []).filter((plugin: any) => plugin?.name === 'IgnorePlugin').map((plugin: any) => plugin._args[0]);
          },
        });
      },
    };
    const base: RsbuildConfig = {
      resolve: { alias: { moment: path.join(dir, 'vendor/moment'), 'other-dates': path.join(dir, 'vendor/other-dates'), 'react-moment': path.join(dir, 'vendor/react-moment') } },
      output: { filenameHash: false },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      plugins: [readPlugins],
    };
    const { errors } = await withNodeEnv('production', () =>
      buildProject(dir, {
        ...base,
        mode: 'production',
        environments: {
          off: { output: { distPath: { root: 'dist/off' } } },
          on: { ...sample, output: { distPath: { root: 'dist/on' } } },
        },
      }),
    );
    assert.deepEqual(errors, []);
  });

  test("with the option on, Rsbuild adds IgnorePlugin with resourceRegExp /^\\.\\/locale$/ and contextRegExp /moment$/; off, none", () => {
    assert.deepEqual(ignorePlugins.off, []);
    assert.equal(ignorePlugins.on.length, 1);
    assert.deepEqual(ignorePlugins.on[0], { resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ });
  });

  test("without it, the dynamic require('./locale/' + name) bundles every locale file", () => {
    assert.ok(script('off').includes('MOMENT-DE Januar'));
    assert.deepEqual(run('off'), { fr: 'MOMENT-FR janvier', de: 'MOMENT-DE Januar', otherFr: 'OTHER-FR janvier', reactMomentFr: 'REACT-MOMENT-FR janvier' });
  });

  test('with the sample, the locales moment requests dynamically are gone and loading one does not throw', () => {
    assert.ok(!script('on').includes('MOMENT-DE Januar'));
    assert.equal(run('on').de, null);
  });

  test('a locale file imported directly stays, and the same request from another package is not affected', () => {
    assert.equal(run('on').fr, 'MOMENT-FR janvier');
    assert.equal(run('on').otherFr, 'OTHER-FR janvier');
  });

  test("the same request from a package whose folder merely ends in moment (react-moment) is ignored too", () => {
    assert.ok(!script('on').includes('REACT-MOMENT-FR janvier'));
    assert.equal(run('on').reactMomentFr, null);
    assert.ok(!pageText(page, 'en').includes('nothing else in your code is affected'));
    assert.ok(!pageText(page, 'zh').includes('不会影响你代码中的其他部分'));
  });

  test('the page no longer says Moment falls back to English', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(!en.includes('falls back to its built-in English locale'));
    assert.ok(en.includes('it keeps the locale that was active before. That is English unless another locale file was imported'));
    assert.ok(!zh.includes('回退到内置的英文'));
    assert.ok(zh.includes('而是继续使用之前生效的语言。如果没有导入过其他语言包，这就是英文'));
  });
});
