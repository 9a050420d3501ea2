#!/usr/bin/env node
// English and Chinese agree: same pages, same heading trees and ids, same code blocks.
import path from 'node:path';
import { DEFAULT_LANG, LANGS } from '../common/languages';
import { type CodeBlock, docsRoot as defaultDocsRoot, headingTree, parseMdx, listSourceFiles } from '../site/docs-source/index';
import { isMain, parseCheckArgs, type Problem, report } from './lib/cli';

/** A page's source file and its text. */
type SourceFile = { path: string; source: string };

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/**
 * Code with comments removed, split into the parts that must match and the display strings that
 * may differ: string literals and JSX/HTML text are display strings when one side holds Chinese.
 */
/** A part of a code block: code that must match, or a display string that may differ. */
interface CodeToken {
  kind: 'code' | 'text';
  text: string;
}

export function codeTokens(code: string, lang: string): CodeToken[] {
  const hashComments = ['sh', 'bash', 'shell', 'zsh', 'yaml', 'yml', 'toml', 'python', 'ini', 'dotenv', 'env'].includes(lang);
  const pattern = hashComments
    ? /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')|(#[^\n]*)/g
    : /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|(\/\*[\s\S]*?\*\/|(?<![:\w])\/\/[^\n]*|<!--[\s\S]*?-->)|(>[^<>{}\n]*[^\s<>{}][^<>{}\n]*<)/g;
  const tokens: CodeToken[] = [];
  let last = 0;
  const pushCode = (text: string) => {
    const squashed = text.replace(/\s+/g, ' ').trim();
    if (squashed) tokens.push({ kind: 'code', text: squashed });
  };
  for (const match of code.matchAll(pattern)) {
    pushCode(code.slice(last, match.index));
    if (match[1] || match[3]) tokens.push({ kind: 'text', text: (match[1] ?? match[3]).trim() });
    last = match.index + match[0].length;
  }
  pushCode(code.slice(last));
  return tokens;
}

/** Why two code blocks differ, or undefined when they agree. */
export function compareCode(en: CodeBlock, zh: CodeBlock): string | undefined {
  if (en.lang !== zh.lang) return `language ${en.lang || '(none)'} vs ${zh.lang || '(none)'}`;
  const a = codeTokens(en.code, en.lang);
  const b = codeTokens(zh.code, zh.lang);
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y || x.kind !== y.kind) return `code differs near "${(x ?? y).text.slice(0, 60)}"`;
    if (x.text === y.text) continue;
    if (x.kind === 'text' && (CJK.test(x.text) || CJK.test(y.text))) continue;
    return `code differs: "${x.text.slice(0, 60)}" vs "${y.text.slice(0, 60)}"`;
  }
  return undefined;
}

/** Lines (1-based) of `:::tip`-style callouts that give no title, outside code fences. */
export function untitledCallouts(source: string): number[] {
  const lines: number[] = [];
  let fence: string | undefined;
  source.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? undefined : marker;
    else if (!fence && /^:::(tip|info|note|warning|danger|caution|details)\s*$/.test(text)) lines.push(index + 1);
  });
  return lines;
}

export function comparePages(enFile: SourceFile, zhFile: SourceFile): Problem[] {
  const problems: Problem[] = [];
  const en = parseMdx(enFile.source);
  const zh = parseMdx(zhFile.source);
  const enTree = headingTree(en.headings);
  const zhTree = headingTree(zh.headings);
  for (let i = 0; i < Math.max(enTree.length, zhTree.length); i++) {
    const a = enTree[i];
    const b = zhTree[i];
    if (!b) {
      problems.push({ file: zhFile.path, line: zhTree.at(-1)?.line ?? 1, message: `missing heading h${a.depth} #${a.id} ("${a.text}", ${path.basename(enFile.path)}:${a.line})` });
      break;
    }
    if (!a) {
      problems.push({ file: zhFile.path, line: b.line, message: `extra heading h${b.depth} #${b.id}: the English page has no heading here` });
      break;
    }
    // The h1 is the page itself: only its level has to match.
    if (a.depth !== b.depth || (a.depth > 1 && a.id !== b.id)) {
      const hint = CJK.test(b.text) && !b.text.includes('{#') && a.id !== b.id ? ` (add {#${a.id}})` : '';
      problems.push({
        file: zhFile.path,
        line: b.line,
        message: `heading h${b.depth} #${b.id} should be h${a.depth} #${a.id} as in ${path.basename(enFile.path)}:${a.line}${hint}`,
      });
      break;
    }
  }
  for (const line of untitledCallouts(zhFile.source)) {
    problems.push({ file: zhFile.path, line, message: 'a callout without a title: the framework titles it with the English type name (Warning, Tip…); write one, such as :::warning 注意' });
  }
  if (en.codeBlocks.length !== zh.codeBlocks.length) {
    problems.push({
      file: zhFile.path,
      line: 1,
      message: `${zh.codeBlocks.length} code blocks, the English page has ${en.codeBlocks.length}`,
    });
  } else {
    en.codeBlocks.forEach((block, i) => {
      const difference = compareCode(block, zh.codeBlocks[i]);
      if (difference) {
        problems.push({ file: zhFile.path, line: zh.codeBlocks[i].line, message: `code block ${i + 1} (${path.basename(enFile.path)}:${block.line}): ${difference}` });
      }
    });
  }
  return problems;
}

export function runParityCheck({ docsRoot = defaultDocsRoot }: { docsRoot?: string } = {}): { summary: string[]; problems: Problem[] } {
  const byLang: Record<string, Map<string, SourceFile>> = {};
  for (const lang of LANGS) {
    const dir = path.join(docsRoot, lang);
    byLang[lang] = new Map(listSourceFiles(dir).map((file) => [path.relative(dir, file.path), file]));
  }
  const problems: Problem[] = [];
  let pairs = 0;
  const originals = byLang[DEFAULT_LANG];
  for (const lang of LANGS.filter((code) => code !== DEFAULT_LANG)) {
    for (const [relative, original] of originals) {
      const translation = byLang[lang].get(relative);
      if (!translation) {
        problems.push({ file: original.path, line: 1, message: `no ${lang} translation: docs/${lang}/${relative} is missing` });
        continue;
      }
      pairs++;
      problems.push(...comparePages(original, translation));
    }
    for (const [relative, translation] of byLang[lang]) {
      if (!originals.has(relative)) problems.push({ file: translation.path, line: 1, message: `no ${DEFAULT_LANG} original: docs/${DEFAULT_LANG}/${relative} is missing` });
    }
  }
  return {
    summary: [`parity: ${pairs} page pairs compared (headings, ids, code blocks), ${LANGS.map((lang) => `${byLang[lang].size} ${lang}`).join(' and ')} files`],
    problems,
  };
}

if (isMain(import.meta.url)) {
  const options = parseCheckArgs(`Usage: node --import tsx scripts/check-parity.ts [--docs <dir>]

Checks that every page (and shared fragment) exists in both docs/en and docs/zh, that each
pair has the same heading tree (levels, order and ids: give Chinese headings explicit ids
such as  ## 默认值 {#default-value}), and the same code blocks (count, language, code),
allowing only comments and display strings (string literals or JSX text in Chinese) to differ.
A callout in a translation (:::warning, :::tip…) must give its own title: the framework would
title it with the English type name.`);
  process.exit(report('parity', runParityCheck(options)));
}
