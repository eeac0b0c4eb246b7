import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import createClient from 'openapi-fetch';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { createSandbox, type Sandbox } from '../sandbox';

/**
 * A client generated from the document the sandbox serves: `openapi-typescript` writes its types, and a
 * small `openapi-fetch` client (lists campaigns, reads a campaign's performance, quotes EDDM) must
 * type-check against them; the same client with a code that is not in an enum must not.
 */

const repo = resolve(__dirname, '../..');
// Inside the repository (ignored by git), so `openapi-fetch` resolves from node_modules as for any client.
const dir = join(repo, 'node_modules/.cache', `openapi-client-${process.pid}-${Date.now()}`);

/** The client, as a user of the generated types writes it. */
const client = (wrong: { status?: string; format?: string } = {}) => `
import createClient from 'openapi-fetch';
import type { paths } from './schema';

const api = createClient<paths>({ baseUrl: 'http://127.0.0.1:8787' });

export async function overview(key: string) {
  const headers = { Authorization: \`Bearer \${key}\` };
  const list = await api.GET('/client/campaigns', {
    headers,
    params: { query: { statuses: [${wrong.status ?? "10, 'COMPLETED'"}], types: [3], first: 20, from: '2026-01-01' } },
  });
  if (list.error) return list.error.error;
  const campaign = list.data.data.nodes[0];
  if (!campaign) return 'none';
  const status: 0 | 10 | 15 | 20 = campaign.status;
  const label: 'DRAFT' | 'ACTIVE' | 'COMPLETED' | 'ARCHIVED' = campaign.statusEnum;
  const performance = await api.GET('/client/campaigns/{id}/performance', {
    headers,
    params: { path: { id: campaign.id } },
  });
  const series = performance.data?.data;
  const weeks: string[] = series && 'xAxis' in series ? series.xAxis.data : [];
  const quote = await api.POST('/client/calculators/eddm', {
    headers,
    body: { volume: 5000, format: ${wrong.format ?? "'JUMBO'"} },
  });
  if (quote.response.status === 401) return quote.error?.error;
  const total: number | undefined = quote.data?.data.total;
  return { status, label, weeks, total };
}
`;

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  skipLibCheck: true,
};

/** Type-checks the files (the generated types and a client) and gives each error as `file:line: text`. */
function typeCheck(files: string[], old?: ts.Program) {
  const program = ts.createProgram({ rootNames: files, options: compilerOptions, oldProgram: old });
  const errors = ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : '-';
    return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
  return { program, errors };
}

let sandbox: Sandbox;
let document: Record<string, unknown>;
let firstCheck: ReturnType<typeof typeCheck>;

beforeAll(async () => {
  sandbox = await createSandbox();
  const res = await sandbox.fetch(endpoints.openApi.path);
  document = (await res.json()) as Record<string, unknown>;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'schema.d.ts'), astToString(await openapiTS(document as unknown as OpenAPI3)));
  writeFileSync(join(dir, 'client.ts'), client());
  firstCheck = typeCheck([join(dir, 'schema.d.ts'), join(dir, 'client.ts')]);
}, 60_000);

afterAll(() => {
  sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a client generated from the served document', () => {
  it('type-checks: campaigns, performance and an EDDM quote', () => {
    expect(firstCheck.errors).toEqual([]);
  });

  it('does not compile with a campaign status or an EDDM format outside the enums', () => {
    writeFileSync(join(dir, 'wrong-status.ts'), client({ status: '12' }));
    writeFileSync(join(dir, 'wrong-format.ts'), client({ format: "'HUGE'" }));
    const { errors } = typeCheck(
      [join(dir, 'schema.d.ts'), join(dir, 'wrong-status.ts'), join(dir, 'wrong-format.ts')],
      firstCheck.program,
    );
    const line = (file: string, text: string) =>
      client(file === 'wrong-status.ts' ? { status: '12' } : { format: "'HUGE'" })
        .split('\n')
        .findIndex((l) => l.includes(text)) + 1;
    expect(errors.map((e) => e.split(': ')[0]).sort()).toEqual([
      `wrong-format.ts:${line('wrong-format.ts', "format: 'HUGE'")}`,
      `wrong-status.ts:${line('wrong-status.ts', 'statuses: [12]')}`,
    ]);
    // A type-check takes a few seconds, more on a busy machine.
  }, 30_000);

  it('works against the sandbox as generated (lists, reads and quotes)', async () => {
    const { clients } = sandbox.credentials;
    const key = clients[0]!.clientKey;
    const api = createClient<never>({ baseUrl: 'http://sandbox.test', fetch: (r) => sandbox.fetch(r) });
    const headers = { Authorization: `Bearer ${key}` };
    const call = api as unknown as {
      GET: (path: string, init: object) => Promise<{ data?: { data: unknown }; response: Response }>;
      POST: (path: string, init: object) => Promise<{ data?: { data: unknown }; response: Response }>;
    };
    const list = await call.GET('/client/campaigns', {
      headers,
      params: { query: { statuses: [10, 'COMPLETED'], first: 5 } },
    });
    expect(list.response.status).toBe(200);
    const nodes = (list.data!.data as { nodes: { id: string; status: number }[] }).nodes;
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((c) => c.status === 10 || c.status === 15)).toBe(true);
    const performance = await call.GET('/client/campaigns/{id}/performance', {
      headers,
      params: { path: { id: nodes[0]!.id } },
    });
    expect(performance.response.status).toBe(200);
    const quote = await call.POST('/client/calculators/eddm', {
      headers,
      body: { volume: 5000, format: 'JUMBO' },
    });
    expect(quote.response.status).toBe(200);
    expect(quote.data!.data).toMatchObject({ total: expect.any(Number) });
  });
});
