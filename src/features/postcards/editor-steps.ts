/**
 * The postcards editor's changes that take more than a line, each a pure function from the state before
 * to the state after (the reducer in `recipients-editor.ts` picks one per action).
 */
import { focusOn, shownIssues, withTouched, type EditorState } from './editor-state';
import { ADD_BUTTON_ID, cellId, PDF_INPUT_ID } from './editor-ids';
import { importOutcome } from './import-outcome';
import {
  countText,
  emptyRow,
  hasIssues,
  isBlankRow,
  MAX_RECIPIENTS,
  recipientFields,
  type RecipientField,
  type RecipientRow,
} from './recipients';
import { importRecipientsCsv } from './recipients-csv';
import { pdfProblem, rowIssues } from './row-checks';
import { readSendFailure } from './send-outcome';

/**
 * Shows the page of row `rowId` in `inRows` (the list as it will be) and focuses its `field`; the
 * rows-to-fix view stays when it holds the row and `keepFixView`, otherwise every row shows.
 */
function focusRow(
  s: EditorState,
  rowId: string,
  field: RecipientField | 'remove',
  inRows: readonly RecipientRow[],
  keepFixView = true,
): EditorState {
  let order = inRows;
  let fixView = s.fixView;
  if (fixView && keepFixView && fixView.includes(rowId)) {
    const wanted = new Set(fixView);
    order = inRows.filter((r) => wanted.has(r.id));
  } else fixView = null;
  const index = order.findIndex((r) => r.id === rowId);
  const page = index >= 0 ? Math.floor(index / s.pageSize) + 1 : s.page;
  return { ...s, fixView, page, focus: focusOn(s, cellId(rowId, field)) };
}

export function changeCell(s: EditorState, rowId: string, field: RecipientField, value: string): EditorState {
  const d = s.draft;
  const rowRefusals = d.refused[rowId];
  let refused = d.refused;
  if (rowRefusals?.[field] !== undefined) {
    const { [field]: _gone, ...rest } = rowRefusals;
    refused = { ...d.refused };
    if (Object.keys(rest).length > 0) refused[rowId] = rest;
    else delete refused[rowId];
  }
  const rows = d.rows.map((r) => (r.id === rowId ? { ...r, [field]: value } : r));
  return { ...s, draft: { ...d, refused, rows }, touched: withTouched(s, rowId, field), blocker: null };
}

export function removeRow(s: EditorState, rowId: string): EditorState {
  const { rows } = s.draft;
  const index = rows.findIndex((r) => r.id === rowId);
  if (index < 0) return s;
  const row = rows[index]!;
  const next = rows.filter((r) => r.id !== rowId);
  const { [rowId]: _gone, ...refused } = s.draft.refused;
  const removed = isBlankRow(row) ? null : { row, index, number: index + 1 };
  const after: EditorState = { ...s, draft: { ...s.draft, rows: next, refused }, removed };
  // Focus stays in the table: the next row's remove button, else the previous one's, else Add.
  const neighbour = next[index] ?? next[index - 1];
  if (neighbour) return focusRow(after, neighbour.id, 'remove', next);
  return { ...after, focus: focusOn(s, ADD_BUTTON_ID) };
}

export function undoRemove(s: EditorState): EditorState {
  if (!s.removed) return s;
  const { row, index } = s.removed;
  const rows = [...s.draft.rows.slice(0, index), row, ...s.draft.rows.slice(index)];
  const fixView = s.fixView ? [...s.fixView, row.id] : null;
  return focusRow({ ...s, draft: { ...s.draft, rows }, removed: null, fixView }, row.id, 'addressName', rows);
}

export function addRow(s: EditorState, row: RecipientRow = emptyRow()): EditorState {
  if (s.draft.rows.length >= MAX_RECIPIENTS) return s;
  const rows = [...s.draft.rows, row];
  return {
    ...s,
    draft: { ...s.draft, rows },
    fixView: null,
    page: Math.ceil(rows.length / s.pageSize),
    focus: focusOn(s, cellId(row.id, 'addressName')),
  };
}

