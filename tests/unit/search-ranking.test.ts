// Which pages a query finds and in what order, and which paragraphs of a page show
// (theme/search/ranking.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadIndex } from '../../theme/search/loadIndex';
import { prepare } from '../../theme/search/matching';
import { bestParagraphs, rankPages } from '../../theme/search/ranking';
import { distPathSite, siteOf, type SourcePage } from './search-site';

const rank = (pages: SourcePage[], query: string) => rankPages(loadIndex(siteOf(pages).index), query).ranked;

const titled = (route: string, title: string, text = 'Some text.'): SourcePage => ({ route, source: `# ${title}\n\n${text}\n`, section: 'Guide' });

describe('ranking pages', () => {
  test('the page named by the query, then a page with a heading naming it, then a page that mentions it', () => {
    const ranked = rank(distPathSite, 'dist path');
    assert.deepEqual(
      ranked.map((entry) => [entry.page.route, entry.titleMatch, entry.headingMatches.map((section) => section.anchor)]),
      [
        ['/config/output/dist-path', true, []],
        ['/guide/basic/cli', false, ['dist-path-flag']],
        ['/config/plugins', false, []],
      ],
    );
  });

  test('every word must match somewhere on the page', () => {
    assert.deepEqual(rank(distPathSite, 'dist zzzqqq'), []);
    assert.deepEqual(rank(distPathSite, ''), []);
  });

  test('an exact word in the title beats a word it begins', () => {
    const ranked = rank([titled('/guide/distribution', 'Distribution'), titled('/guide/dist', 'Dist')], 'dist');
    assert.deepEqual(
      ranked.map((entry) => entry.page.route),
      ['/guide/dist', '/guide/distribution'],
    );
  });

  test('a short title the query fills ranks above a long one that merely contains it', () => {
    const ranked = rank([titled('/guide/b', 'Dist path of long page titles'), titled('/guide/a', 'Dist path')], 'dist path');
    assert.deepEqual(
      ranked.map((entry) => entry.page.route),
      ['/guide/a', '/guide/b'],
    );
  });

  test('a page whose slug is the query written as one word comes before an equal match', () => {
    const ranked = rank([titled('/guide/env-vars-in-depth', 'Env vars in depth'), titled('/guide/advanced/env-vars', 'Environment variables')], 'env vars');
    assert.deepEqual(
      ranked.map((entry) => entry.page.route),
      ['/guide/advanced/env-vars', '/guide/env-vars-in-depth'],
    );
  });

  test('a typo finds a page only through words one edit away, after exact matches', () => {
    const ranked = rank([titled('/guide/styling/tailwindcss', 'Tailwind CSS'), titled('/guide/styling/tailwnd', 'Tailwnd')], 'tailwnd');
    assert.deepEqual(
      ranked.map((entry) => entry.page.route),
      ['/guide/styling/tailwnd', '/guide/styling/tailwindcss'],
    );
  });
});

describe('paragraphs of a page', () => {
  const prepared = prepare(loadIndex(siteOf(distPathSite).index), 'dist path');
  const text = [['An introduction that says dist only.'], ['The dist path is here.', 'dist again'], ['A path and a dist path.'], ['path']];

  test('one per section, only those matching the most words, best first', () => {
    assert.deepEqual(bestParagraphs(prepared, text, 2), [
      { section: 1, paragraph: 'The dist path is here.', matched: 2, quality: 2 },
      { section: 2, paragraph: 'A path and a dist path.', matched: 2, quality: 2 },
    ]);
    assert.deepEqual(
      bestParagraphs(prepared, text, 1).map((entry) => entry.section),
      [1],
    );
  });

  test('when no paragraph has every word, those with the most still show', () => {
    assert.deepEqual(bestParagraphs(prepared, [['dist only'], ['nothing here']], 2), [{ section: 0, paragraph: 'dist only', matched: 1, quality: 1 }]);
    assert.deepEqual(bestParagraphs(prepared, [['nothing here']], 2), []);
  });
});
