// One lint configuration for every workspace (run per workspace by turbo: `npm run lint`).
import { dirname, resolve, sep } from 'node:path';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

/** `…/features/<name>/…` → the features folder and the feature's name; null outside a feature. */
function featureOf(path, isFile) {
  const parts = path.split(sep);
  const at = parts.lastIndexOf('features');
  // A file must sit inside a feature's folder; a target may name the folder itself (its index).
  if (at < 0 || at + (isFile ? 2 : 1) >= parts.length) return null;
  return { folder: parts.slice(0, at + 1).join(sep), name: parts[at + 1] };
}

/**
 * The house's module boundaries that a linter can see file by file. Import cycles need the whole
 * graph, so packages/repo-checks/test/imports.test.ts enforces those (and this rule again, for
 * value imports, as a safety net).
 */
const boundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        docs: { description: 'A feature does not import another feature of the same features folder' },
        schema: [],
        messages: { crossing: 'Un feature no importa otro ({{from}} → {{to}}): mueve lo compartido a shared/ o a packages/.' },
      },
      create(context) {
        const own = featureOf(context.filename, true);
        if (!own) return {};
        const check = (source) => {
          if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const target = featureOf(resolve(dirname(context.filename), source.value), false);
          if (target && target.folder === own.folder && target.name !== own.name) {
            context.report({ node: source, messageId: 'crossing', data: { from: own.name, to: target.name } });
          }
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'packages/devdb/bin/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts (bootstrap, start, test) run before TypeScript is installed.
    files: ['**/*.{js,mjs}'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: { 'simple-import-sort/imports': 'error', 'simple-import-sort/exports': 'error' },
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries, 'simple-import-sort': simpleImportSort },
    rules: {
      // One import order everywhere (packages, then relative), kept by `eslint --fix`.
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      'boundaries/no-cross-feature-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
);
