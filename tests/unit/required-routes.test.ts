import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { LANGS, listPages } from '../../site/docs-source/index';
import { routeOf } from '../../common/routes';

// The product's list of pages (a copy of the spec's routes-en.txt); each exists under /zh too.
const required = readFileSync(path.join(import.meta.dirname, '../../site/required-routes-en.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

test('every required page exists in both languages', () => {
  for (const lang of LANGS) {
    const routes = new Set(listPages(lang).map((file: string) => routeOf(lang, file)));
    const missing = required.map((route) => (lang === 'en' ? route : `/zh${route}`)).filter((route) => !routes.has(route));
    assert.deepEqual(missing, [], `${lang}: missing pages`);
  }
});
