import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listPages, routeOf } from '../../scripts/lib/docs.mjs';
import { ASSETS_RETRY_URL, redirects } from '../../site/redirects';
import { REDIRECT_CASES } from '../redirect-cases';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the client-redirects plugin does with a pathname: the first matching rule wins. */
function redirect(pathname: string) {
  for (const { from, to } of redirects) {
    const regex = new RegExp(from);
    if (regex.test(pathname)) return /^https?:/.test(to) ? to : pathname.replace(regex, to);
  }
  return undefined;
}

test('every pattern compiles and is anchored', () => {
  for (const { from } of redirects) {
    assert.doesNotThrow(() => new RegExp(from), from);
    assert.ok(from.startsWith('^') && from.endsWith('$'), `${from} must be anchored`);
  }
});

test('spec redirects, in both languages', () => {
  const cases = REDIRECT_CASES;
  for (const [from, to] of cases) {
    assert.equal(redirect(from), to, from);
    assert.equal(redirect(`/zh${from}`), `/zh${to}`, `/zh${from}`);
    assert.equal(redirect(`${from}.html`), to, `${from}.html`);
  }
  assert.equal(redirect('/plugins/list/plugin-assets-retry'), ASSETS_RETRY_URL);
  assert.equal(redirect('/zh/plugins/list/assets-retry'), ASSETS_RETRY_URL);
});

test('the default-language prefix is dropped', () => {
  assert.equal(redirect('/en'), '/');
  assert.equal(redirect('/en/'), '/');
  assert.equal(redirect('/en/guide/start/quick-start'), '/guide/start/quick-start');
});

test('no real page is redirected, including the planned ones', () => {
  const planned = readFileSync(path.join(import.meta.dirname, '../../site/required-routes-en.txt'), 'utf8')
    .split('\n')
    .filter(Boolean);
  const existing = ['en', 'zh'].flatMap((lang) => listPages(lang).map((file: string) => routeOf(lang, file)));
  for (const route of [...planned, ...planned.map((r) => `/zh${r}`), ...existing]) {
    assert.equal(redirect(route), undefined, `${route} must not be redirected`);
  }
  assert.equal(redirect('/guide/basic/static-deploy'), undefined);
  assert.equal(redirect('/plugins/list/'), undefined);
});
