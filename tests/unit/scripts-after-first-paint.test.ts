import assert from 'node:assert/strict';
import { test } from 'node:test';
import { moveRouteChunkPreloads, ROUTE_CHUNKS_SLOT, scriptLoader, withScriptLoader } from '../../site/scripts-after-first-paint';

const headTags = [
  { tag: 'script', children: 'safeUrl()' },
  { tag: 'link', attrs: { href: '/static/css/styles.css', rel: 'stylesheet' } },
  { tag: 'script', attrs: { defer: true, src: '/static/js/lib-react.js' } },
  { tag: 'script', attrs: { defer: true, src: '/static/js/index.js' } },
  { tag: 'meta', attrs: { name: 'generator' } },
];

test('the deferred scripts become one inline loader where the first of them was', () => {
  const tags = withScriptLoader(headTags);
  assert.deepEqual(
    tags.map((tag) => [tag.tag, tag.attrs?.src ?? tag.attrs?.href ?? tag.attrs?.name ?? 'inline']),
    [
      ['script', 'inline'],
      ['link', '/static/css/styles.css'],
      ['script', 'inline'],
      ['meta', 'generator'],
    ],
  );
  assert.ok(tags[2].children?.includes('["/static/js/lib-react.js","/static/js/index.js"]'), 'the URLs, in their order');
  assert.ok(tags[2].children?.includes(ROUTE_CHUNKS_SLOT));
});

test('a head without deferred scripts is left as it is', () => {
  const tags = [{ tag: 'script', attrs: { src: '/blocking.js' } }];
  assert.equal(withScriptLoader(tags), tags);
});

test('the loader waits for the parsed document and its first contentful paint', () => {
  const loader = scriptLoader(['/a.js']);
  assert.match(loader, /DOMContentLoaded/);
  assert.match(loader, /first-contentful-paint/);
  assert.match(loader, /visibilitychange/);
  assert.match(loader, /script\.async=false/, 'scripts run in their order');
  // It must be valid JavaScript once the route chunks are in.
  assert.doesNotThrow(() => new Function(loader.replace(ROUTE_CHUNKS_SLOT, '[]')));
});

test("a page's route-chunk preloads move into its loader", () => {
  const html =
    `<head><script>${scriptLoader(['/static/js/index.js'])}</script>` +
    '<link rel="preload" href="/static/js/async/605bfc40da.js" as="script"><link rel="alternate" hreflang="zh" href="/zh/"></head>';
  const moved = moveRouteChunkPreloads(html);
  assert.ok(!moved.includes('rel="preload"'), 'no preload left in the head');
  assert.ok(moved.includes('chunks=["/static/js/async/605bfc40da.js"]'));
  assert.ok(moved.includes('<link rel="alternate" hreflang="zh" href="/zh/">'), 'other links stay');
});

test('a page without route chunks gets an empty list, and preloads without a loader fail the build', () => {
  assert.ok(moveRouteChunkPreloads(`<script>${scriptLoader(['/a.js'])}</script>`).includes('chunks=[]'));
  assert.throws(() => moveRouteChunkPreloads('<link rel="preload" href="/static/js/async/a.js" as="script">', '404.html'), /404\.html: route-chunk preloads but no script loader/);
  assert.equal(moveRouteChunkPreloads('<p>plain</p>'), '<p>plain</p>');
});
