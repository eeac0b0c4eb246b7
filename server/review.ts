/**
 * `npm run sandbox:review -- <campaignId> [--volume <pieces>]`: a sandbox operator approves a submitted
 * draft (IN_REVIEW), as the service's reviewer would: the campaign turns ACTIVE with its runs (missions)
 * scheduled from its start date. Works on the data folder of `npm run sandbox` (SANDBOX_DATA_DIR, default
 * .sandbox), also while the sandbox runs. `--volume` gives the pieces to plan for when the draft cannot
 * know them (a saved audience whose address count could not be read). Exit code 0 approved, 1 refused,
 * 2 misused.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './db/connection';
import { approveDraft, ReviewError } from './review-draft';
import { DB_FILE } from './sandbox';

const usage = 'Usage: npm run sandbox:review -- <campaignId> [--volume <pieces>]';

function parseArgs(argv: readonly string[]): { id: string; volume?: number } | string {
  let id: string | undefined;
  let volume: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const inline = /^--volume=(.*)$/.exec(arg);
    if (arg === '--volume' || inline) {
      const value = inline ? inline[1]! : argv[++i];
      if (!value || !/^[1-9]\d{0,7}$/.test(value))
        return `--volume takes a whole number of pieces (1 to 10000000)`;
      volume = Number(value);
      if (volume > 10_000_000) return `--volume takes a whole number of pieces (1 to 10000000)`;
    } else if (arg.startsWith('-')) return `Unknown option ${arg}`;
    else if (id === undefined) id = arg;
    else return `One campaign id at a time (got ${id} and ${arg})`;
  }
  return id === undefined ? 'Which campaign? Give its id' : { id, volume };
}

const args = parseArgs(process.argv.slice(2));
if (typeof args === 'string') {
  console.error(`${args}\n${usage}`);
  process.exit(2);
}
const dataDir = process.env.SANDBOX_DATA_DIR ?? '.sandbox';
const file = path.join(dataDir, DB_FILE);
if (!existsSync(file)) {
  console.error(
    `No sandbox database at ${file}: start the sandbox once (npm run sandbox) or set SANDBOX_DATA_DIR`,
  );
  process.exit(2);
}

const conn = openDatabase(file);
try {
  const r = await approveDraft(conn.db, args.id, { volume: args.volume });
  const runs =
    r.missions > 0
      ? `${r.missions} run(s) scheduled from ${r.firstRun} to ${r.lastRun}`
      : 'no run could be scheduled';
  console.log(
    `Campaign ${r.campaignId} (${r.name}) approved: ${r.statusEnum}, internal state ${r.internalStatus}; ` +
      `starts ${r.startDate}, ${r.volume} pieces; ${runs}.`,
  );
} catch (err) {
  if (!(err instanceof ReviewError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  conn.close();
}
