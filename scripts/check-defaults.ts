#!/usr/bin/env node
// Compares every default stated on the config pages with the real defaults of @rsbuild/core 1.x.
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import vm from 'node:vm';
import { type Heading, LANGS, docsRoot as defaultDocsRoot, parseMdx, plainText, repoRoot, listSourceFiles } from '../site/docs-source/index';
import { isMain, parseCheckArgs, type Problem, report } from './lib/cli';
import { readConfigOptions, topLevelKeys } from './lib/config-options';
import { readDefaults } from './rsbuild-defaults';

/** The machine-readable lines, in both languages. */
export const LABELS = {
  type: /^\s*[-*]\s+\*\*(?:Type|类型)[:：]\*\*(.*)$/,
  default: /^\s*[-*]\s+\*\*(?:Default|默认值)[:：]\*\*\s*(.*?)\s*$/,
};
// A code span: `x`, or ``x`` when the value itself holds a backtick.
const CODE = '(?:``\\s?(.+?)\\s?``|`([^`]+)`)';
const SINGLE = new RegExp(`^${CODE}$`);
const BY_MODE = new RegExp(`^${CODE}\\s*(?:\\(development\\)|（开发模式）)\\s*[,，;；]?\\s*${CODE}\\s*(?:\\(production\\)|（生产模式）)$`);

/**
 * Reads a Default line's value: `{ kind: 'value', development, production }` with the two
 * expressions, or `{ kind: 'prose' }` when it is not one of the two comparable forms.
 */
/** A Default line's value: the expression for each mode, or prose that cannot be compared. */
export type StatedDefault = { kind: 'value'; development: string; production: string } | { kind: 'prose'; development?: undefined; production?: undefined };

export function parseDefault(text: string): StatedDefault {
  const single = SINGLE.exec(text);
  if (single) {
    const value = single[1] ?? single[2];
    return { kind: 'value', development: value, production: value };
  }
  const byMode = BY_MODE.exec(text);
  if (byMode) return { kind: 'value', development: byMode[1] ?? byMode[2], production: byMode[3] ?? byMode[4] };
  return { kind: 'prose' };
}

/** Option heading: its whole text is one code span naming a key, relative to the page's option. */
function optionOfHeading(text: string, pageKey: string): string | undefined {
  const match = /^`([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)`$/.exec(text.trim());
  if (!match) return undefined;
  const key = match[1];
  return key === pageKey || key.startsWith(`${pageKey}.`) ? key : `${pageKey}.${key}`;
}

/** Every stated default of one config page, with the option it belongs to. */
export function statedDefaults(source: string, { topKeys }: { topKeys: Set<string> }) {
  const { headings, prose } = parseMdx(source);
  const h1 = headings.find((h) => h.depth === 1);
  const pageKey = h1 ? plainText(h1.text) : undefined;
  if (!pageKey || !topKeys.has(pageKey.split('.')[0]) || !/^[\w$]+(\.[\w$]+)*$/.test(pageKey)) {
    return { pageKey: undefined, entries: [], missing: [] };
  }
  const events: ({ line: number; heading: Heading; text?: undefined } | { line: number; heading?: undefined; text: string })[] = [
    ...headings.map((h) => ({ line: h.line, heading: h })),
    ...prose.map((p) => ({ line: p.line, text: p.text })),
  ].sort((a, b) => a.line - b.line);
  let current: string | undefined = pageKey;
  let seenType = false;
  let seenDefault = false;
  const entries: ({ key: string | undefined; line: number; text: string } & StatedDefault)[] = [];
  for (const event of events) {
    if (event.heading) {
      if (event.heading.depth === 1) continue;
      current = optionOfHeading(event.heading.text, pageKey);
      continue;
    }
    if (LABELS.type.test(event.text) && current === pageKey) seenType = true;
    const match = LABELS.default.exec(event.text);
    if (!match) continue;
    if (current === pageKey) seenDefault = true;
    entries.push({ key: current, line: event.line, text: match[1], ...parseDefault(match[1]) });
  }
  const missing: string[] = [];
  if (!seenType) missing.push('Type');
  if (!seenDefault) missing.push('Default');
  return { pageKey, line: h1!.line, entries, missing };
}

/**
 * A plain copy for deep comparison: made in this realm (values evaluated in the vm have other
 * prototypes), RegExps kept, and undefined-valued keys dropped so `{ a: undefined }` equals `{}`.
 */
function normalize(value: any): unknown {
  // Array.from, not map: map would build the copy in the value's own realm again.
  if (Array.isArray(value)) return Array.from(value, normalize);
  if (Object.prototype.toString.call(value) === '[object RegExp]') return new RegExp(value.source, value.flags);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, normalize(v)]),
  );
}

