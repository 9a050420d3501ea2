// How a query becomes clauses and which index words each of its words stands for
// (theme/search/matching.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadIndex } from '../../theme/search/loadIndex';
import { clauseQuality, markTerms, oneEditApart, parseQuery, prepare } from '../../theme/search/matching';

describe('the query', () => {
  test('synonyms become choices, lone Chinese characters next to other words are dropped', () => {
    assert.deepEqual(parseQuery('env vars'), [
      { alternatives: [['env'], ['environment']] },
      { alternatives: [['vars'], ['variables']] },
    ]);
    assert.deepEqual(parseQuery('ssr'), [{ alternatives: [['ssr'], ['server', 'side', 'rendering']] }]);
    assert.deepEqual(parseQuery('hot module replacement'), [
      { alternatives: [['hmr'], ['hot', 'module', 'replacement'], ['hot', 'reload']] },
    ]);
    assert.deepEqual(parseQuery('从 webpack 迁移'), [{ alternatives: [['webpack']] }, { alternatives: [['迁移']] }]);
  });

  test('a lone Chinese character alone is kept; repeated words count once', () => {
    assert.deepEqual(parseQuery('包'), [{ alternatives: [['包']] }]);
    assert.deepEqual(parseQuery('dist dist'), [{ alternatives: [['dist']] }]);
    assert.deepEqual(parseQuery('  '), []);
  });

  test('one edit apart: insert, delete, replace, swap', () => {
    assert.ok(oneEditApart('tailwnd', 'tailwind'));
    assert.ok(oneEditApart('proxxy', 'proxy'));
    assert.ok(oneEditApart('polyfell', 'polyfill'));
    assert.ok(oneEditApart('exetrnals', 'externals'));
    assert.ok(!oneEditApart('tailwnd', 'tailwindcss'));
    assert.ok(!oneEditApart('proxy', 'proxy'));
  });
});

describe('words matched', () => {
  const index = loadIndex({
    version: 3,
    pages: [
      ['/config/output/dist-path', 'Config', 'output.distPath', [['externals', 2, 'Externals']]],
      ['/guide/advanced/ssr', 'Guide', 'Server side rendering', []],
    ],
    postings: { folder: '0', 构: '0', 建: '0' },
  });

  test('a word stands for itself, the words it begins, and from five letters words one edit away', () => {
    const prepared = prepare(index, 'dist exetrnals');
    assert.deepEqual([...prepared.matches.get('dist')!], [
      ['dist', 1],
      ['distpath', 0.7],
    ]);
    assert.deepEqual([...prepared.matches.get('exetrnals')!], [['externals', 0.5]]);
    assert.equal(prepared.joined, 'distexetrnals');
    assert.deepEqual([...prepare(index, 'fold').matches.get('fold')!], [['folder', 0.7]]);
    assert.deepEqual([...prepare(index, 'fodler').matches.get('fodler')!], [['folder', 0.5]]);
    assert.deepEqual([...prepare(index, 'd').matches.get('d')!], [], 'no prefixes of one letter');
  });

  test('a Chinese pair stands only for itself, even when the index holds only its characters', () => {
    assert.deepEqual([...prepare(index, '构建').matches.get('构建')!], [['构建', 1]]);
  });

  test('a clause matches a set of words as well as its best alternative, an alternative as its worst word', () => {
    const prepared = prepare(index, 'dist');
    const [clause] = prepared.clauses;
    assert.equal(clauseQuality(prepared, clause, new Set(['dist'])), 1);
    assert.equal(clauseQuality(prepared, clause, new Set(['distpath', 'output'])), 0.7);
    assert.equal(clauseQuality(prepared, clause, new Set(['output'])), 0);
    const synonyms = prepare(index, 'ssr');
    assert.equal(clauseQuality(synonyms, synonyms.clauses[0], new Set(['server', 'side'])), 0);
    assert.equal(clauseQuality(synonyms, synonyms.clauses[0], new Set(['server', 'side', 'rendering'])), 1);
    assert.equal(clauseQuality(synonyms, synonyms.clauses[0], new Set(['ssr'])), 1);
    const prefixes = prepare(index, 'serv side');
    assert.equal(clauseQuality(prefixes, prefixes.clauses[0], new Set(['server'])), 0.7);
  });

  test('marked in results: the query words, its Chinese runs, and the words its typos stand for', () => {
    assert.deepEqual(markTerms(prepare(index, 'exetrnals'), 'exetrnals'), ['exetrnals', 'externals']);
    assert.deepEqual(markTerms(prepare(index, 'dist'), 'dist'), ['dist']);
    assert.deepEqual(markTerms(prepare(index, '产物目录'), '产物目录'), ['产物', '物目', '目录', '产物目录']);
  });
});
