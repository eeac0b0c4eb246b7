import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { createSandbox } from '../sandbox';

/**
 * `@redocly/cli lint` with its recommended rules (test/openapi/redocly.yaml) on the document the sandbox
 * serves: no errors, no warnings. The four places where a rule is wrong for this API are listed, with
 * the reason, in test/openapi/.redocly.lint-ignore.yaml; nothing else may be ignored.
 */

const run = promisify(execFile);
const repo = resolve(__dirname, '../..');
const cli = createRequire(__filename).resolve('@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

let dir = '';
let report: LintReport;

beforeAll(async () => {
  const sandbox = await createSandbox();
  let served: string;
  try {
    const res = await sandbox.fetch(endpoints.openApi.path);
    expect(res.status).toBe(200);
    served = await res.text();
  } finally {
    sandbox.close();
  }
  dir = mkdtempSync(join(tmpdir(), 'doorstep-openapi-lint-'));
  writeFileSync(join(dir, 'openapi.json'), served);
  // The ignore file is read beside the configuration, its paths relative to it.
  for (const name of ['redocly.yaml', '.redocly.lint-ignore.yaml'])
    copyFileSync(join(repo, 'test/openapi', name), join(dir, name));
  const { stdout } = await run(
    process.execPath,
    [cli, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json'],
    {
      cwd: dir,
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((err: { stdout?: string; stderr?: string }) => {
    // The CLI exits 1 when it finds errors; its report is still on stdout.
    if (err.stdout) return { stdout: err.stdout };
    throw new Error(`redocly lint did not run: ${err.stderr ?? String(err)}`);
  });
  report = JSON.parse(stdout) as LintReport;
}, 30_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the served OpenAPI document under redocly lint (recommended rules)', () => {
  it('has no errors and no warnings', () => {
    const problems = report.problems.map(
      (p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('ignores only the four places listed in the ignore file', () => {
    expect(report.totals.ignored).toBe(4);
  });
});
