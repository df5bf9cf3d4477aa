// Mutation testing of the rules and the board's live render (issue 34): `npm run mutation`. Not part of
// `npm test` (it takes tens of minutes on two cores); incremental, so a second run re-tests only what changed.
// A mutant that cannot change behaviour is marked where it is made, `// Stryker disable next-line <mutator>: <why>`,
// so the reason sits beside the code it excuses (each is listed in ADR 0036); `--force` after tests change module-level
// constants, which incremental mode otherwise keeps as survived.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.mutation.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: [
    'packages/domain/src/**/*.ts',
    '!packages/domain/src/**/*.test.ts',
    '!packages/domain/src/**/testing/**',
    '!packages/domain/src/**/index.ts',
    'apps/server/src/plugins/live-pages.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['progress', 'clear-text', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
