import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cacheControl } from '../../scripts/serve';

test('hashed build outputs may be kept by browsers for a year', () => {
  for (const url of ['/static/js/lib-react.60feaf4ed8.js', '/static/js/async/a5992056de.js', '/static/css/styles.5a980248.css?v=1']) {
    assert.equal(cacheControl(url), 'public, max-age=31536000, immutable', url);
  }
});

test('pages, public files and unhashed outputs are checked again on every load', () => {
  for (const url of ['/', '/guide/start/quick-start', '/rsbuild-logo-light.svg', '/static/js/lib-react.60feaf4ed8.js.LICENSE.txt', '/search-index/en/index.json']) {
    assert.equal(cacheControl(url), 'no-cache', url);
  }
});
