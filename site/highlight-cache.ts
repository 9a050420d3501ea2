import type { Root } from 'hast';

/**
 * A cache for the framework's syntax highlighter (`markdown.shiki.cache`, read by
 * `@shikijs/rehype` with the key `[lang, meta, code]`).
 *
 * Every sample is written once per language, so about half of the site's 2,600 code blocks repeat
 * one on the other language's page; highlighting each distinct block once saves the build the
 * tokenising of the repeats. Each page gets its own copy of the highlighted tree: later Markdown
 * plugins may change the tree they are given, and a change must not reach another page.
 */
export class HighlightedCodeCache {
  readonly #entries = new Map<string, Root>();

  get(key: string): Root | undefined {
    const stored = this.#entries.get(key);
    return stored && structuredClone(stored);
  }

  /** Stores a tree nothing else holds (one a worker sent), without copying it. */
  prefill(key: string, highlighted: Root) {
    this.#entries.set(key, highlighted);
  }

  set(key: string, highlighted: Root): this {
    this.#entries.set(key, structuredClone(highlighted));
    return this;
  }
}
