// `npm test` closes with the failing tests by name (scripts/test-reports.mjs), read from the
// reporters' JSON: a CI log read from its tail says what failed, not only how many.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script, without type declarations
import { readPlaywrightReport, readVitestReport } from './test-reports.mjs';

const folder = mkdtempSync(join(tmpdir(), 'test-reports-'));
function reportFile(name: string, report: unknown) {
  const file = join(folder, name);
  writeFileSync(file, JSON.stringify(report));
  return file;
}

describe('the closing list of failures', () => {
  it('names each failing vitest test with the first line of its error, and a file that did not load', () => {
    const file = reportFile('vitest.json', {
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [
        {
          name: join(process.cwd(), 'server/a.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'lists a page', status: 'passed', failureMessages: [] },
            {
              fullName: 'lists the next page',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n    at server/a.test.ts:9'],
            },
          ],
        },
        {
          name: join(process.cwd(), 'server/b.test.ts'),
          status: 'failed',
          message: 'Cannot find module x',
          assertionResults: [],
        },
        { name: join(process.cwd(), 'server/c.test.ts'), status: 'passed', assertionResults: [] },
      ],
    });
    expect(readVitestReport(file, 'vitest (pglite)')).toEqual({
      passed: 3,
      failed: 1,
      skipped: 1,
      failures: [
        'vitest (pglite): server/a.test.ts › lists the next page: AssertionError: expected 2 to be 3',
        'vitest (pglite): server/b.test.ts: Cannot find module x',
      ],
    });
  });

  it('names each Playwright test that failed in the end; one that passed on a retry counts as passed', () => {
    const file = reportFile('e2e.json', {
      stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'e2e/admin.spec.ts',
          specs: [{ title: 'approves a user', ok: true, tests: [{ results: [{ status: 'passed' }] }] }],
          suites: [
            {
              title: 'signed out',
              specs: [
                {
                  title: 'sends to /login',
                  ok: false,
                  tests: [{ results: [{ status: 'failed', error: { message: 'Timed out 5000ms\nCall log:' } }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(readPlaywrightReport(file)).toEqual({
      passed: 6,
      failed: 1,
      skipped: 0,
      failures: ['Playwright: e2e/admin.spec.ts › signed out › sends to /login: Timed out 5000ms'],
    });
  });

  it('reads a missing report as none', () => {
    expect(readVitestReport(join(folder, 'none.json'), 'vitest (pglite)')).toBeNull();
    expect(readPlaywrightReport(join(folder, 'none.json'))).toBeNull();
  });
});
