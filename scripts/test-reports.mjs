import { stripVTControlCharacters } from 'node:util';
// What `npm test` reads of the reporters' JSON: the counts, and the name and first line of the
// error of each failing test, which the closing lines repeat (a CI log is often read from its tail).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Vitest's JSON report (`--reporter=json`), or null when there is none. */
export function readVitestReport(file, label) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  for (const testFile of report.testResults ?? []) {
    const where = relative(process.cwd(), testFile.name ?? '');
    const failed = (testFile.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`${label}: ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside its tests (it did not load, a hook threw) has no failed test.
    if (!failed.length && testFile.status === 'failed')
      failures.push(`${label}: ${where}: ${firstLine(testFile.message)}`);
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
}

/** Playwright's JSON report, or null when there is none. A test that passed on a retry counts as passed. */
export function readPlaywrightReport(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
      failures.push(`Playwright: ${[...titles, spec.title].join(' › ')}: ${firstLine(error?.message)}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    failures,
  };
}

/** The first non-empty line of a message, without the reporters' colours, at most 300 characters. */
export function firstLine(text) {
  const plain = stripVTControlCharacters(String(text ?? ''));
  return (
    plain
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? '(no message)'
  );
}
