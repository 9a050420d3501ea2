// The guards that make a rewrite of the framework's output fail the build, naming the coupling,
// when the framework's internal shape moves (site/framework/README.md).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import type { Root } from 'hast';
import { BUNDLE_COUPLINGS, pluginCouplingsMatched } from '../../site/framework';
import { transformerCodeAsHtml } from '../../site/framework/code-as-html';
import { FrameworkCoupling, neverMatchedMessage } from '../../site/framework/coupling';
import { feedHeadingAnchorsCoupling, feedHtmlWithoutPageUi, feedLlmsButtonsCoupling } from '../../site/framework/feed-html';
import { headingAnchorCoupling, rehypeHeadingAnchorsOutOfTabOrder } from '../../site/framework/heading-anchors';
import { PAGE_LIST_MODULE, pageListCoupling } from '../../site/framework/page-list';
import { SITE_DATA_MODULE } from '../../site/framework/site-data';
import { ROUTE_TABLE_MODULE, routeTableCoupling, slimRouteTableModule } from '../../site/framework/slim-route-table';

const afterBuild = (isProd: boolean) => {
  const plugin = pluginCouplingsMatched();
  return () => (plugin.afterBuild as (config: object, isProd: boolean) => void)({}, isProd);
};
const resetAll = () => {
  for (const coupling of BUNDLE_COUPLINGS) coupling.reset();
};
const matchAll = () => {
  for (const coupling of BUNDLE_COUPLINGS) coupling.matched();
};

test('the message names the coupling, what it is keyed to and where the list is', () => {
  const coupling = new FrameworkCoupling('route table slimmed', 'the module .rspress/runtime/virtual-routes.js', true);
  assert.equal(
    neverMatchedMessage(coupling),
    'framework coupling "route table slimmed" never matched in this build: it is keyed to the module .rspress/runtime/virtual-routes.js, which this @rspress/core version no longer produces. Fit the rewrite to the new shape or delete it (site/framework/README.md).',
  );
});

test('a production build fails when a temporary module moved and its rewrite never ran', () => {
  // Where Rspress 2.0.22 puts its temporary modules, and where a later version might.
  assert.match('/site/.rspress/virtual-page-data.js', PAGE_LIST_MODULE);
  assert.match('/site/.rspress/runtime/virtual-routes.js', ROUTE_TABLE_MODULE);
  assert.match('/site/.rspress/runtime/virtual-site-data.js', SITE_DATA_MODULE);
  assert.doesNotMatch('/site/node_modules/.rspress/runtime/virtual-page-data.js', PAGE_LIST_MODULE);
  resetAll();
  matchAll();
  pageListCoupling.reset();
  assert.throws(afterBuild(true), {
    message: /^framework coupling "page list emptied" never matched in this build: it is keyed to the temporary module \.rspress\/virtual-page-data\.js/,
  });
  assert.doesNotThrow(afterBuild(false), 'the dev server is not stopped');
  pageListCoupling.matched();
  assert.doesNotThrow(afterBuild(true));
});

test('a changed route-table format fails with the coupling named', () => {
  // A table in which each route became a call (the shape a later generator might write).
  const changed = "import { lazy } from 'react';\nexport const routes = [route('/guide/', () => import('./en/guide/index.mdx'))];";
  assert.throws(() => slimRouteTableModule(changed, 'en', ['en', 'zh']), {
    message: 'framework coupling "route table slimmed": the route table has an unknown shape (0 entries, 0 loaders, 0 components); check site/framework/slim-route-table.ts against this Rspress version.',
  });
  resetAll();
  matchAll();
  routeTableCoupling.reset();
  assert.throws(afterBuild(true), { message: /^framework coupling "route table slimmed" never matched/ });
});

const heading = (anchorClass: string): Root => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'h2',
      properties: { id: 'default-value' },
      children: [
        { type: 'element', tagName: 'a', properties: { className: [anchorClass], ariaHidden: 'true', href: '#default-value' }, children: [{ type: 'text', value: '#' }] },
        { type: 'text', value: 'Default value' },
      ],
    },
  ],
});

test('a renamed heading-anchor class fails the build: headings were seen, no anchor matched', () => {
  resetAll();
  matchAll();
  headingAnchorCoupling.reset();
  rehypeHeadingAnchorsOutOfTabOrder()(heading('rp-heading-anchor'));
  assert.equal(headingAnchorCoupling.candidates, 1);
  assert.throws(afterBuild(true), {
    message: /^framework coupling "heading anchors out of the Tab order" never matched in this build \(1 candidates seen\): it is keyed to the class "rp-header-anchor"/,
  });
  rehypeHeadingAnchorsOutOfTabOrder()(heading('rp-header-anchor'));
  assert.doesNotThrow(afterBuild(true));
});

test('a site without headings, code samples or feed items does not need those rewrites', () => {
  resetAll();
  for (const coupling of BUNDLE_COUPLINGS) if (coupling.inEveryBuild) coupling.matched();
  assert.doesNotThrow(afterBuild(true));
});

test('a highlighted sample that is no longer `<pre><code>` fails the build', () => {
  resetAll();
  matchAll();
  const codeAsHtml = BUNDLE_COUPLINGS.find((coupling) => coupling.name === 'code samples as one HTML string')!;
  codeAsHtml.reset();
  transformerCodeAsHtml().root({ type: 'root', children: [{ type: 'element', tagName: 'div', properties: {}, children: [] }] });
  assert.throws(afterBuild(true), { message: /^framework coupling "code samples as one HTML string" never matched in this build \(1 candidates seen\)/ });
});

test('feed items count the framework UI they lose; renamed classes leave the counts at zero', () => {
  const page = (llms: string, anchor: string) =>
    `<h1>Rsbuild 1.0<div class="${llms}"><button>Copy Markdown</button></div></h1><h2 id="why">Why<a class="${anchor}" href="#why">#</a></h2><p>Text</p>`;
  for (const coupling of [feedLlmsButtonsCoupling, feedHeadingAnchorsCoupling]) coupling.reset();
  assert.equal(feedHtmlWithoutPageUi(page('rp-llms-container', 'rp-header-anchor rp-link')), '<h1>Rsbuild 1.0</h1><h2 id="why">Why</h2><p>Text</p>');
  assert.deepEqual([feedLlmsButtonsCoupling.matches, feedHeadingAnchorsCoupling.matches], [1, 1]);
  for (const coupling of [feedLlmsButtonsCoupling, feedHeadingAnchorsCoupling]) coupling.reset();
  feedHtmlWithoutPageUi(page('rp-llms-actions', 'rp-anchor'));
  assert.deepEqual([feedLlmsButtonsCoupling.neverMatched, feedHeadingAnchorsCoupling.neverMatched], [true, true]);
});

test('the framework files the temporary-module patterns stand for are where 2.0.22 generates them', async () => {
  const { readFile } = await import('node:fs/promises');
  const core = path.resolve(import.meta.dirname, '../../node_modules/@rspress/core/dist/node');
  assert.match(await readFile(path.join(core, 'runtimeModule/pageData/rsbuildPlugin.js'), 'utf8'), /tempDir: '\.rspress',[\s\S]*\["virtual-page-data"\]/);
  assert.match(await readFile(path.join(core, 'initRsbuild.js'), 'utf8'), /tempDir: '\.rspress\/runtime'/);
  assert.match(await readFile(path.join(core, 'runtimeModule/routeList.js'), 'utf8'), /\["virtual-routes"\]/);
});
