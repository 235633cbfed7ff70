import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { describe, expect, it } from 'vitest';

import { readPackage, root, sourceFiles, workspaceDirs } from './workspace.ts';

/** Value imports and re-exports of a file (type-only ones create no runtime dependency). */
function valueSpecifiers(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) if (!match[2]) found.push(match[3] as string);
  for (const match of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1] as string);
  return found;
}

function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  return null;
}

const files = workspaceDirs().flatMap((dir) => sourceFiles(dir).filter((file) => !file.includes(`${sep}test${sep}`)));
const graph = new Map(
  files.map((file) => [
    file,
    valueSpecifiers(readFileSync(file, 'utf8'))
      .map((s) => resolveRelative(file, s))
      .filter((target): target is string => target !== null),
  ]),
);

/** Strongly connected components with more than one file (Tarjan), i.e. import cycles. */
function cycles(edges: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (edges.get(node) ?? []).includes(node)) found.push(component);
    }
  };
  for (const node of edges.keys()) if (!indices.has(node)) visit(node);
  return found;
}

/** `…/features/<name>/…` → the features folder and the feature's name. */
function featureOf(file: string): { folder: string; name: string } | null {
  const parts = file.split(sep);
  const at = parts.lastIndexOf('features');
  if (at < 0 || at + 2 >= parts.length) return null;
  return { folder: parts.slice(0, at + 1).join(sep), name: parts[at + 1] as string };
}

describe('imports', () => {
  it('have no cycles between source files', () => {
    const named = cycles(graph).map((component) => component.map((file) => relative(root, file)).sort());
    expect(named).toEqual([]);
  });

  it('never cross from one feature into another (shared code moves down)', () => {
    const crossings: string[] = [];
    for (const [file, targets] of graph) {
      const own = featureOf(file);
      if (!own) continue;
      for (const target of targets) {
        const other = featureOf(target);
        if (other && other.folder === own.folder && other.name !== own.name) crossings.push(`${relative(root, file)} → ${relative(root, target)}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('have no cycles between workspace packages', () => {
    const packages = workspaceDirs().map((dir) => readPackage(dir));
    const names = new Set(packages.map((p) => p.name));
    const edges = new Map(packages.map((p) => [p.name, Object.keys(p.dependencies ?? {}).filter((d) => names.has(d))]));
    expect(cycles(edges)).toEqual([]);
  });
});
