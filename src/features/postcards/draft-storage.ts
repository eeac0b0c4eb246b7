/**
 * The postcards page's work in progress, kept in this tab's sessionStorage (as the session's credentials
 * are), so a reload loses nothing typed: the PDF URL, the rows, the reasons the service gave for refusing
 * some, and the receipt of the last send. It belongs to the signed-in client (another client signing in
 * in the same tab never sees it) and goes with the tab.
 */
import { z } from '../../api/contract/zod';
import { postcardSubmissionSchema, type PostcardSubmission } from '../../api/contract/postcard';
import { APP_STORAGE_PREFIX, getClientKey } from '../../api/session';
import { recipientFields, type RecipientRow, type RowIssues } from './recipients';

/** Sign-out removes it with every other key of the app's prefix. */
const STORAGE_KEY = `${APP_STORAGE_PREFIX}postcards.draft`;
const VERSION = 1;

export type PostcardsDraft = {
  pdfUrl: string;
  rows: RecipientRow[];
  /** The service's reasons for refusing rows, by row id and field, until the field is edited. */
  refused: Record<string, RowIssues>;
  /** The last send's receipt, with what was sent, until a new send is started. */
  receipt: { submission: PostcardSubmission; recipients: number; countries: number; file: string } | null;
};

export const emptyDraft = (): PostcardsDraft => ({ pdfUrl: '', rows: [], refused: {}, receipt: null });

const text = z.string().check(z.maxLength(10_000));
const rowSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  ...Object.fromEntries(recipientFields.map((f) => [f, text])),
}) as unknown as z.ZodMiniType<RecipientRow>;
const issuesSchema = z.record(z.string(), z.record(z.string(), z.string()));

const storedSchema = z.object({
  version: z.literal(VERSION),
  owner: z.string(),
  pdfUrl: text,
  rows: z.array(rowSchema).check(z.maxLength(5000)),
  refused: issuesSchema,
  receipt: z.nullable(
    z.object({
      submission: postcardSubmissionSchema,
      recipients: z.number(),
      countries: z.number(),
      file: z.string(),
    }),
  ),
});

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A short fingerprint of the client key (FNV-1a), so the draft is tied to who signed in without copying the key. */
export function ownerOf(clientKey: string | null): string {
  if (!clientKey) return '';
  let h = 0x811c9dc5;
  for (let i = 0; i < clientKey.length; i += 1) {
    h ^= clientKey.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** The draft kept for `owner`, or an empty one (none, another client's, or unreadable). */
export function loadDraft(owner: string): PostcardsDraft {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return emptyDraft();
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.owner !== owner) return emptyDraft();
    const { pdfUrl, rows, refused, receipt } = parsed.data;
    // Rows are unique by id (a hand-edited copy could repeat one).
    const seen = new Set<string>();
    return {
      pdfUrl,
      rows: rows.filter((r) => !seen.has(r.id) && seen.add(r.id)),
      refused: refused as Record<string, RowIssues>,
      receipt,
    };
  } catch {
    return emptyDraft();
  }
}

/**
 * Keeps the draft; false when the browser refused (storage full or disabled). Nothing is kept once
 * `owner` is no longer the one signed in (a save due as the page closes on sign-out would otherwise put
 * the recipients back).
 */
export function saveDraft(owner: string, draft: PostcardsDraft): boolean {
  if (ownerOf(getClientKey()) !== owner) return true;
  const store = storage();
  if (!store) return false;
  try {
    const empty = draft.pdfUrl === '' && draft.rows.length === 0 && draft.receipt === null;
    if (empty) store.removeItem(STORAGE_KEY);
    else store.setItem(STORAGE_KEY, JSON.stringify({ version: VERSION, owner, ...draft }));
    return true;
  } catch {
    return false;
  }
}
