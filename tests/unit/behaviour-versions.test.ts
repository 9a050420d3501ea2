// The behaviour-versions verifier reads evidence from a release's JavaScript (dist/ and bin/), or
// from its declaration files when the evidence names a .d.ts file; checked offline on a made-up cache.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { verifyBehaviour } from '../../scripts/behaviour-versions';
import { entryProblems } from '../../scripts/lib/behaviour-versions';

describe('behaviour-versions verifier', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'behaviour-versions-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  // Releases 1.3.22 and 1.4.2 of a package, with the two folders the cache keeps for each.
  const cacheDir = path.join(root, 'cache');
  const release = (version: string, files: { code?: string; bin?: string; types?: string }) => {
    const base = path.join(cacheDir, '@rsbuild__core', version);
    for (const folder of ['js/dist', 'js/bin', 'package']) mkdirSync(path.join(base, folder), { recursive: true });
    writeFileSync(path.join(base, 'js/dist/index.cjs'), files.code ?? '');
    writeFileSync(path.join(base, 'js/bin/rsbuild.js'), files.bin ?? '');
    writeFileSync(path.join(base, 'package/types.d.ts'), files.types ?? '');
  };
  release('1.3.22', { code: "old(); declare module '*.css' {}", bin: 'start();', types: "declare module '*.module.css' {}" });
  release('1.4.2', { code: "newFeature(); declare module '*.css' {}", bin: 'enableCompileCache(); start();', types: "declare module '*.module.css' {}\ndeclare module '*.css' {}" });

  const check = (evidence: { file: string; text: string }[]) => {
    const file = path.join(root, `data-${evidence[0].file.replace(/\W/g, '-')}.json`);
    const entry = {
      id: 'example:change',
      what: 'An example change.',
      page: 'guide/example.mdx',
      heading: 'example',
      mark: { en: 'since 1.4', zh: '1.4 起' },
      package: '@rsbuild/core',
      since: '1.4',
      lastWithout: '1.3.22',
      firstWith: '1.4.2',
      registryLacks: ['1.4.0', '1.4.1'],
      release: 'https://example.com',
      evidence,
    };
    writeFileSync(file, JSON.stringify({ changes: [entry] }));
    return verifyBehaviour({ file, cacheDir, offline: true, bisect: false });
  };

  test('evidence in dist/index.cjs is read from the compiled code', () => {
    assert.deepEqual(check([{ file: 'dist/index.cjs', text: 'newFeature();' }]), {
      ok: true,
      lines: ['ok   example:change: 1.3.22 lacks and 1.4.2 has dist/index.cjs: "newFeature();"'],
    });
  });

  test('evidence in bin/rsbuild.js is read from the same folder as dist/', () => {
    assert.deepEqual(check([{ file: 'bin/rsbuild.js', text: 'enableCompileCache();' }]), {
      ok: true,
      lines: ['ok   example:change: 1.3.22 lacks and 1.4.2 has bin/rsbuild.js: "enableCompileCache();"'],
    });
  });

  test('evidence in types.d.ts is read from the declaration files, not from the compiled code', () => {
    assert.deepEqual(check([{ file: 'types.d.ts', text: "declare module '*.css' {}" }]), {
      ok: true,
      lines: ['ok   example:change: 1.3.22 lacks and 1.4.2 has types.d.ts: "declare module \'*.css\' {}"'],
    });
    assert.deepEqual(check([{ file: 'types.d.ts', text: 'newFeature();' }]), {
      ok: false,
      lines: ['FAIL example:change: 1.4.2 lacks "newFeature();" in types.d.ts'],
    });
  });
});

describe('behaviour entry marks name the right releases', () => {
  const entry = (mark: { en: string; zh: string }, lastWithout: string, firstWith: string, registryLacks: string[], since: string) => ({
    id: 'example:change',
    what: 'An example change.',
    page: 'guide/example.mdx',
    heading: 'example',
    mark,
    package: '@rsbuild/core',
    since,
    lastWithout,
    firstWith,
    registryLacks,
    release: 'https://example.com',
    evidence: [{ file: 'dist/index.cjs', text: 'newFeature()' }],
  });

  test('"since 1.4" is enough when the last release without the change is a 1.3 release', () => {
    assert.deepEqual(entryProblems(entry({ en: 'since 1.4', zh: '1.4 起' }, '1.3.22', '1.4.2', ['1.4.0', '1.4.1'], '1.4')), []);
  });

  test('"since 1.2" fails when 1.2.0 lacks the change; "since 1.2.1 or 1.2.2" passes', () => {
    assert.deepEqual(entryProblems(entry({ en: 'since 1.2', zh: '1.2 起' }, '1.2.0', '1.2.2', ['1.2.1'], '1.2')), [
      'mark.en must name 1.2.1 and 1.2.2: 1.2.0 lacks the change',
      'mark.zh must name 1.2.1 and 1.2.2: 1.2.0 lacks the change',
    ]);
    assert.deepEqual(entryProblems(entry({ en: 'since 1.2.1 or 1.2.2', zh: '1.2.1 或 1.2.2 起' }, '1.2.0', '1.2.2', ['1.2.1'], '1.2')), []);
  });

  test('naming only the first release that has it fails too: 1.2.6 may have had it first', () => {
    assert.deepEqual(entryProblems(entry({ en: 'since 1.2.7', zh: '1.2.7 起' }, '1.2.5', '1.2.7', ['1.2.6'], '1.2')), [
      'mark.en must name 1.2.6 and 1.2.7: 1.2.5 lacks the change',
      'mark.zh must name 1.2.6 and 1.2.7: 1.2.5 lacks the change',
    ]);
  });
});
