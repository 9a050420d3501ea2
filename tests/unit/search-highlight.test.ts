// Marking matches and cutting snippets (theme/search/highlight.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { tokenize } from '../../common/search-format';
import { highlight, markPattern, snippet } from '../../theme/search/highlight';

describe('highlighting', () => {
  test('longer words are tried first, regex characters are literal, case is ignored', () => {
    assert.equal(markPattern(['dist', 'distpath', 'a.b', ''])!.source, 'distpath|dist|a\\.b');
    assert.equal(markPattern([]), undefined);
    assert.deepEqual(highlight('output.distPath and DIST', markPattern(['dist', 'distpath'])), {
      value: 'output.<mark>distPath</mark> and <mark>DIST</mark>',
      matched: true,
    });
  });

  test('custom tags; no match and no pattern leave the text escaped', () => {
    assert.deepEqual(highlight('a & b', markPattern(['b']), '<em>', '</em>'), { value: 'a &amp; <em>b</em>', matched: true });
    assert.deepEqual(highlight('"quoted" \'text\'', markPattern(['zzz'])), { value: '&quot;quoted&quot; &#39;text&#39;', matched: false });
    assert.deepEqual(highlight('<b>', undefined), { value: '&lt;b&gt;', matched: false });
  });

  test('page text and queries never become markup', () => {
    const attack = '<img src=x onerror=alert(1)>';
    const marked = highlight(`before ${attack} after`, markPattern(tokenize(attack)));
    assert.doesNotMatch(marked.value, /<img/);
    assert.equal(
      marked.value,
      'before &lt;<mark>img</mark> <mark>src</mark>=<mark>x</mark> <mark>onerror</mark>=<mark>alert</mark>(<mark>1</mark>)&gt; after',
    );
  });
});

describe('snippets', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen';

  test('about N words around the first match, a third of them before it', () => {
    assert.equal(snippet(text, markPattern(['twelve']), 5), '…eleven twelve thirteen fourteen fifteen…');
    assert.equal(snippet(text, markPattern(['one']), 5), 'one two three four five…');
    assert.equal(snippet(text, markPattern(['seventeen']), 5, '...'), '...thirteen fourteen fifteen sixteen seventeen');
  });

  test('short text and text without a match', () => {
    assert.equal(snippet('short text', markPattern(['short']), 10), 'short text');
    assert.equal(snippet(text, markPattern(['zzz']), 3), 'one two three…');
    assert.equal(snippet(text, undefined, 3), 'one two three…');
  });

  test('Chinese text counts two characters as a word', () => {
    const zh = '构建产物默认输出到目录中可以通过配置项修改输出的位置和文件名';
    assert.equal(snippet(zh, markPattern(['配置']), 5), '…以通过配置项修改输出…');
    assert.equal(snippet(zh, markPattern(['构建']), 5), '构建产物默认输出到目…');
  });
});
