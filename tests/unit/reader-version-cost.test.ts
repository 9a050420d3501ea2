// What "Your Rsbuild version" adds to a page's first load, gzip level 9 as scripts/check-budgets.ts
// counts it, held under the 2 KB its design allows (design/0020-reader-version.md). Measured
// without a build, from the sources as they ship:
// - the head script: exactly what the config writes into every page (the budgets gzip each
//   inline script alone);
// - the control's code and stylesheet: minified, then measured after the framework's theme code
//   and stylesheets, as they sit in the entry chunk and the stylesheet (alone they would count
//   gzip's header and a dictionary of their own);
// - the control's UI texts, in both languages, after the other texts of every page;
// - the hidden flags of the page whose flags cost most, in the form the rehype plugin gives
//   them, after the page's own text.
// Apart from the head script, each overstates its part a little (in the built pages they cost
// less), so the sum bounds what a page pays; the browser figures are in
// design/0020-reader-version.md.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { buildSync, transformSync, type BuildOptions } from 'esbuild';
import type { Element, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { LANGS } from '../../common/languages';
import { docsRoot, repoRoot, walkFiles } from '../../site/docs-source/index';
import { i18nSource } from '../../site/locales';
import { readerVersionHeadScript, rehypeReaderVersionFlags } from '../../site/reader-version';

/** Bytes the feature may add to a page's first load, gzip: the 2 KB of its design. */
const FEATURE_LIMIT = 2000;

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
/** What `text` adds when it follows `context` in one gzip stream. */
const gzipAfter = (context: string, text: string) => gzip(context + text) - gzip(context);

const framework = path.join(repoRoot, 'node_modules/@rspress/core/dist/theme');
const bundle: BuildOptions = { bundle: true, minify: true, write: false, outdir: 'out', format: 'esm', jsx: 'automatic', target: 'es2020', logLevel: 'silent' };
const jsOf = (options: BuildOptions) =>
  buildSync({ ...bundle, ...options })
    .outputFiles!.find((file) => file.path.endsWith('.js'))!
    // Module syntax that the entry chunk does not carry.
    .text.replace(/^import[^;]*;|export\{[^}]*\};?\s*$/gm, '');

function headScriptCost(): number {
  return gzip(readerVersionHeadScript().replace(/^<script>|<\/script>$/g, ''));
}

function controlCodeCost(): number {
  const frameworkTheme = jsOf({ entryPoints: [path.join(framework, 'index.js')], packages: 'external', loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' } });
  const control = jsOf({ entryPoints: [path.join(repoRoot, 'theme/doc/ReaderVersion.tsx')], external: ['react', 'react/jsx-runtime', '@rspress/core/runtime', '*/useUiText', '*.css'] });
  return gzipAfter(frameworkTheme, control);
}

function controlCssCost(): number {
  const frameworkCss = walkFiles(framework)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const minify = (css: string) => transformSync(css, { loader: 'css', minify: true }).code;
  return gzipAfter(minify(frameworkCss), minify(readFileSync(path.join(repoRoot, 'theme/doc/ReaderVersion.css'), 'utf8')));
}

/** The control's texts as the framework's `i18nSource` carries them (`"readerVersion.label":{en,zh}`), after the others. */
function controlTextsCost(): number {
  const isControlText = ([key]: [string, unknown]) => key.startsWith('readerVersion.');
  const entries = Object.entries(i18nSource);
  return gzipAfter(JSON.stringify(Object.fromEntries(entries.filter((entry) => !isControlText(entry)))), JSON.stringify(Object.fromEntries(entries.filter(isControlText))));
}

const MARK_LINE = /^- \*\*(Version:|版本：)\*\*\s*(.*)$/;

/** The flags the rehype plugin gives one page: its version lines, and the note under its title. */
function flagsOf(file: string): string {
  const lines = readFileSync(file, 'utf8').split('\n').map((line) => MARK_LINE.exec(line)).filter((match) => match !== null);
  if (!lines.length) return '';
  const item = ([, label, rest]: RegExpExecArray): Element => ({
    type: 'element',
    tagName: 'li',
    properties: {},
    children: [{ type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: label }] }, { type: 'text', value: ` ${rest}` }],
  });
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'element', tagName: 'h1', properties: {}, children: [] },
      { type: 'element', tagName: 'ul', properties: {}, children: lines.map(item) },
    ],
  };
  rehypeReaderVersionFlags()(tree, { path: file });
  const flags: Element[] = [];
  const collect = (node: Root | RootContent) => {
    if (node.type === 'element' && /rv-(page-)?flag/.test(String(node.properties.className))) flags.push(node);
    else if ('children' in node) node.children.forEach(collect);
  };
  collect(tree);
  return toHtml(flags);
}

function versionLineFlagsCost(): { cost: number; page: string } {
  let worst = { cost: 0, page: '' };
  for (const lang of LANGS) {
    for (const file of walkFiles(path.join(docsRoot, lang)).filter((name) => /\.mdx?$/.test(name))) {
      const flags = flagsOf(file);
      const cost = flags ? gzipAfter(readFileSync(file, 'utf8'), flags) : 0;
      if (cost > worst.cost) worst = { cost, page: path.relative(docsRoot, file) };
    }
  }
  return worst;
}

test('"Your Rsbuild version" adds at most 2 KB gzip to a page\'s first load', () => {
  const flags = versionLineFlagsCost();
  assert.ok(flags.cost > 0, 'no page had flags: the version lines were not found');
  const costs = {
    headScript: headScriptCost(),
    controlCode: controlCodeCost(),
    controlCss: controlCssCost(),
    controlTexts: controlTextsCost(),
    versionLineFlags: flags.cost,
  };
  const total = Object.values(costs).reduce((sum, cost) => sum + cost, 0);
  const parts = `${Object.entries(costs).map(([part, cost]) => `${part} ${cost}`).join(', ')}; the most flags on ${flags.page}`;
  console.log(`first-load cost, B gzip: ${total} (${parts})`);
  assert.ok(total <= FEATURE_LIMIT, `the feature adds ${total} B gzip to a page's first load, more than ${FEATURE_LIMIT} (${parts})`);
});
