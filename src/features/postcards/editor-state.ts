/**
 * The postcards page's state: the draft (kept in the tab), which problems show, the page of rows and the
 * rows-to-fix view, the notices (import, undo, blocker, refusal), the dialogs, and where focus goes next
 * (`focus`: an element id the page focuses once it is rendered; `seq` tells a new request from an old one).
 * `recipients-editor.ts` changes it; `editor-view.ts` derives what the page lists.
 */
import type { PostcardSubmission } from '../../api/contract/postcard';
import type { PostcardsDraft } from './draft-storage';
import type { ImportOutcome } from './import-outcome';
import {
  isBlankRow,
  recipientFields,
  type RecipientField,
  type RecipientRow,
  type RowIssues,
} from './recipients';
import { rowIssues } from './row-checks';
import type { SendFailure } from './send-outcome';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export type RemovedRow = { row: RecipientRow; index: number; number: number };

export const touchKey = (rowId: string, field: RecipientField) => `${rowId}:${field}`;

export type EditorState = {
  draft: PostcardsDraft;
  /** Rows restored from the tab when the page opened (said once, until something else is said). */
  restoredCount: number;
  /** Rows imported or restored: every problem of theirs shows. */
  checkedRows: ReadonlySet<string>;
  /** Fields typed in or left (`rowId:field`): their problems show. */
  touched: ReadonlySet<string>;
  /** A send was tried: every problem shows. */
  attempted: boolean;
  pdfTouched: boolean;
  /** The service's reason for refusing the PDF link, until it is changed. */
  pdfRefusal: string | null;
  page: number;
  pageSize: PageSize;
  /** The rows to fix when "show only rows to fix" was chosen (fixed rows stay until it is turned off). */
  fixView: readonly string[] | null;
  importOutcome: ImportOutcome | null;
  /** The name of the file being read. */
  importing: string | null;
  removed: RemovedRow | null;
  /** Why "Review and send" did not open the summary. */
  blocker: string | null;
  refusalNotice: string | null;
  reviewOpen: boolean;
  clearOpen: boolean;
  sendFailure: SendFailure | null;
  focus: { id: string; seq: number } | null;
};

export type EditorAction =
  | { type: 'cellChanged'; rowId: string; field: RecipientField; value: string }
  | { type: 'cellLeft'; rowId: string; field: RecipientField }
  | { type: 'rowRemoved'; rowId: string }
  | { type: 'removeUndone' }
  | { type: 'rowAdded'; row?: RecipientRow }
  | { type: 'importStarted'; file: string }
  | { type: 'importFailed'; file: string; message: string }
  | { type: 'fileRead'; file: string; text: string }
  | { type: 'importDismissed' }
  | { type: 'rowsToFixShown' }
  | { type: 'everyRowShown' }
  | { type: 'pageChosen'; page: number }
  | { type: 'pageSizeChosen'; pageSize: PageSize }
  | { type: 'pdfChanged'; value: string }
  | { type: 'pdfLeft' }
  | { type: 'reviewed' }
  | { type: 'reviewClosed' }
  | { type: 'sendStarted' }
  | {
      type: 'sent';
      submission: PostcardSubmission;
      recipients: number;
      countries: number;
      file: string;
    }
  | { type: 'sendFailed'; error: unknown; sent: readonly RecipientRow[] }
  | { type: 'newSendStarted' }
  | { type: 'listReused' }
  | { type: 'clearAsked'; open: boolean }
  | { type: 'listCleared' };

/** The state a page opens with: the draft kept in the tab, its rows checked as imported ones are. */
export function initialEditorState(draft: PostcardsDraft): EditorState {
  const filled = draft.rows.filter((r) => !isBlankRow(r));
  return {
    draft,
    restoredCount: filled.length,
    checkedRows: new Set(filled.map((r) => r.id)),
    touched: new Set(),
    attempted: false,
    pdfTouched: draft.pdfUrl !== '',
    pdfRefusal: null,
    page: 1,
    pageSize: PAGE_SIZES[0],
    fixView: null,
    importOutcome: null,
    importing: null,
    removed: null,
    blocker: null,
    refusalNotice: null,
    reviewOpen: false,
    clearOpen: false,
    sendFailure: null,
    focus: null,
  };
}

/** A request to focus element `id`, newer than the last. */
export const focusOn = (s: EditorState, id: string): EditorState['focus'] => ({
  id,
  seq: (s.focus?.seq ?? 0) + 1,
});

/** `touched` with the field added (the same set when it was there). */
export const withTouched = (s: EditorState, rowId: string, field: RecipientField) =>
  s.touched.has(touchKey(rowId, field)) ? s.touched : new Set(s.touched).add(touchKey(rowId, field));

/** Every problem a row shows: its own (once shown) and the service's reasons. */
export function shownIssues(s: EditorState, row: RecipientRow): RowIssues {
  const own = rowIssues(row);
  const refused = s.draft.refused[row.id];
  const issues: RowIssues = {};
  for (const f of recipientFields) {
    const show = s.attempted || s.checkedRows.has(row.id) || s.touched.has(touchKey(row.id, f));
    const message = refused?.[f] ?? (show ? own[f] : undefined);
    if (message) issues[f] = message;
  }
  return issues;
}
