import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { describe, expect, it } from 'vitest';

import { root } from './workspace.ts';

/*
 * Docs name files so a reader can go straight to them ("where rules live"); a file that moved
 * leaves the reader at a dead end. Every path a doc names must exist: backticked repository paths
 * and markdown links to files, in docs/ and in every README.md of the tree.
 */

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.data', '.turbo', 'coverage', 'bin']);

/** docs/**\/*.md and every README.md of the repository (outside node_modules, builds and data). */
function docFiles(dir = root): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...docFiles(path));
    else if (name === 'README.md' || (name.endsWith('.md') && relative(root, path).startsWith(`docs${sep}`))) out.push(path);
  }
  return out;
}

/** The top-level entries of the repository: a backticked path starting with one of them is read from the root. */
const topLevel = new Set(readdirSync(root).filter((name) => !name.startsWith('.')));

/** Looks like a file name: ends with an extension of the kinds the repository holds. */
const FILE_LIKE = /\.(ts|tsx|js|mjs|cjs|json|md|yml|yaml|go|conf|sh|hbs|html|css)$/;

/**
 * The repository path a backticked text names, or null when it is not one: code, URLs (`/companies/…`),
 * package specifiers (`@insp/ui/screens`), patterns (`features/<x>/api.ts`, `*.ts`, `{a,b}`), commands.
 */
function backtickedPath(text: string): string | null {
  if (/[\s<>{}*|$…'"`,;=()[\]]/.test(text) || text.includes('://') || text.startsWith('@') || text.startsWith('/') || text.startsWith('-')) return null;
  const path = text.replace(/:\d+(-\d+)?$/, '').replace(/#.*$/, '');
  // A bare name (`routes.ts`) is read in its sentence's context; a path has a folder in it.
  if (!path.includes('/')) return null;
  // Hidden folders are runtime data (`.data/admin/outbox/`), not sources.
  if (/^\.[^./]/.test(path)) return null;
  const first = path.split('/')[0] ?? '';
  if (topLevel.has(first)) return path;
  // Anything else (`./spa` is an exposed module, `src/app.ts` a file of the doc's folder) only when it names a file or a folder.
  return FILE_LIKE.test(path) || path.endsWith('/') ? path : null;
}

interface Named {
  doc: string;
  line: number;
  path: string;
}

/** Every path a document names: backticked ones and markdown links (not URLs, not anchors alone). */
function namedPaths(doc: string): Named[] {
  const out: Named[] = [];
  const lines = readFileSync(doc, 'utf8').split('\n');
  let fenced = false;
  lines.forEach((text, index) => {
    if (text.trimStart().startsWith('```')) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const match of text.matchAll(/`([^`]+)`/g)) {
      const path = backtickedPath(match[1] ?? '');
      if (path) out.push({ doc, line: index + 1, path });
    }
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1] ?? '';
      if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
      out.push({ doc, line: index + 1, path: target.replace(/#.*$/, '') });
    }
  });
  return out;
}

/**
 * Where a named path is: from the document's folder or, for a path starting at a top-level folder,
 * from the root. A path that leads out of the repository (the shared spec next to it) is not this
 * check's business.
 */
function exists({ doc, path }: Named): boolean {
  const fromDoc = resolve(dirname(doc), path);
  if (!fromDoc.startsWith(root + sep) && fromDoc !== root) return true;
  const first = path.split('/')[0] ?? '';
  const candidates = topLevel.has(first) ? [fromDoc, resolve(root, path)] : [fromDoc];
  return candidates.some((candidate) => existsSync(candidate) || ignoredByGit(candidate, path.endsWith('/')));
}

/** A build or runtime output (`packages/devdb/bin/`, built on the first run) is named on purpose though a fresh clone lacks it. */
function ignoredByGit(path: string, folder: boolean): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', relative(root, path) + (folder ? '/' : '')], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('docs name only paths that exist', () => {
  const docs = docFiles();

  it('finds the docs index and the READMEs', () => {
    const names = docs.map((doc) => relative(root, doc).split(sep).join('/'));
    expect(names).toContain('docs/README.md');
    expect(names).toContain('README.md');
  });

  it('every backticked repository path and every link to a file exists', () => {
    const missing = docs
      .flatMap(namedPaths)
      .filter((named) => !exists(named))
      .map(({ doc, line, path }) => `${relative(root, doc).split(sep).join('/')}:${line} ${path}`);
    expect(missing).toEqual([]);
  });

  it('recognises what a path is (a probe of the reader above)', () => {
    expect(backtickedPath('services/neo/src/app.ts')).toBe('services/neo/src/app.ts');
    expect(backtickedPath('shell/src/federation/retry.ts:12')).toBe('shell/src/federation/retry.ts');
    expect(backtickedPath('src/seed/')).toBe('src/seed/');
    expect(backtickedPath('./spa')).toBeNull();
    expect(backtickedPath('.data/admin/outbox/')).toBeNull();
    expect(backtickedPath('routes.ts')).toBeNull();
    expect(backtickedPath('features/<x>/api.ts')).toBeNull();
    expect(backtickedPath('@insp/ui/screens')).toBeNull();
    expect(backtickedPath('/companies/:companyId/files')).toBeNull();
    expect(backtickedPath('npm test')).toBeNull();
    expect(exists({ doc: join(root, 'docs', 'x.md'), line: 1, path: 'services/no-such-service/README.md' })).toBe(false);
    expect(exists({ doc: join(root, 'docs', 'x.md'), line: 1, path: '../services/no-such-service/README.md' })).toBe(false);
    expect(exists({ doc: join(root, 'docs', 'x.md'), line: 1, path: '../packages/domain/src/rut.ts' })).toBe(true);
    expect(exists({ doc: join(root, 'README.md'), line: 1, path: '../shared/spec/' })).toBe(true);
    expect(exists({ doc: join(root, 'README.md'), line: 1, path: 'packages/devdb/bin/no-such-build' })).toBe(true);
  });
});
