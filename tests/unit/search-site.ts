// Small sites for the search tests: pages given as Markdown sources, indexed as the build
// indexes them (site/search/records.ts), and a local search client reading them.
import { pageEntry, searchIndexOf } from '../../site/search/records';
import { createLocalSearchClient } from '../../theme/search/localSearchClient';

export interface SourcePage {
  route: string;
  source: string;
  section: string;
}

export const enPage = `# output.distPath

- **Type:** \`object\`

Sets the folder the build writes to.

## Example

Change the root folder to \`build\`:

\`\`\`ts
export default {};
\`\`\`

### Nested folders {#nested}

- JavaScript goes to \`static/js\`.
- Pages that print \`<script>\` tags stay safe.
`;

export const zhPage = `# 产物目录

## 修改目录 {#change-dir}

构建产物默认输出到 dist 目录，可以通过 distPath 修改。
`;

const mentionPage = `# Overview of plugins

## Plugin hooks

A paragraph that mentions output.distPath and the dist path once.
`;

/** A page mentioning the query, one naming it in a heading, and the page it names, in that index order. */
export const distPathSite: SourcePage[] = [
  { route: '/config/plugins', source: mentionPage, section: 'Config' },
  { route: '/guide/basic/cli', source: '# CLI\n\n## Options\n\n### The dist path flag {#dist-path-flag}\n\nSets the folder.\n', section: 'Guide' },
  { route: '/config/output/dist-path', source: enPage, section: 'Config' },
];

/** An index and page texts built from pages given as sources, as the build writes them. */
export function siteOf(pages: SourcePage[]) {
  const entries = pages.map((page) => pageEntry(page)!);
  const texts = entries.map((entry) => entry.text);
  return { index: searchIndexOf(entries.map((entry) => entry.entry), texts), texts };
}

/** A client over `pages`, and the URLs it fetched, in order. */
export function clientFor(pages: SourcePage[]) {
  const { index, texts } = siteOf(pages);
  const requested: string[] = [];
  const fetcher = async (url: string) => {
    requested.push(url);
    if (url === '/index.json') return new Response(JSON.stringify(index));
    return new Response(JSON.stringify(texts[Number(/(\d+)\.json$/.exec(url)![1])]));
  };
  const client = createLocalSearchClient({ index: '/index.json', pageText: (page) => `/text/${page}.json` }, fetcher as typeof fetch);
  return { client, requested };
}

type Client = ReturnType<typeof createLocalSearchClient>;

/** The one result of a query, asked as the DocSearch modal asks it (snippets of ten words). */
export const query = async (client: Client, text: string) =>
  (await client.search({ requests: [{ query: text, indexName: 'local', attributesToSnippet: ['content:10'] }] })).results[0];
