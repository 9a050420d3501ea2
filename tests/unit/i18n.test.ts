import assert from 'node:assert/strict';
import { test } from 'node:test';
import { i18nSource, toI18nSource } from '../../site/locales';
import { dictionaries } from '../../theme/i18n/dictionaries';
import { fillText, textAt } from '../../theme/i18n/fillText';

test('nested dictionaries become the framework’s dotted keys, one entry per language', () => {
  const source = toI18nSource(
    {
      en: { outlineTitle: 'ON THIS PAGE', home: { hero: { primaryText: 'Get Started' } }, site: { title: 'Rsbuild' } },
      zh: { outlineTitle: '目录', home: { hero: { primaryText: '快速开始' } }, site: { title: 'Rsbuild' } },
    },
    ['site'],
  );
  assert.deepEqual(source, {
    outlineTitle: { en: 'ON THIS PAGE', zh: '目录' },
    'home.hero.primaryText': { en: 'Get Started', zh: '快速开始' },
  });
});

test('the site’s texts reach the framework, build-time sections stay out', () => {
  assert.deepEqual(i18nSource['overview.filterNameText'], { en: 'Filter', zh: '筛选' });
  // The home page's texts come with the home page's own data, not with every page.
  assert.equal(i18nSource['home.benchmark.metrics.hmr'], undefined);
  assert.equal(i18nSource['search.placeholder'], undefined);
  assert.deepEqual(i18nSource['ecosystem.tools.rslint'], {
    en: 'A fast linter for JavaScript and TypeScript.',
    zh: '面向 JavaScript 和 TypeScript 的高速代码检查工具。',
  });
  assert.equal(i18nSource['site.description'], undefined);
  assert.equal(i18nSource['feeds.title'], undefined);
});

test('every language has every text, none empty', () => {
  const keys = (texts: object) => Object.keys(toI18nSource({ x: texts })).sort();
  assert.deepEqual(keys(dictionaries.zh), keys(dictionaries.en));
  for (const [key, byLang] of Object.entries(toI18nSource(dictionaries))) {
    for (const lang of ['en', 'zh']) assert.ok(byLang[lang]?.trim(), `${lang}: ${key}`);
  }
});

test('a text is found by its dotted key and its {{names}} are filled', () => {
  const section = { benchmark: { metrics: { hmr: 'HMR' }, source: 'Measured on {{date}} with {{runs}} runs.' } };
  assert.equal(textAt(section, 'benchmark.metrics.hmr'), 'HMR');
  assert.equal(fillText(textAt(section, 'benchmark.source'), { date: '2026-11-26', runs: '5' }), 'Measured on 2026-11-26 with 5 runs.');
  assert.equal(fillText('{{missing}} stays named'), 'missing stays named');
  assert.throws(() => textAt(section, 'benchmark.metrics'), /benchmark\.metrics/);
});