const containsFunction = (value: unknown): boolean =>
  typeof value === 'function' || (!!value && typeof value === 'object' && Object.values(value).some(containsFunction));

/** The real value at `key`, or why it cannot be compared. */
export function lookup(config: unknown, key: string): { comparable: true; value: unknown } | { comparable: false; reason: string } {
  const parts = key.split('.');
  let value: any = config;
  for (let i = 0; i < parts.length; i++) {
    if (i > 0 && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      return { comparable: false, reason: `${parts.slice(0, i).join('.')} is not an object by default` };
    }
    value = value?.[parts[i]];
  }
  if (containsFunction(value)) return { comparable: false, reason: 'the default is or contains a function' };
  return { comparable: true, value };
}

function evaluate(expression: string, cwd: string): unknown {
  return vm.runInNewContext(`(${expression})`, { process: { cwd: () => cwd, env: {} } }, { timeout: 1000 });
}

const show = (value: unknown) =>
  value === undefined ? 'undefined' : JSON.stringify(value, (_k, v) => (v instanceof RegExp ? v.toString() : v));

const MODES = ['development', 'production'] as const;

export async function runDefaultsCheck({ docsRoot = defaultDocsRoot }: { docsRoot?: string } = {}): Promise<{ summary: string[]; problems: Problem[] }> {
  const topKeys = topLevelKeys(readConfigOptions());
  const modes = {} as Record<(typeof MODES)[number], Awaited<ReturnType<typeof readDefaults>>>;
  for (const mode of MODES) modes[mode] = await readDefaults(mode);
  let compared = 0;
  const notComparable: { file: string; line: number; key: string; reason: string }[] = [];
  const problems: Problem[] = [];
  let pages = 0;
  for (const lang of LANGS) {
    for (const file of listSourceFiles(path.join(docsRoot, lang, 'config'))) {
      const { pageKey, line, entries, missing } = statedDefaults(file.source, { topKeys });
      if (!pageKey) continue;
      pages++;
      if (missing.length) {
        problems.push({ file: file.path, line: line!, message: `${pageKey}: no ${missing.join(' or ')} line right under the h1` });
      }
      for (const entry of entries) {
        const where = { file: file.path, line: entry.line };
        if (!entry.key) {
          problems.push({ ...where, message: 'a Default line must sit under the h1 or under an option heading such as ### `root`' });
          continue;
        }
        if (entry.kind === 'prose') {
          notComparable.push({ ...where, key: entry.key, reason: 'stated in prose' });
          continue;
        }
        for (const mode of MODES) {
          const { config, cwd } = modes[mode];
          const actual = lookup(config, entry.key);
          if (!actual.comparable) {
            if (mode === 'development') notComparable.push({ ...where, key: entry.key, reason: actual.reason });
            break;
          }
          let stated;
          try {
            stated = evaluate(entry[mode]!, cwd);
          } catch (error) {
            problems.push({ ...where, message: `${entry.key}: cannot evaluate the stated default \`${entry[mode]}\` (${(error as Error).message})` });
            break;
          }
          compared++;
          const same = isDeepStrictEqual(normalize(stated), normalize(actual.value));
          if (!same) {
            problems.push({
              ...where,
              message: `${entry.key}: the page says the ${mode} default is ${show(stated)}, @rsbuild/core 1.x has ${show(actual.value)}`,
            });
          }
        }
      }
    }
  }
  const summary = [
    `defaults: ${pages} config pages read, ${compared} stated defaults compared with @rsbuild/core 1.x (development and production)`,
    `defaults: ${notComparable.length} not mechanically comparable${notComparable
      .map((n) => `\n  ${path.relative(repoRoot, n.file)}:${n.line}: ${n.key}: ${n.reason}`)
      .join('')}`,
  ];
  return { summary, problems };
}


if (isMain(import.meta.url)) {
  const options = parseCheckArgs(`Usage: node --import tsx scripts/check-defaults.ts [--docs <dir>]

Reads every config page (docs/<lang>/config/**) whose h1 is an option key, and each
"- **Default:** \`value\`" line (Chinese: "- **默认值：** \`value\`") under the h1 or under an
option heading such as ### \`root\`. Each value is evaluated and compared with
getNormalizedConfig() of @rsbuild/core 1.x in development and production. The form
\`a\` (development), \`b\` (production)  states a default per mode. Any other wording is
listed as not mechanically comparable.`);
  process.exit(report('defaults', await runDefaultsCheck(options)));
}
