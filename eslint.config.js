// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layerRules } from './eslint/layers.js';

// `import { z }` hands esbuild and Vite an object they cannot tree-shake (every zod locale, ~350 KB).
const zodNamedImport = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`: it tree-shakes.",
};

// A formatter made as its module runs costs the page's code task the browser's formatting data (issue 18).
const moduleLevelFormatter = {
  selector:
    ':matches(Program > VariableDeclaration, Program > ExportNamedDeclaration > VariableDeclaration) > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
  message:
    'Make formatters on first use, `madeOnFirstUse(() => new Intl.…)` (web/src/lib/made-on-first-use.ts): made as the module runs, the first one loads the formatting data on the main thread.',
};

export default tseslint.config(
  // What .gitignore leaves out (builds, data folders, the bench's scratch folder) is not linted either.
  {
    ignores: [
      'node_modules',
      '.data',
      '.data-*',
      'cdk.out',
      'web/dist',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/tmp',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // With verbatimModuleSyntax, `import { type A } from 'x'` stays in the build as `import 'x'`: a
      // type-only import of a schema module would still load zod. `import type { A }` disappears.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-syntax': ['error', zodNamedImport],
      'no-restricted-imports': [
        'error',
        {
          // Node loads date-fns's index as some 250 modules and, for each, parses its package.json's
          // 147 KB `exports` map: about 1.7 s of every process that imports it (each API test file,
          // each local runtime). A subpath loads the function and its few helpers.
          name: 'date-fns',
          message: "Import each function from its subpath: `import { addDays } from 'date-fns/addDays'`.",
        },
        {
          name: 'date-fns/locale',
          message: "Import the locale from its subpath: `import { enGB } from 'date-fns/locale/en-GB'`.",
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', zodNamedImport, moduleLevelFormatter] },
  },
  {
    // The web build runs on preact/compat (issue 18, web/vite.config.ts): what only React DOM does is refused.
    files: ['web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        zodNamedImport,
        moduleLevelFormatter,
        {
          selector: "JSXOpeningElement[name.name='title']",
          message: 'Use <PageTitle> (components/page-title): Preact does not move <title> into the head.',
        },
        {
          selector: "JSXAttribute[name.name='autoFocus']",
          message:
            'Use useFocusOnMount (components/use-focus-on-mount): browsers ignore autofocus on elements added later.',
        },
      ],
    },
  },
  layerRules,
  {
    files: ['functions/local/**', 'scripts/**', 'tests/**', 'infra/**'],
    rules: { 'no-console': 'off' },
  },
);
