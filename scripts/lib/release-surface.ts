// Reads the public surface of one release from its type definitions with the TypeScript compiler:
// every config key (nested objects included) with the kinds of value it accepts, the methods of
// RsbuildInstance and RsbuildPluginAPI, the module's exports, and a plugin's options.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ts: typeof import('typescript') = createRequire(import.meta.url)('typescript');
type Checker = import('typescript').TypeChecker;
type Type = import('typescript').Type;
type TsSymbol = import('typescript').Symbol;

/** A config key or plugin option, with the kinds of value it accepts. */
export type Keys = Record<string, { kinds: string[] }>;

/** How deep nested config objects are followed (`output.distPath.root` is depth 3). */
const MAX_DEPTH = 4;

function entryOf(packageDir: string): string {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const candidates = [pkg.exports?.['.']?.types, pkg.exports?.['.']?.import?.types, pkg.types, pkg.typings, 'dist/index.d.ts', 'dist-types/index.d.ts'];
  for (const candidate of candidates) {
    if (candidate && existsSync(path.join(packageDir, candidate))) return path.join(packageDir, candidate);
  }
  throw new Error(`no type entry in ${packageDir}`);
}

function openProgram(packageDirectory: string) {
  const packageDir = path.resolve(packageDirectory);
  const entry = entryOf(packageDir);
  const options: import('typescript').CompilerOptions = {
    skipLibCheck: true,
    noEmit: true,
    types: [],
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
  };
  // Only the release's own files and TypeScript's lib: anything imported from another package
  // (or node:*) stays unresolved (any), so no type installed in this repository leaks in.
  const host = ts.createCompilerHost(options);
  const libDir = path.dirname(ts.getDefaultLibFilePath(options));
  const inside = (file: string) => file.startsWith(packageDir + path.sep) || file.startsWith(libDir + path.sep);
  const { fileExists, directoryExists, readFile } = host;
  host.fileExists = (file: string) => inside(path.resolve(file)) && fileExists.call(host, file);
  host.directoryExists = (dir: string) => (inside(path.resolve(dir) + path.sep) || path.resolve(dir) === packageDir) && directoryExists!.call(host, dir);
  host.readFile = (file: string) => (inside(path.resolve(file)) ? readFile.call(host, file) : undefined);
  const program = ts.createProgram([entry], options, host);
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const exports = checker.getExportsOfModule(moduleSymbol);
  const resolve = (symbol: TsSymbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const exported = (name: string) => {
    const symbol = exports.find((s) => s.name === name);
    return symbol && resolve(symbol);
  };
  return { checker, exports, exported, resolve, packageDir };
}

const isFunctionType = (type: Type) => type.getCallSignatures().length > 0;

/** The kinds of value a type accepts: `true`, `false`, `string`, `'literal'`, `number`, `function`, `array`, `object`, `RegExp`, `any`. */
function kindsOf(checker: Checker, type: Type): string[] {
  const kinds = new Set<string>();
  const members = type.isUnion() ? type.types : [type];
  for (const member of members) {
    const flags = member.flags;
    if (flags & ts.TypeFlags.Any) kinds.add('any');
    else if (flags & ts.TypeFlags.BooleanLiteral) kinds.add(checker.typeToString(member));
    else if (flags & ts.TypeFlags.StringLiteral) kinds.add(`'${(member as import('typescript').StringLiteralType).value}'`);
    else if (flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) kinds.add('string');
    else if (flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) kinds.add('number');
    else if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)) continue;
    else if (flags & ts.TypeFlags.Intersection && (member as import('typescript').IntersectionType).types.some((t) => t.flags & ts.TypeFlags.String)) kinds.add('string');
    else if (checker.isArrayType(member) || checker.isTupleType(member)) kinds.add('array');
    else if (isFunctionType(member)) kinds.add('function');
    else if (member.symbol?.name === 'RegExp') kinds.add('RegExp');
    else if (flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) kinds.add('object');
    else kinds.add(checker.typeToString(member));
  }
  // `'auto' | (string & {})` hints a value in editors; it accepts no more than `string`.
  if (kinds.has('string')) for (const kind of kinds) if (kind.startsWith("'")) kinds.delete(kind);
  return [...kinds].sort();
}

/**
 * The object types a value type may hold options in: union members, the objects of an array
 * (`html.appIcon.icons`) and the values of a record (`source.entry`).
 */
function optionObjects(checker: Checker, type: Type, depth = 0): Type[] {
  if (depth > 3) return [];
  if (type.isUnion()) return type.types.flatMap((t) => optionObjects(checker, t, depth + 1));
  if (checker.isArrayType(type)) return optionObjects(checker, checker.getTypeArguments(type as import('typescript').TypeReference)[0], depth + 1);
  const record = checker.getIndexInfosOfType(type).find((info) => info.keyType.flags & ts.TypeFlags.String);
  if (record && !checker.getPropertiesOfType(type).length) return optionObjects(checker, record.type, depth + 1);
  return [type];
}

