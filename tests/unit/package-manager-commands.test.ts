import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PACKAGE_MANAGERS, packageManagerCommands } from '../../theme/doc/packageManagerCommands';

test('exactly npm, yarn, pnpm and bun', () => {
  assert.deepEqual([...PACKAGE_MANAGERS], ['npm', 'yarn', 'pnpm', 'bun']);
  assert.deepEqual(Object.keys(packageManagerCommands('install')), ['npm', 'yarn', 'pnpm', 'bun']);
});

test('installing a package becomes `add` for yarn, pnpm and bun', () => {
  assert.deepEqual(packageManagerCommands('install @rsbuild/plugin-sass -D'), {
    npm: 'npm install @rsbuild/plugin-sass -D',
    yarn: 'yarn add @rsbuild/plugin-sass -D',
    pnpm: 'pnpm add @rsbuild/plugin-sass -D',
    bun: 'bun add @rsbuild/plugin-sass -D',
  });
});

test('a plain install stays `install`, flags included', () => {
  assert.deepEqual(packageManagerCommands('install --frozen-lockfile'), {
    npm: 'npm install --frozen-lockfile',
    yarn: 'yarn install --frozen-lockfile',
    pnpm: 'pnpm install --frozen-lockfile',
    bun: 'bun install --frozen-lockfile',
  });
});

test('`@latest` is stripped from create commands for every tool', () => {
  assert.deepEqual(packageManagerCommands('create rsbuild@latest'), {
    npm: 'npm create rsbuild',
    yarn: 'yarn create rsbuild',
    pnpm: 'pnpm create rsbuild',
    bun: 'bun create rsbuild',
  });
  assert.equal(packageManagerCommands('create rsbuild@latest --dir my-app').pnpm, 'pnpm create rsbuild --dir my-app');
});

test('other commands pass through', () => {
  assert.equal(packageManagerCommands('run build').bun, 'bun run build');
  assert.equal(packageManagerCommands('install-peers').yarn, 'yarn install-peers');
});
