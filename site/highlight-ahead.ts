import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { createRehypeShikiOptions } from '@rspress/core/dist/node/mdx/rehypePlugins/shiki.js';
import type { Root } from 'hast';
import { type CodeToHastOptions, getSingletonHighlighter, isSpecialLang, type ThemeRegistrationAny } from 'shiki';
import { siteShikiTransformers } from './code-highlighting';
import { listSourceFiles, repoRoot } from './docs-source/index';
import type { HighlightedCodeCache } from './highlight-cache';

export interface CodeSample {
  lang: string;
  meta: string;
  code: string;
}

const OPENING_FENCE = /^(\s*)(`{3,}|~{3,})\s*([^`\s]*)\s*(.*?)\s*$/;

/**
 * The fenced code blocks of a Markdown or MDX source, as the Markdown parser reads them: the
 * language (the info string's first word), the rest of the info string, and the lines between
 * the fences, without the opening fence's indentation. A line scan, not a parse: a sample it read
 * differently would only be highlighted again on the main thread.
 */
export function codeSamplesOf(source: string): CodeSample[] {
  const lines = source.split('\n');
  const samples: CodeSample[] = [];
  for (let index = 0; index < lines.length; index++) {
    const opening = OPENING_FENCE.exec(lines[index]);
    if (!opening) continue;
    const [, indent, fence, lang, meta] = opening;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const outdent = new RegExp(`^ {0,${indent.length}}`);
    const body: string[] = [];
    for (index++; index < lines.length && !closing.test(lines[index]); index++) body.push(lines[index].replace(outdent, ''));
    samples.push({ lang, meta, code: body.join('\n') });
  }
  return samples;
}

export interface HighlightOptions {
  /** The config's `markdown.showLineNumbers`, `markdown.defaultWrapCode` and `markdown.defaultCodeOverflow`. */
  showLineNumbers: boolean;
  defaultWrapCode: boolean;
  defaultCodeOverflow?: Parameters<typeof createRehypeShikiOptions>[2];
}

type MarkdownConfig = NonNullable<UserConfig['markdown']>;

/**
 * Why the worker cannot highlight for this config, if it cannot: it knows the framework's options
 * and the site's transformers, not Shiki options of another kind, and the cache is looked up by
 * sample alone, so a tree made with other options would silently stand in for the right one.
 */
export function cannotHighlightAhead({ shiki = {} }: MarkdownConfig): string | undefined {
  const { cache, transformers = [], ...otherOptions } = shiki;
  if (Object.keys(otherOptions).length > 0) return `markdown.shiki has ${Object.keys(otherOptions).join(', ')}`;
  const names = (list: { name?: string }[]) => list.map((transformer) => transformer.name).join(', ');
  if (names(transformers) !== names(siteShikiTransformers())) return `markdown.shiki.transformers are not siteShikiTransformers() (${names(transformers)})`;
  return undefined;
}

/**
 * Highlights samples as the framework's Shiki plugin (`@shikijs/rehype` with the framework's
 * options and the site's transformers) does, keyed as it looks them up in its cache: the language,
 * the meta string and the code with its final line break. Each distinct sample once.
 */
export async function* highlightSamples(
  samples: Iterable<CodeSample>,
  { showLineNumbers, defaultWrapCode, defaultCodeOverflow }: HighlightOptions,
): AsyncGenerator<[string, Root]> {
  const options = createRehypeShikiOptions(showLineNumbers, defaultWrapCode, defaultCodeOverflow, { transformers: siteShikiTransformers() });
  // What the plugin keeps for itself; the rest is what it hands Shiki for each sample.
  const { addLanguageClass, parseMetaString, cache, defaultLanguage, fallbackLanguage, onError, stripEndNewline, inline, lazy, ...codeOptions } = options;
  if (addLanguageClass || parseMetaString || stripEndNewline === false || inline) throw new Error('highlightSamples does not follow these options of the Shiki plugin');
  // The framework's options name one theme, not a theme pair.
  const { theme, langs } = codeOptions as typeof codeOptions & { theme: ThemeRegistrationAny };
  const highlighter = await getSingletonHighlighter({ themes: [theme], langs });
  const seen = new Set<string>();
  for (const sample of samples) {
    const lang = sample.lang || (defaultLanguage as string);
    // The plugin reads the code with the line break the Markdown compiler adds, and strips it again.
    const key = JSON.stringify([lang, sample.meta, sample.code ? `${sample.code}\n` : '']);
    if (seen.has(key)) continue;
    seen.add(key);
    if (!isSpecialLang(lang)) await highlighter.loadLanguage(lang as never);
    const sampleOptions = { ...codeOptions, lang, meta: { ...codeOptions.meta, __raw: sample.meta } } as CodeToHastOptions;
    const root = highlighter.codeToHast(sample.code, sampleOptions);
    yield [key, root as Root];
  }
}

if (!isMainThread && workerData?.highlightAhead) {
  const { docsRoot, ...options } = workerData.highlightAhead as HighlightOptions & { docsRoot: string };
  const samples = listSourceFiles(docsRoot).flatMap((file: { source: string }) => codeSamplesOf(file.source));
  for await (const entry of highlightSamples(samples, options)) parentPort!.postMessage(entry);
}

/**
 * Highlights the site's code samples in a worker thread while the framework reads the pages, and
 * puts them in the highlighter's cache before the Markdown compiler asks for them.
 *
 * The build's critical path is its main thread; highlighting the 1,342 distinct samples took it
 * 5-7 s. The worker does that work on the other core (the search index writer, at the lowest
 * priority, gives way). A sample the worker has not reached yet, or read differently, is
 * highlighted on the main thread as before, so the output never depends on the worker.
 */
export function pluginHighlightAhead(cache: HighlightedCodeCache): RspressPlugin {
  let worker: Worker | undefined;
  return {
    name: 'rsbuild-docs:highlight-ahead',
    beforeBuild(config, isProd) {
      if (!isProd || !config.root) return;
      const markdown = config.markdown ?? {};
      const reason = cannotHighlightAhead(markdown);
      if (reason) {
        console.warn(`Code samples are not highlighted ahead: ${reason}.`);
        return;
      }
      const { showLineNumbers = false, defaultWrapCode = false, defaultCodeOverflow } = markdown;
      // This module, run as TypeScript in the worker (tsx's loader, registered there).
      const thisModule = pathToFileURL(path.join(repoRoot, 'site/highlight-ahead.ts')).href;
      worker = new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(thisModule)}); })`, {
        eval: true,
        workerData: { highlightAhead: { docsRoot: config.root, showLineNumbers, defaultWrapCode, defaultCodeOverflow } },
      });
      worker.on('message', ([key, root]: [string, Root]) => cache.prefill(key, root));
      worker.on('error', (error) => console.warn(`Highlighting ahead stopped (the build highlights the rest itself): ${error.message}`));
      worker.unref();
    },
    async afterBuild() {
      await worker?.terminate();
    },
  };
}
