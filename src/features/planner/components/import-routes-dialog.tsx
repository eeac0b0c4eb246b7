/**
 * "Import routes": paste route codes or pick a file (a list of codes, or a table with ZIP and route columns
 * such as the USPS tool's export), see which routes they name and which codes match none, then choose
 * them in one step (undone like any other). What was typed stays when nothing could be chosen, and when
 * the dialog is closed.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CarrierRoute } from '../../../api/contract/carrier-route';
import { Button } from '../../../components/ui/button';
import { DialogContent } from '../../../components/ui/dialog';
import { Label, Textarea } from '../../../components/ui/input';
import { decodeText, hasUnreadableLetters } from '../../../lib/decode-text';
import { numberFormat } from '../../../lib/intl-cache';
import { countAfterImport, importLimitText } from '../../../lib/route-limit';
import { parseRouteCodes, type ParsedRouteCodes } from '../route-codes';
import { codeText, importRoutes, type ImportLookups, type ImportResult } from '../route-import';
import type { RouteKey } from '../types';

const nf = numberFormat();
/** Files larger than this are not read (a route list is a few kilobytes). */
export const MAX_IMPORT_BYTES = 2_000_000;

export type ImportMode = 'add' | 'replace';
/** The service's look-ups the import uses (progress and cancelling are the dialog's). */
export type ImportRouteLookups = Omit<ImportLookups, 'onProgress' | 'signal'>;

export type AppliedImport = {
  keys: RouteKey[];
  found: ReadonlyMap<RouteKey, CarrierRoute>;
  mode: ImportMode;
  /** Codes that match no route, as written back ("78704 C999"). */
  unmatched: string[];
};

type Props = {
  text: string;
  onText: (text: string) => void;
  /** The routes the planner has: their codes are chosen without asking the service. */
  known: { has: (key: RouteKey) => boolean };
  lookups: ImportRouteLookups;
  /** Whether routes are chosen already (then adding to them or replacing them is asked). */
  hasSelection: boolean;
  /** The routes chosen now: an import that would leave more than a campaign can hold is not offered. */
  selected?: { has: (key: RouteKey) => boolean; size: number };
  onApply: (applied: AppliedImport) => void;
};

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking'; done: number; total: number }
  | { kind: 'checked'; parsed: ParsedRouteCodes; result: ImportResult }
  | { kind: 'failed'; message: string };

const plural = (n: number, one: string, many: string) => `${nf.format(n)} ${n === 1 ? one : many}`;

function CodeList({ title, codes, tone }: { title: string; codes: string[]; tone: 'plain' | 'warn' }) {
  if (codes.length === 0) return null;
  return (
    <div className={tone === 'warn' ? 'rounded-md bg-amber-50 p-2 text-amber-900' : 'text-slate-700'}>
      <p className="font-medium">{title}</p>
      <p className="mt-0.5 max-h-24 overflow-y-auto break-words">{codes.join(', ')}</p>
    </div>
  );
}

