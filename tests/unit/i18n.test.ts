import assert from 'node:assert/strict';
import { test } from 'node:test';
import { i18nSource, toI18nSource } from '../../site/locales';
import { type UiTexts, dictionaries } from '../../common/i18n/dictionaries';
import { fillText } from '../../common/i18n/fillText';
import { lookUpText } from '../../theme/i18n/textLookup';
import type { useUiText } from '../../theme/i18n/useUiText';

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

test('a text is found where its section is delivered, and its {{names}} are filled', () => {
  const sources = {
    everyPage: (key: string) => (key === 'newTab' ? '(opens in a new tab)' : `framework:${key}`),
    homePage: { hero: { primaryText: 'Get Started' }, benchmark: { source: 'Measured on {{date}} with {{runs}} runs.' } },
    searchModal: { modal: { footer: { closeText: 'to close' } } },
  };
  assert.equal(lookUpText('newTab', undefined, sources), '(opens in a new tab)');
  assert.equal(lookUpText('home.hero.primaryText', undefined, sources), 'Get Started');
  assert.equal(lookUpText('home.benchmark.source', { date: '2026-11-26', runs: '5' }, sources), 'Measured on 2026-11-26 with 5 runs.');
  assert.deepEqual(lookUpText('search.modal.footer', undefined, sources), { closeText: 'to close' });
  assert.equal(fillText('{{missing}} stays named'), 'missing stays named');
  assert.throws(() => lookUpText('home.hero.primaryText', undefined, { ...sources, homePage: undefined }), /UI text "home\.hero\.primaryText" comes with the home page, which is not here/);
  assert.throws(() => lookUpText('search.placeholder', undefined, { ...sources, searchModal: undefined }), /comes with the search modal, which is not here/);
  assert.throws(() => lookUpText('site.title', undefined, sources), /UI text "site\.title" is used at build time only/);
  assert.throws(() => lookUpText('home.hero.nothing', undefined, sources), /UI text "home\.hero\.nothing" not found/);
});

test('useUiText() takes every key a component may show, typed (the README example among them)', () => {
  // Type-level: `npx tsc -p .` fails when a line below stops type-checking or an expected error disappears.
  const t = ((key: string, values?: Record<string, string>) =>
    lookUpText(key, values, {
      everyPage: (key: string) => `every page: ${key}`,
      homePage: dictionaries.en.home,
      searchModal: dictionaries.en.search,
    })) as ReturnType<typeof useUiText>;
  const primary: string = t('home.hero.primaryText');
  const own: string = t('announcement.message');
  const framework: string = t('openInText');
  const modal: UiTexts['search']['modal'] = t('search.modal');
  // Never called: these lines are here for the type-check only.
  const keysThatMustNotTypeCheck = () => [
    // @ts-expect-error build-time texts are not for components
    t('site.title'),
    // @ts-expect-error a key no dictionary has
    t('home.hero.tertiaryText'),
    // @ts-expect-error a group of texts delivered as flat keys cannot be taken whole
    t('overview'),
  ];
  assert.equal(typeof keysThatMustNotTypeCheck, 'function');
  assert.equal(primary, 'Get Started');
  assert.equal(own, 'every page: announcement.message');
  assert.equal(framework, 'every page: openInText');
  assert.equal(modal.footer.closeText, 'to close');
});
