// The option names of the documented Rsbuild 1.x, read from its RsbuildConfig type.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../../site/docs-source/index';

const require = createRequire(import.meta.url);
const ts: typeof import('typescript') = require('typescript');

const coreTypesDir = path.join(repoRoot, 'tools/rsbuild-v1/node_modules/@rsbuild/core/dist-types');

/** Keys users never set: private or internal. */
const INTERNAL = new Set(['_privateMeta']);

/**
 * Top-level keys of `RsbuildConfig` and, for those whose type is an object of named options,
 * their second-level keys (e.g. `output.distPath`), each with whether its JSDoc says @deprecated.
 */
/** A documented option: a top-level key or `parent.child`. */
export interface ConfigOption {
  key: string;
  deprecated: boolean;
}

export function readConfigOptions(): ConfigOption[] {
  const entry = path.join(coreTypesDir, 'index.d.ts');
  const program = ts.createProgram([entry], { skipLibCheck: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry)!;
  const configSymbol = checker
    .getExportsOfModule(checker.getSymbolAtLocation(source)!)
    .find((symbol) => symbol.name === 'RsbuildConfig')!;
  const configType = checker.getDeclaredTypeOfSymbol(
    configSymbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(configSymbol) : configSymbol,
  );
  const isDeprecated = (symbol: import('typescript').Symbol) => symbol.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');
  const options: ConfigOption[] = [];
  for (const property of checker.getPropertiesOfType(configType)) {
    if (INTERNAL.has(property.name)) continue;
    options.push({ key: property.name, deprecated: isDeprecated(property) });
    const declaration = (property.valueDeclaration ?? property.declarations?.[0])!;
    const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, declaration));
    const isNamedObject =
      (type.flags & ts.TypeFlags.Object) !== 0 &&
      type.getCallSignatures().length === 0 &&
      !checker.isArrayType(type) &&
      !checker.getIndexInfosOfType(type).length &&
      type.getProperties().length > 0;
    if (!isNamedObject) continue;
    for (const child of type.getProperties()) {
      options.push({ key: `${property.name}.${child.name}`, deprecated: isDeprecated(child) });
    }
  }
  return options;
}

export function topLevelKeys(options: ConfigOption[] = readConfigOptions()): Set<string> {
  return new Set(options.filter((o) => !o.key.includes('.')).map((o) => o.key));
}

/** `moduleFederation` → `module-federation`: the folder or slug of a key. */
export const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
