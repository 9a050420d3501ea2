// Writes the search index of the given languages into a folder. Run by the search plugin in its
// own process, so the production build's compilation goes on while the index is built
// (site/search/plugin.ts): `node --import tsx site/search/write-index.ts <docs root> <out dir> <lang>...`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSearchIndex } from './records';

export function writeSearchIndex(docsRoot: string, outDir: string, langs: string[]) {
  rmSync(outDir, { recursive: true, force: true });
  for (const lang of langs) {
    const { index, texts } = buildSearchIndex(lang, docsRoot);
    mkdirSync(path.join(outDir, lang), { recursive: true });
    writeFileSync(path.join(outDir, lang, 'index.json'), JSON.stringify(index));
    texts.forEach((text, page) => writeFileSync(path.join(outDir, lang, `${page}.json`), JSON.stringify(text)));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const [docsRoot, outDir, ...langs] = process.argv.slice(2);
  writeSearchIndex(docsRoot, outDir, langs);
}
