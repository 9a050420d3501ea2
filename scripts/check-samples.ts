#!/usr/bin/env node
// Type-checks every Rsbuild config sample in the docs against the real @rsbuild/core 1.x types.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type CodeBlock, LANGS, docsRoot as defaultDocsRoot, metaValue, parseMdx, repoRoot, listSourceFiles } from '../site/docs-source/index';
import { isMain, parseCheckArgs, type Problem, report } from './lib/cli';

const require = createRequire(import.meta.url);
const ts: typeof import('typescript') = require('typescript');
type TsNode = import('typescript').Node;
type Expression = import('typescript').Expression;
type FunctionLike = import('typescript').FunctionLikeDeclaration;
type CallExpression = import('typescript').CallExpression;

/** A config sample to compile: where it is, its extension and code. */
export interface Sample {
  file: string;
  line: number;
  ext: string;
  code: string;
  wrapConfig: boolean;
}

const SCRIPT_LANGS: Record<string, string> = { ts: 'ts', tsx: 'tsx', mts: 'mts', cts: 'cts', js: 'js', jsx: 'jsx', mjs: 'mjs', cjs: 'cjs', typescript: 'ts', javascript: 'js' };
const CONFIG_TITLE = /(^|\/)rsbuild\.config\.(ts|mts|cts|js|mjs|cjs)$/;
const CONFIG_TYPE = "import('@rsbuild/core').RsbuildConfig";

