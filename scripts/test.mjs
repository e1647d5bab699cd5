// `npm test`: type checks, lint, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then the browser journeys; ends with one line counting every test that passed and failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const reports = path.join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [];
/**
 * Runs one step with its output shown as it comes and kept: when a step fails, the summary at the end repeats
 * why (its error blocks), so a run read from its last lines still says what went wrong.
 */
async function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  const keep = (sink) => (chunk) => {
    sink.write(chunk);
    output += chunk;
    if (output.length > 4_000_000) output = output.slice(-2_000_000);
  };
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  steps.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000), why: status === 0 ? '' : why(output) });
  return status === 0;
}

/** The lines of a failed step's output that say why: vitest's and Playwright's error blocks, else its last lines. */
function why(output) {
  const lines = output.replace(new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g'), '').split('\n');
  const start = lines.findIndex((line) => /Unhandled (Errors?|Rejection)|Failed Tests? \d|Failed Suites? \d|^\s+\d+ failed$/.test(line));
  return (start >= 0 ? lines.slice(start, start + 80) : lines.slice(-30)).join('\n');
}

function count(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, missing: true };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}

await step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
await step('lint', 'npm', ['run', 'lint', '--silent']);
// ESLint's no-cycle skips type-only imports; dpdm sees them (decision 028).
await step('import cycles', 'npm', ['run', 'cycles', '--silent']);
const vitestJson = path.join(reports, 'vitest.json');
await step('unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const e2eJson = path.join(reports, 'e2e.json');
const hasE2e = readdirSync('e2e').some((file) => file.endsWith('.spec.ts'));
if (hasE2e) {
  await step('build for end-to-end', 'npm', ['run', 'build', '--silent']);
  // The JavaScript a first view loads must not grow (bench/first-view-ceiling.json).
  await step('first view JavaScript', 'npx', ['tsx', 'bench/tools/first-view.ts']);
  await step('end-to-end (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
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

for (const s of steps.filter((s) => !s.ok)) console.log(`\n=== why ${s.name} failed ===\n${s.why}`);
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
