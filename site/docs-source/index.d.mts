export { LANGS } from '../../common/languages';

export declare const repoRoot: string;
export declare const docsRoot: string;

export interface Heading {
  depth: number;
  /** The heading's Markdown as written, without its explicit id. */
  text: string;
  explicitId?: string;
  line: number;
}
export interface CodeBlock {
  lang: string;
  meta: string;
  line: number;
  code: string;
}
export interface ProseLine {
  text: string;
  line: number;
}
export interface ParsedPage {
  frontmatter: Record<string, any>;
  headings: Heading[];
  codeBlocks: CodeBlock[];
  prose: ProseLine[];
}

export declare function walkFiles(dir: string): string[];
export declare function listPages(lang: string, root?: string): string[];
export declare function listSourceFiles(dir: string): { path: string; source: string }[];
export declare function parseMdx(source: string, options?: { mdx?: boolean }): ParsedPage;
export declare function readPage(lang: string, relativeFile: string, root?: string): ParsedPage & { file: string; source: string };
export declare function plainText(markdown: string): string;
export declare function metaValue(meta: string, key: string): string | undefined;
export declare function headingTree(headings: Heading[]): { depth: number; id: string; line: number; text: string }[];
