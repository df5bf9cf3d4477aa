// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import-direction rules of architecture.md, enforced here rather than hoped for:
 * - packages/domain imports nothing of ours and no package (tests may use vitest and fast-check);
 * - a web feature never imports another feature (app/ composes them);
 * - process.env is read only by the config module (and by test/tool harnesses).
 */
const boundaries = {
  rules: {
    'domain-is-pure': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const packageRoot = path.resolve('packages/domain/src');
        const isTest = /\.test\.ts$/.test(context.filename);
        return {
          ImportDeclaration(node) {
            const source = String(node.source.value);
            if (source.startsWith('.')) {
              const target = path.resolve(path.dirname(context.filename), source);
              if (!target.startsWith(packageRoot))
                context.report({ node, message: `packages/domain must not import outside itself: '${source}'` });
              return;
            }
            if (isTest && (source === 'vitest' || source === 'fast-check')) return;
            context.report({ node, message: `packages/domain stays pure: no import of '${source}'` });
          },
        };
      },
    },
    'no-cross-feature': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const featuresRoot = path.resolve('apps/web/src/features');
        const featureOf = (file) => {
          const relative = path.relative(featuresRoot, file);
          return relative.startsWith('..') ? null : relative.split(path.sep)[0];
        };
        const own = featureOf(context.filename);
        const check = (node, source) => {
          if (!own || !source) return;
          const target = source.startsWith('.') ? path.resolve(path.dirname(context.filename), source) : null;
          const other = target ? featureOf(target) : (/(?:^|\/)features\/([\w-]+)/.exec(source)?.[1] ?? null);
          if (other && other !== own) {
            context.report({
              node,
              message: `feature '${own}' must not import feature '${other}'; compose them in app/`,
            });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, String(node.source.value)),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, String(node.source.value)),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '.e2e-tmp/**',
      '.stryker-tmp/**',
      'reports/**',
      'apps/server/drizzle/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { jipsa: boundaries },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration only in the config module.' },
      ],
      eqeqeq: ['error', 'always'],
    },
  },
  { files: ['packages/domain/src/**/*.ts'], rules: { 'jipsa/domain-is-pure': 'error' } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'jipsa/no-cross-feature': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A page's first Intl object loads the runtime's locale data, 37–73 ms of a phone's main thread (issue 32, ADR 0020):
    // digits are grouped by `groupDigits` and Korean time is read by its fixed offset (`koreaDateTime`). The admin's
    // report queue (moderation) is no visitor's first screen and keeps Intl's Korean dates.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/features/moderation/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Use groupDigits or koreaDateTime (@jipsa/domain).' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale/]',
          message: 'Use groupDigits or koreaDateTime (@jipsa/domain): toLocale* loads Intl.',
        },
      ],
    },
  },
  {
    // The config modules, test harnesses and tools may read the environment.
    files: [
      'apps/server/src/config.ts',
      'apps/server/src/testing/**',
      'apps/web/src/shared/config/**',
      'e2e/**',
      'cluster/**',
      'bench/**',
      'scripts/**',
      'docs/screenshots/**',
      '**/*.config.{ts,js,mjs}',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly', fetch: 'readonly' },
    },
  },
  {
    // The screenshot scripts of the closing notes pass functions to the page, which run with the browser's globals.
    files: ['docs/screenshots/**/*.mjs'],
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', navigator: 'readonly', location: 'readonly' },
    },
  },
);
