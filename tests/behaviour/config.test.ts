// docs/{en,zh}/config/index.mdx: the overview lists every option of rsbuild.config.ts. The site
// builds it from the config pages of the sidebar, so each option of the 1.7.6 RsbuildConfig type
// (the top-level keys and the keys of each group) needs a page there; the two deprecated source
// options are the exception the page names.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { pageText, repoRoot, rsbuildV1Dir } from './harness';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Every option of RsbuildConfig in 1.7.6 as `group.key` (or `key` at the top level), read from its
 * declaration file (config.d.ts declares RsbuildConfig, EnvironmentConfig and each group's type), and
 * which of them are @deprecated.
 */
async function options() {
  const ts = (await import('typescript')).default;
  const file = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/config.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const declared = new Map<string, import('typescript').NodeArray<import('typescript').TypeElement>>();
  for (const node of source.statements) {
    if (ts.isInterfaceDeclaration(node)) declared.set(node.name.text, node.members);
    else if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) declared.set(node.name.text, node.type.members);
  }
  const all: string[] = [];
  const deprecated: string[] = [];
  for (const top of [...declared.get('EnvironmentConfig')!, ...declared.get('RsbuildConfig')!]) {
    if (!ts.isPropertySignature(top) || !top.type) continue;
    const name = top.name.getText();
    // _privateMeta is Rsbuild's own (where the config file was loaded from), not an option.
    if (name.startsWith('_')) continue;
    if (!all.includes(name)) all.push(name);
    // A group's type is an interface or object type of this file (dev's: DevConfig in RsbuildConfig, a Pick of it in EnvironmentConfig).
    const typeName = ts.isTypeReferenceNode(top.type) ? top.type.typeName.getText() : '';
    for (const option of declared.get(typeName) ?? []) {
      if (!ts.isPropertySignature(option)) continue;
      const key = `${name}.${option.name.getText()}`;
      if (all.includes(key)) continue;
      all.push(key);
      if (ts.getJSDocTags(option).some((tag) => tag.tagName.text === 'deprecated')) deprecated.push(key);
    }
  }
  return { all, deprecated };
}

describe('Overview', () => {
  test('every option of the 1.7.6 RsbuildConfig has a page in the sidebar of both languages, except source.alias and source.aliasStrategy, both deprecated, which the page names', async () => {
    const { all, deprecated } = await options();
    // performance.bundleAnalyze is deprecated too, and has its page.
    assert.deepEqual(deprecated.sort(), ['performance.bundleAnalyze', 'source.alias', 'source.aliasStrategy']);
    // All ten groups were found, dev's from RsbuildConfig.
    for (const key of ['dev.hmr', 'resolve.alias', 'source.entry', 'output.minify', 'html.template', 'server.port', 'security.sri', 'performance.chunkSplit', 'tools.rspack', 'moduleFederation.options', 'mode', 'environments']) assert.ok(all.includes(key), key);
    const missing: string[] = [];
    for (const lang of ['en', 'zh']) {
      for (const name of all) {
        if (name === 'source.alias' || name === 'source.aliasStrategy') continue;
        const parts = name.split('.').map(kebab);
        const page = path.join(repoRoot, 'docs', lang, 'config', ...parts);
        // A group is a folder of the sidebar, an option a page of its folder.
        const isGroup = all.some((other) => other.startsWith(`${name}.`));
        const meta = path.join(path.dirname(page), '_meta.json');
        const listed = existsSync(meta) && readFileSync(meta, 'utf8').includes(`"${parts.at(-1)}"`);
        if (!existsSync(isGroup ? path.join(page, '_meta.json') : `${page}.mdx`) || !listed) missing.push(`${lang}: ${name}`);
      }
    }
    assert.deepEqual(missing, []);
    for (const lang of ['en', 'zh'] as const) {
      assert.match(pageText('config/index', lang), /^overview: true$/m);
      assert.ok(pageText('config/index', lang).includes(lang === 'en' ? 'Only `source.alias` and `source.aliasStrategy`, both deprecated, are left out' : '只有 `source.alias` 和 `source.aliasStrategy` 没有列出，二者均已废弃'), lang);
      assert.ok(pageText('config/index', lang).includes('(/config/resolve/alias-strategy#deprecated-sourcealiasstrategy)'), lang);
      assert.ok(pageText(`config/resolve/alias`, lang).includes('{#deprecated-sourcealias}'), lang);
      assert.ok(pageText(`config/resolve/alias-strategy`, lang).includes('{#deprecated-sourcealiasstrategy}'), lang);
    }
  });
});