/** The dialog's content; the caller renders it inside a `Dialog` with its trigger. */
export function ImportRoutesDialog({ text, onText, known, lookups, hasSelection, selected, onApply }: Props) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [mode, setMode] = useState<ImportMode>('add');
  const controller = useRef<AbortController | null>(null);
  const textId = useId();
  const fileId = useId();
  const hintId = useId();
  const limitId = useId();
  useEffect(() => () => controller.current?.abort(), []);

  const edit = (next: string) => {
    controller.current?.abort();
    onText(next);
    setPhase({ kind: 'idle' });
  };

  const readFile = async (file: File) => {
    if (file.size > MAX_IMPORT_BYTES) {
      setFileNote(`${file.name} is too large for a route list (over 2 MB).`);
      return;
    }
    try {
      const text = decodeText(await file.arrayBuffer());
      edit(text);
      setFileNote(
        hasUnreadableLetters(text)
          ? `Read ${file.name}, but some letters could not be read (shown as �): check the file's encoding (save it as UTF-8) or retype them.`
          : `Read ${file.name}.`,
      );
    } catch {
      setFileNote(`${file.name} could not be read.`);
    }
  };

  const check = async () => {
    controller.current?.abort();
    const parsed = parseRouteCodes(text);
    if (parsed.codes.length === 0) {
      setPhase({
        kind: 'failed',
        message:
          parsed.invalid.length > 0
            ? `No route codes found. Not route codes: ${parsed.invalid.join(', ')}.`
            : 'Paste or type route codes first, or pick a file.',
      });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: 'checking', done: 0, total: 0 });
    try {
      const result = await importRoutes(parsed.codes, known, {
        ...lookups,
        signal: abort.signal,
        onProgress: (done, total) => {
          if (!abort.signal.aborted) setPhase({ kind: 'checking', done, total });
        },
      });
      if (!abort.signal.aborted) setPhase({ kind: 'checked', parsed, result });
    } catch (err) {
      if (!abort.signal.aborted)
        setPhase({
          kind: 'failed',
          message: `The routes could not be looked up: ${err instanceof Error ? err.message : 'no answer'} Try again.`,
        });
    }
  };

  const checked = phase.kind === 'checked' ? phase : null;
  const count = checked?.result.keys.length ?? 0;
  const effectiveMode: ImportMode = hasSelection ? mode : 'add';
  const tooMany = checked
    ? importLimitText(
        countAfterImport(selected ?? { has: () => false, size: 0 }, checked.result.keys, effectiveMode),
        count,
      )
    : null;

  return (
    <DialogContent
      title="Import routes"
      description="Paste ZIP codes with their route, such as 78704 C006, one per line or separated by commas, or pick a CSV file with a ZIP column and a route column (an export of the USPS tool works)."
      className="max-h-[90vh] overflow-y-auto"
    >
      <form
        className="space-y-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <div>
          <Label htmlFor={textId}>Route codes</Label>
          <Textarea
            id={textId}
            rows={6}
            value={text}
            onChange={(e) => edit(e.target.value)}
            placeholder={'78704 C006\n78704-C007'}
            aria-describedby={hintId}
            className="mt-1 font-mono"
            spellCheck={false}
          />
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            City (C), rural (R), highway contract (H) and PO box (B) routes; a hyphen or a space between the
            ZIP code and the route is fine.
          </p>
        </div>
        <div>
          <Label htmlFor={fileId}>Or a file</Label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="mt-1 block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void readFile(file);
            }}
          />
          {fileNote ? (
            <p role="status" className="mt-1 text-xs text-slate-600">
              {fileNote}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary" disabled={phase.kind === 'checking'}>
          {phase.kind === 'checking' ? 'Looking up…' : 'Find these routes'}
        </Button>

        <div aria-live="polite" className="space-y-2">
          {phase.kind === 'checking' ? (
            <p className="text-slate-700">
              {phase.total > 0
                ? `Looking up routes in ZIP codes outside the search: ${nf.format(phase.done)} of ${nf.format(phase.total)}…`
                : 'Looking up the routes…'}
            </p>
          ) : null}
          {phase.kind === 'failed' ? (
            <p role="alert" className="text-red-800">
              {phase.message}
            </p>
          ) : null}
          {checked ? (
            <div className="space-y-2" data-testid="import-preview">
              <p className="font-medium text-slate-900">
                {count > 0
                  ? `${plural(count, 'route', 'routes')} found.`
                  : 'None of these codes matches a carrier route.'}
              </p>
              <CodeList
                title="Found:"
                codes={checked.parsed.codes.filter((c) => checked.result.keys.includes(c.key)).map(codeText)}
                tone="plain"
              />
              <CodeList
                title="These codes match no carrier route:"
                codes={checked.result.unmatched.map(codeText)}
                tone="warn"
              />
              <CodeList title="These are not route codes:" codes={checked.parsed.invalid} tone="warn" />
              {checked.result.failed.length > 0 ? (
                <div className="rounded-md bg-amber-50 p-2 text-amber-900">
                  <p className="font-medium">
                    These could not be looked up, as the service did not answer:{' '}
                    {checked.result.failed.map(codeText).join(', ')}
                  </p>
                  <Button type="submit" size="sm" variant="secondary" className="mt-1">
                    Try again
                  </Button>
                </div>
              ) : null}
              {checked.parsed.duplicates > 0 ? (
                <p className="text-slate-600">
                  {plural(checked.parsed.duplicates, 'code was', 'codes were')} repeated and counted once.
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </form>

      {checked && count > 0 ? (
        <div className="mt-4 space-y-3 border-t border-slate-200 pt-3 text-sm">
          {hasSelection ? (
            <fieldset>
              <legend className="font-medium text-slate-900">The routes chosen now</legend>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {(
                  [
                    ['add', 'Keep them, and add these'],
                    ['replace', 'Replace them with these'],
                  ] as const
                ).map(([value, words]) => (
                  <label key={value} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="import-mode"
                      value={value}
                      checked={mode === value}
                      onChange={() => setMode(value)}
                      className="h-4 w-4 accent-indigo-600"
                    />
                    {words}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {tooMany ? (
            <p id={limitId} role="status" className="rounded-md bg-amber-50 p-2 text-amber-900">
              {tooMany}
            </p>
          ) : null}
          <Button
            disabled={tooMany !== null}
            aria-describedby={tooMany ? limitId : undefined}
            onClick={() =>
              onApply({
                keys: checked.result.keys,
                found: checked.result.found,
                mode: effectiveMode,
                unmatched: [...checked.result.unmatched, ...checked.result.failed].map(codeText),
              })
            }
          >
            Choose {plural(count, 'route', 'routes')}
          </Button>
        </div>
      ) : null}
    </DialogContent>
  );
}
