/**
 * The heaviest read (issue 37): a planner search of 500 carrier routes with their outlines (about 500 KB
 * of JSON), over real HTTP against a sandbox in this process, with the event loop's longest block
 * measured while it runs, as the areas write is (test/bench/areas-write.ts). No request may hold the loop
 * longer than 50 ms: every other request waits that long.
 *
 * Then the fast answers' memory (http/fast-answers.ts): a minute of distinct reads, each sent twice so the
 * server keeps its answer, and the bytes the store holds at the end. An answer can be sent again only in
 * the second it was made in, so the store should hold about one second's answers, not its cap.
 *
 * Run alone: `npx tsx test/bench/search-read.ts` (`BENCH_FAST_SECONDS=10` for a shorter second part).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { carrierRouteLimits } from '../../src/api/contract/carrier-route';
import { endpoints } from '../../src/api/contract/endpoints';
import { startSandboxServer } from '../../server/server';
import { removeDir } from './anchors';

type RecordFigure = (name: string, value: number, unit: string, budget: number) => void;

/** Chicago: a radius search there finds more routes than the cap. */
const CENTRE = { lat: 41.8781, lng: -87.6298 };

/** The answer's bytes, or an error naming the status. */
async function body(res: Response): Promise<string> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${text.slice(0, 300)}`);
  return text;
}

/** The event loop's longest block (ms) while `work` runs. */
async function longestBlock(work: () => Promise<void>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await work();
  histogram.disable();
  return histogram.max / 1e6;
}

export async function benchSearchRead(record: RecordFigure, runs = 5) {
  const first = carrierRouteLimits.firstMax;
  console.log(`\n# Heaviest read (a search of ${first} routes with outlines, over HTTP)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'doorstep-bench-search-'));
  const server = await startSandboxServer({ port: 0, dataDir, reset: true, quiet: true });
  try {
    const client = server.credentials.clients[0]!;
    const headers = { Authorization: `Bearer ${client.clientKey}` };
    const search = (lat: number, extra: Record<string, string> = {}) =>
      `${server.url}${endpoints.searchCarrierRoutes.path}?${new URLSearchParams({
        lat: lat.toFixed(5),
        lng: String(CENTRE.lng),
        radius: '20000',
        first: String(first),
        includePaths: 'true',
        includeDemographics: 'true',
        ...extra,
      })}`;

    // Each run a point a little further north: another answer, never one the caches hold. The first run
    // warms the statements and the JIT; the figure is the worst of the runs after it.
    let worst = 0;
    let size = 0;
    for (let i = 0; i <= runs; i++) {
      const block = await longestBlock(async () => {
        size = (await body(await fetch(search(CENTRE.lat + i * 0.001), { headers }))).length;
      });
      if (i > 0) worst = Math.max(worst, block);
    }
    console.log(`      (${(size / 1024).toFixed(0)} KB answer)`);
    record(
      `search of ${first} routes with outlines: longest event-loop block, worst of ${runs}`,
      worst,
      'ms',
      50,
    );

    const seconds = Number(process.env.BENCH_FAST_SECONDS ?? 60);
    const fast = server.sandbox.fastAnswers;
    if (!fast) throw new Error('the sandbox makes no fast answers');
    const until = Date.now() + seconds * 1000;
    let reads = 0;
    let peak = 0;
    // Distinct planner searches without outlines (a few KB each), each twice: the first is computed and
    // kept, the second copied. Two clients at a time, as a dashboard's tabs would.
    const reader = async (lane: number) => {
      for (let n = lane; Date.now() < until; n += 2) {
        const url = search(CENTRE.lat + (n % 20_000) * 0.00001, {
          first: '50',
          includePaths: 'false',
          includeDemographics: 'false',
        });
        await body(await fetch(url, { headers }));
        await body(await fetch(url, { headers }));
        reads += 2;
        peak = Math.max(peak, fast.bytes);
      }
    };
    await Promise.all([reader(0), reader(1)]);
    // A moment later, with no reads: what the store still holds.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
    console.log(
      `      (${reads} reads in ${seconds} s; the store held at most ${mb(peak)}, ${fast.size} answers at the end)`,
    );
    record(`fast answers kept after ${seconds} s of distinct reads`, fast.bytes / 1024 / 1024, 'MB', 1);
    record(`fast answers' largest store during ${seconds} s of distinct reads`, peak / 1024 / 1024, 'MB', 8);
  } finally {
    await server.close();
    removeDir(dataDir);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  benchSearchRead((name, value, unit, budget) =>
    console.log(
      `${value <= budget ? 'ok  ' : 'MISS'}  ${name}: ${value.toFixed(1)} ${unit} (budget ${budget})`,
    ),
  ).catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
