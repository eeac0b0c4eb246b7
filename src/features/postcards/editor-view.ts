/** What the postcards page shows of its state: every row with its number and problems, the rows to fix, the page of rows. */
import { shownIssues, type EditorState } from './editor-state';
import { countriesOf, hasIssues, isBlankRow, type RecipientRow, type RowIssues } from './recipients';

/** A row as the table shows it. */
export type ShownRow = {
  row: RecipientRow;
  /** Position in the whole list, from 1 ("row 3"). */
  number: number;
  /** Problems to show now, by field (the service's reasons first). */
  issues: RowIssues;
  /** Fields the service refused (marked as such). */
  refused: RowIssues | undefined;
};

export type EditorView = {
  entries: ShownRow[];
  toFix: ShownRow[];
  /** The rows with something in them (the ones sent). */
  filled: RecipientRow[];
  countries: { country: string; count: number }[];
  /** The rows listed: every row, or the rows to fix. */
  view: ShownRow[];
  currentPage: number;
  pageRows: ShownRow[];
};

export function editorView(s: EditorState): EditorView {
  const { rows, refused } = s.draft;
  const entries = rows.map((row, i) => ({
    row,
    number: i + 1,
    issues: shownIssues(s, row),
    refused: refused[row.id],
  }));
  const filled = rows.filter((r) => !isBlankRow(r));
  let view = entries;
  if (s.fixView) {
    const wanted = new Set(s.fixView);
    view = entries.filter((e) => wanted.has(e.row.id));
  }
  const pageCount = Math.max(1, Math.ceil(view.length / s.pageSize));
  const currentPage = Math.min(s.page, pageCount);
  return {
    entries,
    toFix: entries.filter((e) => hasIssues(e.issues)),
    filled,
    countries: countriesOf(filled),
    view,
    currentPage,
    pageRows: view.slice((currentPage - 1) * s.pageSize, currentPage * s.pageSize),
  };
}