export function readFile(s: EditorState, file: string, text: string): EditorState {
  const kept = s.draft.rows.filter((r) => !isBlankRow(r));
  const result = importRecipientsCsv(text, MAX_RECIPIENTS - kept.length);
  const after = { ...s, importing: null };
  if (!result.ok) return { ...after, importOutcome: { ok: false, file, message: result.message } };
  const checkedRows = new Set(s.checkedRows);
  for (const r of result.rows) checkedRows.add(r.id);
  return {
    ...after,
    draft: { ...s.draft, rows: [...kept, ...result.rows], receipt: null },
    checkedRows,
    fixView: null,
    removed: null,
    blocker: null,
    importOutcome: importOutcome(file, kept.length, result),
    // The first imported row's page.
    page: result.rows.length > 0 ? Math.floor(kept.length / s.pageSize) + 1 : s.page,
  };
}

export function showRowsToFix(s: EditorState): EditorState {
  const ids = s.draft.rows
    .filter((row) => hasIssues(shownIssues(s, row)) || hasIssues(rowIssues(row)))
    .map((row) => row.id);
  const after: EditorState = { ...s, attempted: true, fixView: ids, page: 1 };
  const first = s.draft.rows.find((row) => row.id === ids[0]);
  if (!first) return after;
  const issues = { ...rowIssues(first), ...shownIssues(s, first) };
  const field = recipientFields.find((f) => issues[f]) ?? 'addressName';
  return { ...after, focus: focusOn(s, cellId(first.id, field)) };
}

export function review(s: EditorState): EditorState {
  // Rows left empty are dropped: there is nothing in them to lose.
  const rows = s.draft.rows.filter((r) => !isBlankRow(r));
  const draft = rows.length === s.draft.rows.length ? s.draft : { ...s.draft, rows };
  const after: EditorState = {
    ...s,
    draft,
    attempted: true,
    pdfTouched: true,
    blocker: null,
    refusalNotice: null,
  };
  if (s.pdfRefusal ?? pdfProblem(s.draft.pdfUrl))
    return {
      ...after,
      blocker: 'Add the link to your postcard’s PDF before sending.',
      focus: focusOn(s, PDF_INPUT_ID),
    };
  if (rows.length === 0)
    return {
      ...after,
      blocker: 'Add at least one recipient before sending: import a CSV or add them one by one.',
      focus: focusOn(s, ADD_BUTTON_ID),
    };
  const bad = rows.filter((r) => hasIssues(rowIssues(r)) || hasIssues(draft.refused[r.id]));
  if (bad.length > 0) {
    const first = bad[0]!;
    const issues = { ...rowIssues(first), ...draft.refused[first.id] };
    const field = recipientFields.find((f) => issues[f]) ?? 'addressName';
    const blocker = `${countText(bad.length, 'row needs', 'rows need')} a fix before sending. The reasons are next to the fields.`;
    return focusRow({ ...after, blocker }, first.id, field, rows, false);
  }
  return { ...after, sendFailure: null, reviewOpen: true };
}

export function sendFailed(s: EditorState, error: unknown, sent: readonly RecipientRow[]): EditorState {
  const outcome = readSendFailure(error, sent);
  if (outcome.kind === 'failure') return { ...s, sendFailure: outcome.failure };
  const { marks, pdfRefusal, notice, first } = outcome;
  const after: EditorState = {
    ...s,
    draft: { ...s.draft, refused: { ...s.draft.refused, ...marks } },
    pdfRefusal: pdfRefusal ?? s.pdfRefusal,
    refusalNotice: notice,
    reviewOpen: false,
  };
  if (first) return focusRow(after, first.rowId, first.field, sent, false);
  return { ...after, fixView: null, focus: focusOn(s, PDF_INPUT_ID) };
}
