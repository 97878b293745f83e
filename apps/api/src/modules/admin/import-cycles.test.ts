import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The API's files import each other without a cycle at run time (type-only imports are erased and do not count):
// the imports' code giving (import-match.ts) once took newCode from catalogue-writes.ts, which imports it, so which
// of the two was evaluated first depended on who imported them first.

const SOURCE = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The files of this source `file` imports (or re-exports from) at run time. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return [];
    if (ts.isExportDeclaration(statement) && statement.isTypeOnly) return [];
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    const named = clause?.namedBindings;
    const typesOnly =
      clause?.isTypeOnly ||
      (clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.every((element) => element.isTypeOnly));
    if (typesOnly) return [];
    const base = resolve(dirname(file), specifier.text);
    const target = [`${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path));
    return target ? [target] : [];
  });
}

/** Every cycle found by a depth-first walk, as `a.ts -> b.ts -> a.ts`. */
function cycles(files: string[]): string[] {
  const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const found: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open')
        found.push(
          [...path.slice(path.indexOf(next)), next].map((step) => relative(SOURCE, step)).join(' -> '),
        );
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

describe('the API source', () => {
  it('has no import cycle at run time', () => {
    const files = sourceFiles(SOURCE);
    expect(files).toContain(join(SOURCE, 'modules/admin/import-match.ts'));
    expect(cycles(files)).toEqual([]);
  });
});
