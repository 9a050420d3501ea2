import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import vm from 'node:vm';
import { toHtml } from 'hast-util-to-html';
import type { Element, Root } from 'hast';
import {
  applyReaderVersion,
  compareVersions,
  normalizeChoice,
  packChoices,
  readerVersionInlineScript,
  unpackChoices,
  versionChoices,
  type ReaderVersionData,
} from '../../common/rsbuild-versions';
import { markText, readSections } from '../../scripts/lib/version-marks';
import {
  coreReleaseOf,
  readVersionData,
  readerVersionData,
  rehypeReaderVersionFlags,
  releasePageMdx,
  releasesOf,
  pluginReaderVersion,
  shortestUniqueEnding,
} from '../../site/reader-version';

// A docs tree with one planted option, `output.planted`, dated 1.6.0 in a copy of the real data.
const { history: realHistory } = readVersionData();
const planted = { added: '1.6.0', firstWith: '1.6.0', lastWithout: '1.5.17' };
const history = { ...realHistory, items: { ...realHistory.items, 'config:output.planted': planted } };
const docsRoot = mkdtempSync(path.join(tmpdir(), 'reader-version-'));
const pageOf = (lang: 'en' | 'zh') =>
  [
    '# output.planted',
    '',
    lang === 'en' ? '- **Type:** `string`' : '- **类型：** `string`',
    lang === 'en' ? '- **Default:** `undefined`' : '- **默认值：** `undefined`',
    markText(planted, lang),
    '',
    lang === 'en' ? 'A planted option.' : '一个埋入的选项。',
    '',
  ].join('\n');
for (const lang of ['en', 'zh'] as const) {
  mkdirSync(path.join(docsRoot, lang, 'config/output'), { recursive: true });
  writeFileSync(path.join(docsRoot, lang, 'config/output/planted.mdx'), pageOf(lang));
}
after(() => rmSync(docsRoot, { recursive: true, force: true }));

/**
 * The planted page as the Markdown compiler hands it to rehype plugins: the h1, then the list of
 * Type, Default and the version line that `markText` writes from the data.
 */
function renderPage(lang: 'en' | 'zh'): string {
  const item = (line: string): Element => {
    const [, label, rest] = /^- \*\*(.+?)\*\*\s*(.*)$/.exec(line)!;
    return { type: 'element', tagName: 'li', properties: {}, children: [{ type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: label }] }, { type: 'text', value: ` ${rest}` }] };
  };
  const lines = pageOf(lang).split('\n').filter((line) => line.startsWith('- '));
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'element', tagName: 'h1', properties: {}, children: [{ type: 'text', value: 'output.planted' }] },
      { type: 'element', tagName: 'ul', properties: {}, children: lines.map(item) },
    ],
  };
  rehypeReaderVersionFlags({ docsRoot })(tree, { path: path.join(docsRoot, lang, 'config/output/planted.mdx') });
  return toHtml(tree);
}

/** A document just large enough for `applyReaderVersion`: <html>'s attributes and one <style>. */
function fakeDocument() {
  const attributes = new Map<string, string>();
  const elements = new Map<string, { id: string; textContent: string; remove(): void }>();
  return {
    attributes,
    style: () => elements.get('rsbuild-reader-version')?.textContent ?? '',
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
    getElementById: (id: string) => elements.get(id) ?? null,
    createElement: () => {
      const element = { id: '', textContent: '', remove: () => elements.delete(element.id) };
      return element;
    },
    head: { appendChild: (element: { id: string; textContent: string; remove(): void }) => elements.set(element.id, element) },
  };
}