/** Is this code block an Rsbuild config (or a module using the Rsbuild API) that must compile? */
export function isConfigSample(block: CodeBlock): boolean {
  if (!(block.lang in SCRIPT_LANGS)) return false;
  const title = metaValue(block.meta, 'title') ?? '';
  if (CONFIG_TITLE.test(title) || /from\s+['"]@rsbuild\/core['"]|require\(\s*['"]@rsbuild\/core['"]\s*\)/.test(block.code)) return true;
  // `defineConfig` of another tool (Rstest, Vitest, Playwright…) is that tool's config, not ours.
  const foreignDefineConfig = /import\s*\{[^}]*\bdefineConfig\b[^}]*\}\s*from\s*['"](?!@rsbuild\/core['"])[^'"]+['"]/.test(block.code);
  return !foreignDefineConfig && /\bdefineConfig\s*\(/.test(block.code);
}

/** The extension the sample is compiled as: its title's, else its fence language's. */
function extensionOf(block: CodeBlock): string {
  const title = metaValue(block.meta, 'title') ?? '';
  const fromTitle = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/.exec(title)?.[1];
  return fromTitle ?? SCRIPT_LANGS[block.lang];
}

const isJs = (ext: string) => ['js', 'jsx', 'mjs', 'cjs'].includes(ext);

/**
 * Object literals that are the config: `export default {…}`, `module.exports = {…}`, the argument of
 * `defineConfig({…})`, a `const` they name, and whatever the function forms return. Wrapping them in
 * `satisfies RsbuildConfig` gives them excess-property checks that the plain forms do not get.
 */
export function findConfigObjects(sourceFile: import('typescript').SourceFile): import('typescript').ObjectLiteralExpression[] {
  const found: import('typescript').ObjectLiteralExpression[] = [];
  const constInitializers = new Map<string, Expression>();
  const visitDeclarations = (node: TsNode) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      constInitializers.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visitDeclarations);
  };
  visitDeclarations(sourceFile);

  const unwrap = (expr: Expression | undefined) => {
    while (expr && (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression?.(expr))) {
      if (!ts.isParenthesizedExpression(expr)) return undefined; // already typed by the author
      expr = expr.expression;
    }
    return expr;
  };

  const collectReturns = (fn: FunctionLike) => {
    if (!fn.body) return;
    if (!ts.isBlock(fn.body)) {
      addConfig(fn.body);
      return;
    }
    const visit = (node: TsNode) => {
      if (ts.isFunctionLike(node)) return; // returns of nested functions are not the config
      if (ts.isReturnStatement(node) && node.expression) addConfig(node.expression);
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
  };

  function addConfig(expression: Expression | undefined, seen = new Set<string>()) {
    let expr = unwrap(expression);
    if (!expr) return;
    if (ts.isAwaitExpression(expr)) expr = unwrap(expr.expression);
    if (!expr) return;
    if (ts.isObjectLiteralExpression(expr)) {
      found.push(expr);
    } else if (ts.isArrowFunction(expr) || ts.isFunctionExpression(expr)) {
      collectReturns(expr);
    } else if (ts.isIdentifier(expr) && constInitializers.has(expr.text) && !seen.has(expr.text)) {
      seen.add(expr.text);
      addConfig(constInitializers.get(expr.text), seen);
    } else if (isDefineConfigCall(expr)) {
      addDefineConfigArgument(expr, seen);
    }
  }

  function isDefineConfigCall(node: TsNode): node is CallExpression {
    return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineConfig';
  }
  // An object literal passed straight to defineConfig is already checked; its other forms are not.
  function addDefineConfigArgument(call: CallExpression, seen?: Set<string>) {
    const argument = unwrap(call.arguments[0]);
    if (argument && !ts.isObjectLiteralExpression(argument)) addConfig(argument, seen);
  }

  const visit = (node: TsNode) => {
    if (ts.isExportAssignment(node)) addConfig(node.expression);
    else if (ts.isFunctionDeclaration(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) collectReturns(node);
    else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      node.left.getText(sourceFile) === 'module.exports'
    ) {
      addConfig(node.right);
    } else if (isDefineConfigCall(node)) {
      addDefineConfigArgument(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return [...new Set(found)];
}

/** The sample as compiled: config objects wrapped in `satisfies`, on the same lines as the original. */
export function prepareSample(code: string, ext: string, { wrapConfig = true }: { wrapConfig?: boolean } = {}): string {
  const kind = ext === 'tsx' || ext === 'jsx' ? ts.ScriptKind.TSX : isJs(ext) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(`sample.${ext}`, code, ts.ScriptTarget.ES2022, true, kind);
  const edits = [];
  for (const node of wrapConfig ? findConfigObjects(sourceFile) : []) {
    const start = node.getStart(sourceFile);
    const end = node.getEnd();
    if (isJs(ext)) {
      edits.push({ at: start, text: `/** @satisfies {${CONFIG_TYPE}} */ (` }, { at: end, text: ')' });
    } else {
      edits.push({ at: start, text: '(' }, { at: end, text: `) satisfies ${CONFIG_TYPE}` });
    }
  }
  edits.sort((a, b) => b.at - a.at);
  let result = code;
  for (const edit of edits) result = result.slice(0, edit.at) + edit.text + result.slice(edit.at);
  // Every sample is its own module, whatever it contains.
  const moduleMarker = ext === 'cjs' ? '' : '\nexport {};';
  return `${result}${moduleMarker}\n`;
}

const COMPILER_OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  // Samples show configuration, not fully annotated programs.
  noImplicitAny: false,
  allowJs: true,
  checkJs: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  resolveJsonModule: true,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  typeRoots: [path.join(repoRoot, 'node_modules/@types')],
  baseUrl: repoRoot,
  // The documented 1.x packages, not the Rsbuild 2 ones that the site generator brings along.
  paths: { '@rsbuild/*': ['tools/rsbuild-v1/node_modules/@rsbuild/*', 'node_modules/@rsbuild/*'] },
};

// Packages a sample may use that are not installed here become `any`; @rsbuild/* resolve for real.
const SHIM = "declare module '*';\n";

/** Collects the samples of every page (shared fragments included) in both languages. */
export function collectSamples(docsRoot: string = defaultDocsRoot) {
  const samples: Sample[] = [];
  const optOuts: { file: string; line: number; reason: string }[] = [];
  const problems: Problem[] = [];
  for (const lang of LANGS) {
    for (const file of listSourceFiles(path.join(docsRoot, lang))) {
      const { codeBlocks } = parseMdx(file.source);
      for (const block of codeBlocks) {
        if (!isConfigSample(block)) continue;
        const where = { file: file.path, line: block.line };
        if (/(^|\s)no-check(\s|=|$)/.test(block.meta)) {
          const reason = metaValue(block.meta, 'no-check');
          if (!reason) problems.push({ ...where, message: 'no-check needs a reason: no-check="why this sample cannot compile"' });
          else optOuts.push({ ...where, reason });
          continue;
        }
        // Another tool's config file (jest.config.js…) may use the Rsbuild API: it is compiled,
        // but its exported object is not an Rsbuild config.
        const title = metaValue(block.meta, 'title') ?? '';
        const wrapConfig = CONFIG_TITLE.test(title) || !/\.config\.[cm]?[jt]s$/.test(title);
        samples.push({ ...where, ext: extensionOf(block), code: block.code, wrapConfig });
      }
    }
  }
  return { samples, optOuts, problems };
}

// Installed declaration files parsed once per process: a process that checks several sets of
// samples (the unit tests do) parses TypeScript's libs and the packages' types only once.
const installedSourceFiles = new Map<string, import('typescript').SourceFile | undefined>();
const compilerHost = ts.createCompilerHost(COMPILER_OPTIONS);
const parseSourceFile = compilerHost.getSourceFile.bind(compilerHost);
compilerHost.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
  if (!fileName.includes('/node_modules/')) return parseSourceFile(fileName, languageVersion, onError, shouldCreate);
  if (!installedSourceFiles.has(fileName)) installedSourceFiles.set(fileName, parseSourceFile(fileName, languageVersion, onError, shouldCreate));
  return installedSourceFiles.get(fileName);
};

/** Compiles all samples in one TypeScript program and returns their diagnostics as problems. */
export function checkSamples(samples: Sample[]): Problem[] {
  const workDir = path.join(repoRoot, '.tmp', `samples-${process.pid}`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  try {
    const shim = path.join(workDir, 'shim.d.ts');
    writeFileSync(shim, SHIM);
    const files = samples.map((sample, index) => {
      const file = path.join(workDir, `sample-${index}.${sample.ext}`);
      writeFileSync(file, prepareSample(sample.code, sample.ext, { wrapConfig: sample.wrapConfig }));
      return file;
    });
    const program = ts.createProgram([shim, ...files], COMPILER_OPTIONS, compilerHost);
    const problems: Problem[] = [];
    files.forEach((file, index) => {
      const sourceFile = program.getSourceFile(file);
      // Per file, so that a syntax error in one sample does not hide the type errors of others.
      const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
      for (const diagnostic of diagnostics) {
        // A type from a package that is not installed here (`import('jest').Config`): the shim
        // makes such packages `any`, but it cannot name their types.
        if (diagnostic.code === 2694 && ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').includes('"*"')) continue;
        const { line } = diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0) : { line: 0 };
        const sample = samples[index];
        problems.push({
          file: sample.file,
          line: sample.line + 1 + line,
          message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
        });
      }
    });
    return problems;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function runSampleCheck({ docsRoot }: { docsRoot?: string } = {}): { summary: string[]; problems: Problem[] } {
  const { samples, optOuts, problems } = collectSamples(docsRoot);
  problems.push(...checkSamples(samples));
  const summary = [
    `samples: ${samples.length} config samples type-checked against @rsbuild/core 1.x and the official plugins`,
    `samples: ${optOuts.length} opted out${optOuts.map((o) => `\n  ${path.relative(repoRoot, o.file)}:${o.line}: ${o.reason}`).join('')}`,
  ];
  return { summary, problems };
}

if (isMain(import.meta.url)) {
  const options = parseCheckArgs(`Usage: node --import tsx scripts/check-samples.ts [--docs <dir>]

Finds every code block in docs/en and docs/zh that is an Rsbuild config (titled rsbuild.config.*,
importing @rsbuild/core, or calling defineConfig) and type-checks it against @rsbuild/core 1.x and
the official plugins' 1.x types. Config objects get excess-property checks in every form.
A block opts out only with  no-check="reason"  in its meta.`);
  process.exit(report('samples', runSampleCheck(options)));
}
