import { isCjk, tokenize } from '../../common/search-format';
import type { LoadedIndex } from './loadIndex';
import { SYNONYMS } from './synonyms';

/** True when `a` and `b` differ by one inserted, deleted, replaced or swapped letter. */
export function oneEditApart(a: string, b: string) {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (restA.slice(1) === restB.slice(1)) return true; // replaced
  if (restA.slice(1) === restB || restA === restB.slice(1)) return true; // deleted or inserted
  return restA.length > 1 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2); // swapped
}

export const QUALITY = { exact: 1, prefix: 0.7, typo: 0.5 } as const;
const TYPO_MIN_LENGTH = 5;

/** Index words a query word stands for, with how closely: itself, words it begins, one-letter typos. */
function matchingTerms(index: LoadedIndex, token: string): Map<string, number> {
  const matches = new Map<string, number>();
  // Chinese pairs of body text are not in the index (only their characters), so a pair always
  // stands for itself: it is looked for in headings and in the text of the pages loaded.
  if (index.postings.has(token) || isCjk(token)) matches.set(token, QUALITY.exact);
  if (isCjk(token)) return matches;
  for (const term of index.vocabulary) {
    if (term === token) continue;
    if (token.length >= 2 && term.startsWith(token)) matches.set(term, QUALITY.prefix);
    else if (token.length >= TYPO_MIN_LENGTH && oneEditApart(token, term)) matches.set(term, QUALITY.typo);
  }
  return matches;
}

/** One word of the query, or a group of words or phrases any of which may match (synonyms). */
export interface Clause {
  alternatives: string[][];
}

const synonymGroups = SYNONYMS.map((group) => group.map((entry) => tokenize(entry)));

/**
 * The query as clauses that must all match: its words (split as the index splits them), where a
 * word or phrase of the synonym list becomes a choice between it and its synonyms. A lone
 * Chinese character next to other words (`从 webpack 迁移`) is left out: it matches everywhere.
 */
export function parseQuery(query: string): Clause[] {
  let tokens = [...new Set(tokenize(query))];
  if (tokens.some((token) => !(isCjk(token) && token.length === 1))) {
    tokens = tokens.filter((token) => !(isCjk(token) && token.length === 1));
  }
  const clauses: Clause[] = [];
  for (let i = 0; i < tokens.length; ) {
    let matched: { group: string[][]; length: number } | undefined;
    for (const group of synonymGroups) {
      for (const entry of group) {
        if (entry.length && entry.every((token, k) => tokens[i + k] === token) && entry.length > (matched?.length ?? 0)) {
          matched = { group, length: entry.length };
        }
      }
    }
    if (matched) {
      clauses.push({ alternatives: matched.group });
      i += matched.length;
    } else {
      clauses.push({ alternatives: [[tokens[i]]] });
      i++;
    }
  }
  return clauses;
}

export interface PreparedQuery {
  clauses: Clause[];
  /** Each word of the clauses → the index words it stands for, with how closely. */
  matches: Map<string, Map<string, number>>;
  /** The query as one word: `env vars` → `envvars`, to recognise a page's own name. */
  joined: string;
}

/** The query's clauses, and for each of their words the index words it matches. */
export function prepare(index: LoadedIndex, query: string): PreparedQuery {
  const clauses = parseQuery(query);
  const matches = new Map<string, Map<string, number>>();
  for (const clause of clauses) {
    for (const token of clause.alternatives.flat()) if (!matches.has(token)) matches.set(token, matchingTerms(index, token));
  }
  return { clauses, matches, joined: query.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '') };
}

/** How well a clause matches a set of words: 0 for not at all, 1 for exactly. */
export function clauseQuality(prepared: PreparedQuery, clause: Clause, terms: Set<string>) {
  let best = 0;
  for (const alternative of clause.alternatives) {
    let worst = 1;
    for (const token of alternative) {
      const matches = prepared.matches.get(token)!;
      let quality = 0;
      // Prefixes can stand for hundreds of words: walk whichever side is smaller.
      if (terms.size < matches.size) {
        for (const term of terms) quality = Math.max(quality, matches.get(term) ?? 0);
      } else {
        for (const [term, q] of matches) if (q > quality && terms.has(term)) quality = q;
      }
      worst = Math.min(worst, quality);
      if (!worst) break;
    }
    best = Math.max(best, worst);
  }
  return best;
}

/** The words to mark in results: the query's words and the index words they matched exactly or as typos. */
export function markTerms(prepared: PreparedQuery, query: string) {
  const terms = [...prepared.matches.keys(), ...(query.match(/[\u3400-\u9fff]+/g) ?? [])];
  for (const matches of prepared.matches.values()) {
    for (const [term, quality] of matches) if (quality === QUALITY.typo) terms.push(term);
  }
  return terms;
}
