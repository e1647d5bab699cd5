// `npm test`: type checks, lint, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then the browser journeys; ends with one line counting every test that passed and failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const reports = path.join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [];
function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push({ name, ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return result.status === 0;
}

function count(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, missing: true };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}

step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
step('lint', 'npm', ['run', 'lint', '--silent']);
// ESLint's no-cycle skips type-only imports; dpdm sees them (decision 028).
step('import cycles', 'npm', ['run', 'cycles', '--silent']);
const vitestJson = path.join(reports, 'vitest.json');
step('unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const e2eJson = path.join(reports, 'e2e.json');
const hasE2e = readdirSync('e2e').some((file) => file.endsWith('.spec.ts'));
if (hasE2e) {
  step('build for end-to-end', 'npm', ['run', 'build', '--silent']);
  // The JavaScript a first view loads must not grow (bench/first-view-ceiling.json).
  step('first view JavaScript', 'npx', ['tsx', 'bench/tools/first-view.ts']);
  step('end-to-end (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
}

const unit = count(vitestJson, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numFailedTestSuites ?? 0),
  skipped: r.numPendingTests + r.numTodoTests,
}));
const e2e = hasE2e
  ? count(e2eJson, (r) => ({ passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected, skipped: r.stats.skipped }))
  : { passed: 0, failed: 0, skipped: 0 };
const failedSteps = steps.filter((s) => !s.ok && !['unit and API tests', 'end-to-end (Chromium)'].includes(s.name));

console.log('\n=== summary ===');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.name} (${s.seconds}s)`);
console.log(`vitest: ${unit.passed} passed, ${unit.failed} failed${unit.missing ? ' (no report)' : ''}`);
if (hasE2e) console.log(`playwright: ${e2e.passed} passed, ${e2e.failed} failed${e2e.missing ? ' (no report)' : ''}`);
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + failedSteps.length + (unit.missing ? 1 : 0) + (hasE2e && e2e.missing ? 1 : 0);
const allOk = failed === 0 && steps.every((s) => s.ok);
// Skipped tests are the PostgreSQL-only ones on PGlite (and the reverse); they never count as passed.
const skipped = unit.skipped + e2e.skipped;
const failedCount = allOk ? 0 : Math.max(failed, 1);
writeFileSync(path.join(reports, 'summary.json'), JSON.stringify({ passed, failed: failedCount, skipped }));
console.log(`\nTests: ${passed} passed, ${failedCount} failed, ${skipped} skipped (Node ${process.version})`);
process.exit(allOk ? 0 : 1);