/** Whether a style element shows the flag of a mark that names the release `since`. */
function flagShown(style: string, since: string): boolean {
  const selectors = /\.rv-flag:is\(([^)]*)\)\{display:inline\}/.exec(style)?.[1] ?? '';
  return [...selectors.matchAll(/\[data-rsbuild-since(\^?)="([\d.]+)"\]/g)].some(([, prefix, release]) => (prefix ? since.startsWith(release) : since === release));
}
/** The routes whose links a style element marks. */
const markedLinks = (style: string) => [...new Set([...style.matchAll(/\[href\$="([^"]+)"\]/g)].map((m) => m[1]))];

function applied(choice: string, data: ReaderVersionData) {
  const document = fakeDocument();
  (globalThis as { document?: unknown }).document = document;
  try {
    applyReaderVersion(choice, data);
  } finally {
    delete (globalThis as { document?: unknown }).document;
  }
  return document;
}

describe('the reader version follows the version data', () => {
  const sections = readSections(docsRoot, 'en');
  const data = readerVersionData(history, [], sections as never);

  test('the planted option: its page is dated 1.6.0, and the control offers 1.6 and the patch releases the marks name', () => {
    // Keyed by the shortest ending no other route has: the head script of every page holds these.
    assert.equal(data.pages['/planted'], '1.6.0');
    assert.ok(data.choices.includes('1.6'));
    assert.ok(data.choices.includes('1.5.13'));
  });

  test('its version line gets a hidden flag dated 1.6.0, and its page a note under the title', () => {
    const en = renderPage('en');
    assert.match(en, /added in 1\.6\.0<span class="rv-flag" data-rsbuild-since="1\.6\.0" hidden> — not in your version \(<span class="rv-choice"><\/span>\)<\/span>/);
    assert.match(en, /<h1>output\.planted<\/h1><p class="rv-page-flag" data-rsbuild-since="1\.6\.0" hidden>Not in your version \(<span class="rv-choice"><\/span>\): this option was added in 1\.6\.0\.<\/p>/);
    const zh = renderPage('zh');
    assert.match(zh, /1\.6\.0 新增<span class="rv-flag" data-rsbuild-since="1\.6\.0" hidden>（你的版本 <span class="rv-choice"><\/span> 中没有）<\/span>/);
  });

  test('flagged for 1.5 and for 1.5.17, not for 1.6 or 1.6.0, nothing for latest', () => {
    for (const choice of ['1.5', '1.5.17']) {
      const { style, attributes } = applied(choice, data);
      assert.ok(flagShown(style(), '1.6.0'), choice);
      assert.ok(markedLinks(style()).includes('/planted'), choice);
      assert.equal(attributes.get('data-rsbuild-version'), choice);
    }
    for (const choice of ['1.6', '1.6.0']) {
      const { style } = applied(choice, data);
      assert.ok(!flagShown(style(), '1.6.0'), choice);
      assert.ok(!markedLinks(style()).includes('/planted'), choice);
    }
    const latest = applied('latest', data);
    assert.equal(latest.style(), '');
    assert.equal(latest.attributes.has('data-rsbuild-version'), false);
  });

  test('the release page lists it under 1.6.0 with its link', () => {
    const releases = releasesOf(history, [], sections as never, 'en');
    const release = releases.find((r) => r.version === '1.6.0');
    assert.deepEqual(release?.entries.find((e) => e.name === 'output.planted'), { kind: 'added', name: 'output.planted', link: '/config/output/planted' });
    const mdx = releasePageMdx(releases, 'en');
    assert.match(mdx, /<section className="rv-release" data-rsbuild-since="1\.6\.0">\n\n## 1\.6\.0 \{#v1-6-0\}\n\n(- .*\n)*- \[`output\.planted`\]\(\/config\/output\/planted\)\n/);
  });
});

describe('choices and marks', () => {
  test('versions compare by number, a minor as its .0', () => {
    assert.ok(compareVersions('1.5.10', '1.5.9') > 0);
    assert.equal(compareVersions('1.4', '1.4.0'), 0);
    assert.ok(compareVersions('1.5.7', '1.5') > 0);
  });

  test('?rsbuild= takes latest and 1.x versions only', () => {
    assert.equal(normalizeChoice('1.3'), '1.3');
    assert.equal(normalizeChoice('v1.5.3'), '1.5.3');
    assert.equal(normalizeChoice('LATEST'), 'latest');
    for (const bad of ['2.0', '1', '1.3.x', '"};body{', '', null]) assert.equal(normalizeChoice(bad), undefined, String(bad));
  });

  test('a mark part names a core release; a plugin release is not one', () => {
    assert.equal(coreReleaseOf('added in 1.5.7'), '1.5.7');
    assert.equal(coreReleaseOf("`'auto'` accepted since 1.3"), '1.3');
    assert.equal(coreReleaseOf('added in @rsbuild/plugin-sass 1.2.0'), undefined);
    assert.equal(coreReleaseOf('1.6.0 起支持 `string`'), '1.6.0');
    // What came before, in parentheses, is not the release that brought the change.
    assert.equal(coreReleaseOf('`undefined` arguments skipped since 1.6.4 (1.6.0 to 1.6.3 throw on them)'), '1.6.4');
    assert.equal(coreReleaseOf('the `Build warning:` heading since 1.3.13 or 1.3.14 (`Compile warning:` before)'), '1.3.14');
    assert.equal(coreReleaseOf('1.2.12 起输出 `built in`（1.0.12 起为 `Built in`，此前为 `Compiled in`）'), '1.2.12');
  });

  test('a page is keyed by the shortest ending of its route that no other route has', () => {
    const routes = ['/config/resolve/alias', '/guide/advanced/alias', '/config/output/emit-css', '/config/output/module', '/guide/advanced/module-federation', '/config/'];
    assert.equal(shortestUniqueEnding('/config/output/emit-css', routes), '/emit-css');
    assert.equal(shortestUniqueEnding('/config/resolve/alias', routes), '/resolve/alias');
    assert.equal(shortestUniqueEnding('/config/output/module', routes), '/module');
    // Every shorter ending is shared: the whole route.
    assert.equal(shortestUniqueEnding('/guide/advanced/alias', ['/guide/advanced/alias', '/api/advanced/alias']), '/guide/advanced/alias');
  });

  test('the control offers each minor and the patches the marks name', () => {
    const choices = versionChoices({ newest: '1.7.6', versions: ['1.1.0', '1.5.7', '1.5.13', '1.6.0'] });
    assert.deepEqual(choices, ['1.7', '1.6', '1.5.13', '1.5.7', '1.5', '1.4', '1.3', '1.2', '1.1', '1.0']);
  });

  test('the head script applies ?rsbuild= before anything else runs, and stores it', () => {
    const data: ReaderVersionData = { newest: '1.7.6', choices: ['1.7', '1.6', '1.5.7', '1.5'], pages: { '/config/resolve/condition-names': '1.5.7' }, badge: { en: 'not in {{version}}', zh: '{{version}} 中没有' } };
    const document = fakeDocument();
    const storage = new Map<string, string>();
    const window: Record<string, unknown> = {};
    vm.runInNewContext(readerVersionInlineScript(data), {
      window,
      document,
      location: { search: '?rsbuild=1.3' },
      URLSearchParams,
      localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    });
    assert.equal(storage.get('rsbuild-reader-version'), '1.3');
    assert.equal(document.attributes.get('data-rsbuild-version'), '1.3');
    const marks = ['1.2.5', '1.3', '1.3.0', '1.5', '1.5.7', '1.6.0'];
    assert.deepEqual(marks.filter((since) => flagShown(document.style(), since)), ['1.5', '1.5.7', '1.6.0']);
    assert.deepEqual(markedLinks(document.style()), ['/config/resolve/condition-names']);
    assert.match(document.style(), /::after\{content:"not in 1\.3"/);
    assert.match(document.style(), /:lang\(zh\) .*::after\{content:"1\.3 中没有"\}/);
    // The control's handle: the same data, and a choice applied through it.
    const api = window.__rsbuildReaderVersions as { data: unknown; apply(choice: string): void };
    assert.equal(JSON.stringify(api.data), JSON.stringify(data));
    api.apply('1.6');
    assert.deepEqual(marks.filter((since) => flagShown(document.style(), since)), []);
    assert.equal(document.attributes.get('data-rsbuild-version'), '1.6');
  });
});

test('the release pages are written only when their text changed: a running dev server is not woken by a build beside it', () => {
  const docs = mkdtempSync(path.join(tmpdir(), 'release-page-'));
  try {
    for (const lang of ['en', 'zh']) mkdirSync(path.join(docs, lang));
    const writePages = () => (pluginReaderVersion(docs).config as (config: object) => object)({});
    writePages();
    const page = path.join(docs, 'en/community/releases/v1-x.mdx');
    const text = readFileSync(page, 'utf8');
    assert.match(text, /^---\n/);
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(page, past, past);
    writePages();
    assert.equal(statSync(page).mtimeMs, past.getTime(), 'an unchanged page is left alone');
    writeFileSync(page, 'stale');
    writePages();
    assert.equal(readFileSync(page, 'utf8'), text, 'a changed page is written again');
  } finally {
    rmSync(docs, { recursive: true, force: true });
  }
});

test('the head script carries the choices as patch numbers per minor, and gets the same list back', () => {
  const choices = ['1.7.3', '1.7.2', '1.7', '1.6', '1.5.17', '1.5.7', '1.5'];
  assert.equal(packChoices(choices, 7), '3,2||17,7');
  assert.deepEqual(unpackChoices('3,2||17,7', 7), choices);
  assert.throws(() => packChoices(['1.7.3', '1.6'], 7), /not a list of minors, each after its patches/);
});