/** Named properties of the object members of a type (functions, arrays and index signatures left out). */
function objectProperties(checker: Checker, type: Type): TsSymbol[] {
  const members = optionObjects(checker, type);
  const properties = new Map<string, TsSymbol>();
  for (const member of members) {
    if (!(member.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) continue;
    if (isFunctionType(member) || checker.isArrayType(member) || checker.isTupleType(member)) continue;
    if (member.symbol?.name === 'RegExp') continue;
    for (const property of checker.getPropertiesOfType(member)) {
      if (!properties.has(property.name)) properties.set(property.name, property);
    }
  }
  return [...properties.values()];
}

function typeOfProperty(checker: Checker, property: TsSymbol): Type {
  const declaration = property.valueDeclaration ?? property.declarations?.[0];
  const type = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getTypeOfSymbol(property);
  return checker.getNonNullableType(type);
}

/** `{ 'output.distPath': { kinds: [...] }, … }` for every key of RsbuildConfig down to MAX_DEPTH. */
function configKeys(checker: Checker, configType: Type, ownDir: string): Keys {
  const keys: Keys = {};
  // Only objects declared in the release itself (its own types and the declarations it bundles
  // in compiled/**); other packages' types are not resolved and stay `any`.
  const ownType = (type: Type) =>
    optionObjects(checker, type).some((t) =>
      (t.symbol?.declarations ?? t.aliasSymbol?.declarations ?? []).some((d) => d.getSourceFile().fileName.startsWith(ownDir)),
    );
  const walk = (type: Type, prefix: string, depth: number, seen: Set<Type>) => {
    for (const property of objectProperties(checker, type)) {
      if (property.name.startsWith('_')) continue;
      const key = prefix ? `${prefix}.${property.name}` : property.name;
      const propertyType = typeOfProperty(checker, property);
      keys[key] = { kinds: kindsOf(checker, propertyType) };
      if (depth < MAX_DEPTH && !seen.has(propertyType) && ownType(propertyType)) walk(propertyType, key, depth + 1, new Set(seen).add(propertyType));
    }
  };
  walk(configType, '', 1, new Set([configType]));
  return keys;
}

const propertyNames = (checker: Checker, type: Type) => checker.getPropertiesOfType(type).map((p) => p.name).sort();

/** The surface of an `@rsbuild/core` release. */
/** What a release of `@rsbuild/core` exposes. */
export interface CoreSurface {
  devServer: string[];
  environmentContext: string[];
  config: Keys;
  instance: string[];
  pluginAPI: string[];
  exports: string[];
}

export function readCoreSurface(packageDir: string): CoreSurface {
  const { checker, exports, exported, packageDir: dir } = openProgram(packageDir);
  const declared = (name: string) => {
    const symbol = exported(name);
    return symbol ? checker.getDeclaredTypeOfSymbol(symbol) : undefined;
  };
  const config = declared('RsbuildConfig');
  const instance = declared('RsbuildInstance');
  const pluginAPI = declared('RsbuildPluginAPI');
  // The dev server's type is not exported by every release: read what createDevServer() resolves to.
  const createDevServer = instance && checker.getPropertyOfType(instance, 'createDevServer');
  const devServerPromise = createDevServer && typeOfProperty(checker, createDevServer).getCallSignatures()[0]?.getReturnType();
  const devServer = devServerPromise && checker.getAwaitedType(devServerPromise);
  const environmentContext = declared('EnvironmentContext');
  return {
    devServer: devServer ? Object.keys(configKeys(checker, devServer, dir)).sort() : [],
    environmentContext: environmentContext ? Object.keys(configKeys(checker, environmentContext, dir)).sort() : [],
    config: config ? configKeys(checker, config, dir) : {},
    instance: instance ? propertyNames(checker, instance) : [],
    pluginAPI: pluginAPI ? propertyNames(checker, pluginAPI) : [],
    exports: exports.map((s) => s.name).sort(),
  };
}

/**
 * The options of an official plugin: the first parameter of its exported `plugin*` function,
 * walked like config keys.
 */
export function readPluginSurface(packageDir: string, factoryName: string): { options: Keys; missing?: string } {
  const { checker, exported, packageDir: dir } = openProgram(packageDir);
  const factory = exported(factoryName);
  if (!factory) return { options: {}, missing: `no export ${factoryName}` };
  const declaration = (factory.valueDeclaration ?? factory.declarations?.[0])!;
  const signature = checker.getTypeOfSymbolAtLocation(factory, declaration).getCallSignatures()[0];
  const parameter = signature?.parameters[0];
  if (!parameter) return { options: {} };
  const optionsType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(parameter, parameter.valueDeclaration!));
  return { options: configKeys(checker, optionsType, dir) };
}
