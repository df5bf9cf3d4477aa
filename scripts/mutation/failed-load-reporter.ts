import type { Reporter, Vitest } from 'vitest/node';

/**
 * A test file that cannot even be imported counts as one failed test, for StrykerJS (`npm run mutation`, ADR 0036).
 *
 * Stryker's Vitest runner (9.6.1 and 10.0.0, stryker-js#6150) builds each mutant's result from the tests it
 * collected, and a file whose import throws collects none: a static mutant that breaks a table checked at load
 * (`defineRateGrid` refusing a row, a schema refusing a constant) was reported *survived* although every file
 * importing it failed. Applied by hand, such a mutant fails 13 of the loan-products test files.
 */
export default class FailedLoadReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  // The files Stryker reads its results from, at the end of each run (before it reads them).
  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      // The shape Stryker reads (type, name, mode, result, file, suite); vitest builds no other test from it.
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: '파일을 불러와요',
        mode: 'run',
        file,
        suite: file,
        meta: {},
        context: undefined as never,
        timeout: 0,
        annotations: [],
        artifacts: [],
        result: { state: 'fail', errors: file.result.errors ?? [] },
      } as unknown as (typeof file.tasks)[number]);
    }
  }
}
