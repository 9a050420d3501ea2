import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildFixtureSite } from './harness';

/** Builds a two-page site with the real config; returns the exit code and output. */
function build(linkTarget: string) {
  const docs = mkdtempSync(path.join(tmpdir(), 'link-checks-'));
  for (const lang of ['en', 'zh']) {
    mkdirSync(path.join(docs, lang), { recursive: true });
    writeFileSync(path.join(docs, lang, 'a.md'), `# A\n\nSee [B](${linkTarget}).\n`);
    writeFileSync(path.join(docs, lang, 'b.md'), '# B\n\n## Real section {#real}\n\nText.\n');
  }
  return buildFixtureSite('link-checks', { LINK_FIXTURE_DOCS: docs });
}

test('links to real pages and anchors build', () => {
  const result = build('/b#real');
  assert.equal(result.status, 0, result.output);
});

test('a dead link fails the build', () => {
  const result = build('/missing-page');
  assert.notEqual(result.status, 0);
  assert.match(result.output, /missing-page/);
});

test('a dead anchor fails the build', () => {
  const result = build('/b#no-such-section');
  assert.notEqual(result.status, 0);
  assert.match(result.output, /no-such-section/);
});
