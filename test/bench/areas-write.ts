/**
 * The largest areas write (issue 25): a draft's carrier routes set to MAX_AREAS_ROUTES routes in one
 * `POST /client/campaigns/{id}/areas` over real HTTP, against a sandbox in this process, with the event
 * loop's longest block measured while it runs (perf_hooks.monitorEventLoopDelay). No request may hold the
 * event loop longer than 50 ms (issue 27): every other request (a dashboard's reads, a keep-alive socket)
 * waits that long. The write reads its routes and where they lie in one query per batch of 250 routes and
 * yields between batches.
 *
 * Run alone: `npx tsx test/bench/areas-write.ts`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { MAX_AREAS_ROUTES } from '../../src/api/contract/builder';
import { endpoints } from '../../src/api/contract/endpoints';
import { signAccessToken } from '../../server/auth/tokens';
import { startSandboxServer } from '../../server/server';
import { removeDir } from './anchors';

type Record = (name: string, value: number, unit: string, budget: number) => void;

/** Centres of large metros: their radius searches together give more distinct routes than the cap. */
const CENTRES: readonly [number, number][] = [
  [41.8781, -87.6298],
  [40.7128, -74.006],
  [34.0522, -118.2437],
  [29.7604, -95.3698],
  [33.4484, -112.074],
  [39.9526, -75.1652],
  [32.7767, -96.797],
];

interface RouteNode {
  zip: string;
  croute: string;
  raw: unknown;
}

/** A successful answer's `data` (the envelope's). */
async function json(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: unknown }).data;
}

/** The event loop's longest block (ms) while `work` runs, and how long `work` took. */
async function longestBlock(work: () => Promise<void>): Promise<{ blockMs: number; totalMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const t0 = performance.now();
  await work();
  const totalMs = performance.now() - t0;
  histogram.disable();
  return { blockMs: histogram.max / 1e6, totalMs };
}

/** Writes MAX_AREAS_ROUTES routes to a draft `runs` times; records the longest block of the worst run. */
export async function benchAreasWrite(record: Record, runs = 3) {
  console.log(`\n# Largest areas write (${MAX_AREAS_ROUTES} routes, over HTTP)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'doorstep-bench-areas-'));
  const server = await startSandboxServer({ port: 0, dataDir, reset: true, quiet: true });
  try {
    const client = server.credentials.clients[0]!;
    const token = await signAccessToken(server.sandbox.key, client.clientId);
    const read = { Authorization: `Bearer ${client.clientKey}` };
    const write = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

    const routes = new Map<string, unknown>();
    for (const [lat, lng] of CENTRES) {
      const query = new URLSearchParams({
        lat: String(lat),
        lng: String(lng),
        radius: '20000',
        first: '500',
      });
      const page = (await json(
        await fetch(`${server.url}${endpoints.searchCarrierRoutes.path}?${query}`, { headers: read }),
      )) as { nodes: RouteNode[] };
      for (const node of page.nodes) routes.set(`${node.zip} ${node.croute}`, node.raw);
      if (routes.size >= MAX_AREAS_ROUTES) break;
    }
    if (routes.size < MAX_AREAS_ROUTES) throw new Error(`only ${routes.size} routes found`);
    const body = JSON.stringify({ routes: [...routes.values()].slice(0, MAX_AREAS_ROUTES) });

    const draft = (await json(
      await fetch(`${server.url}${endpoints.createDraft.path}`, {
        method: 'POST',
        headers: write,
        body: JSON.stringify({ channel: 'ADM', subtype: 'EDDM', name: 'Largest areas write' }),
      }),
    )) as { campaignId: number };
    const areasPath = endpoints.setDraftAreas.path.replace('{id}', String(draft.campaignId));

    let worst = { blockMs: 0, totalMs: 0 };
    // The first run warms the statement cache and the JIT; the figure is the worst of the runs after it.
    for (let i = 0; i <= runs; i++) {
      const run = await longestBlock(async () => {
        await json(await fetch(`${server.url}${areasPath}`, { method: 'POST', headers: write, body }));
      });
      if (i > 0 && run.blockMs > worst.blockMs) worst = run;
    }
    console.log(
      `      (${(body.length / 1024).toFixed(0)} KB body; the worst write took ${worst.totalMs.toFixed(0)} ms in all)`,
    );
    record(
      `areas write of ${MAX_AREAS_ROUTES} routes: longest event-loop block, worst of ${runs}`,
      worst.blockMs,
      'ms',
      50,
    );
  } finally {
    await server.close();
    removeDir(dataDir);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  benchAreasWrite((name, value, unit, budget) =>
    console.log(
      `${value <= budget ? 'ok  ' : 'MISS'}  ${name}: ${value.toFixed(1)} ${unit} (budget ${budget})`,
    ),
  ).catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
