/**
 * Postcards: send a printed postcard (one PDF) to up to 1,000 addresses in the European Union. The link
 * to the PDF, the recipients (typed in a table of rows or imported from a CSV), each row checked with the
 * contract's recipient schema as it is typed, a summary to confirm, the send, and its receipt.
 *
 * Nothing typed is lost: the work is kept in this tab's sessionStorage (a reload restores it), a
 * refusal of the service keeps every row and marks the rows and fields it names with its reason (the
 * first one is focused), and a removed row can be brought back.
 */
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { Download, FileUp, Plus, Send, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { pdfUrlSchema } from '../../api/contract/postcard';
import { isApiError } from '../../api/http-errors';
import { getClientKey } from '../../api/session';
import { Pagination } from '../../components/pagination';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Input, Label } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { postcardMutations } from './api/postcard-mutations';
import { ImportNotice, type ImportOutcome } from './components/import-notice';
import { RECEIPT_HEADING_ID, Receipt } from './components/receipt';
import { cellId, RecipientsTable, type ShownRow } from './components/recipients-table';
import { SendDialogContent } from './components/send-dialog';
import { loadDraft, ownerOf, saveDraft, type PostcardsDraft } from './draft-storage';
import {
  countText,
  countriesOf,
  emptyRow,
  hasIssues,
  isBlankRow,
  MAX_RECIPIENTS,
  parseRefusal,
  pdfFileName,
  recipientFields,
  refusalMessage,
  sentence,
  toRecipient,
  validateRow,
  type RecipientField,
  type RecipientRow,
  type RowIssues,
} from './recipients';
import { importRecipientsCsv, recipientsToCsv, templateCsv } from './recipients-csv';
import { csvDataUrl, downloadCsv } from '../../lib/csv';
import { decodeText, hasUnreadableLetters } from '../../lib/decode-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { numberFormat } from '../../lib/intl-cache';

const PAGE_TITLE = 'Postcards';
const PAGE_SIZES = [25, 50, 100] as const;
type PageSize = (typeof PAGE_SIZES)[number];
/** Larger files are refused before reading (1,000 recipients fit in far less). */
const MAX_CSV_BYTES = 5 * 1024 * 1024;
const PDF_INPUT_ID = 'postcards-pdf-url';
const ADD_BUTTON_ID = 'postcards-add-recipient';
const REVIEW_BUTTON_ID = 'postcards-review';
const CLEAR_BUTTON_ID = 'postcards-clear';
const SAVE_DELAY_MS = 250;

/** The page reads nothing before it shows: its work is in this tab. */
export function createLoader(_queryClient: QueryClient) {
  return () => null;
}

/** Each row's problems, checked once per version of the row (rows are replaced, never changed). */
const issueCache = new WeakMap<RecipientRow, RowIssues>();
function rowIssues(row: RecipientRow): RowIssues {
  let issues = issueCache.get(row);
  if (!issues) {
    issues = validateRow(row);
    issueCache.set(row, issues);
  }
  return issues;
}

function pdfProblem(url: string): string | undefined {
  if (url.trim() === '') return 'Paste the link to your postcard’s PDF.';
  if (!pdfUrlSchema.safeParse(url.trim()).success)
    return 'Use a web address that starts with https:// and ends in .pdf, e.g. https://example.com/postcard.pdf.';
  return undefined;
}

/** Words for a failed send that names no row. */
function describeSendFailure(error: unknown): { title: string; message: string } {
  if (!isApiError(error))
    return {
      title: 'The postcards were not sent',
      message: error instanceof Error ? error.message : String(error),
    };
  switch (error.kind) {
    case 'unavailable':
      return {
        title: 'The service could not be reached',
        message: `${error.message} Your list is kept: try again in a moment.`,
      };
    case 'invalid':
      return { title: 'The service refused this send; nothing was sent', message: sentence(error.message) };
    case 'forbidden':
      return { title: 'Your account may not send postcards', message: error.message };
    case 'unauthorized':
      return { title: 'Your session has ended', message: 'Sign in again: your list is kept in this tab.' };
    default:
      return { title: 'The postcards were not sent', message: error.message };
  }
}

/** Saves the draft shortly after each change, and at once when the page is hidden or left. */
function useKeptDraft(owner: string, draft: PostcardsDraft): boolean {
  const [saveFailed, setSaveFailed] = useState(false);
  const latest = useRef(draft);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = draft;
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      pending.current = undefined;
      setSaveFailed(!saveDraft(owner, draft));
    }, SAVE_DELAY_MS);
  }, [owner, draft]);
  useEffect(() => {
    const flush = () => {
      if (pending.current === undefined) return;
      clearTimeout(pending.current);
      pending.current = undefined;
      saveDraft(owner, latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [owner]);
  return saveFailed;
}

const touchKey = (rowId: string, field: RecipientField) => `${rowId}:${field}`;

export function Component() {
  useDocumentTitle(PAGE_TITLE);
  const owner = useMemo(() => ownerOf(getClientKey()), []);
  const [draft, setDraft] = useState<PostcardsDraft>(() => loadDraft(owner));
  const saveFailed = useKeptDraft(owner, draft);
  const { rows, refused, pdfUrl, receipt } = draft;
  const [restoredCount] = useState(() => draft.rows.filter((r) => !isBlankRow(r)).length);

  // Which problems show: every field of a row imported or restored, a field once typed in or left, and
  // everything once a send was tried.
  const [checkedRows, setCheckedRows] = useState<ReadonlySet<string>>(
    () => new Set(draft.rows.filter((r) => !isBlankRow(r)).map((r) => r.id)),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [pdfTouched, setPdfTouched] = useState(() => draft.pdfUrl !== '');
  const [pdfRefusal, setPdfRefusal] = useState<string | null>(null);

  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(PAGE_SIZES[0]);
  /** The rows to fix when "show only rows to fix" was chosen (fixed rows stay until it is turned off). */
  const [fixView, setFixView] = useState<readonly string[] | null>(null);

  const [importOutcome, setImportOutcome] = useState<ImportOutcome | null>(null);
  const [importing, setImporting] = useState<string | null>(null);
  const [removed, setRemoved] = useState<{ row: RecipientRow; index: number; number: number } | null>(null);
  const [blocker, setBlocker] = useState<string | null>(null);
  const [refusalNotice, setRefusalNotice] = useState<string | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [clearOpen, setClearOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useMutation(postcardMutations.send());
  const [sendFailure, setSendFailure] = useState<{ title: string; message: string } | null>(null);

  // Focus moves to an element once it is rendered (a row on another page, the receipt), and a closing
  // dialog does not take it back to the button that opened it.
  const focusTarget = useRef<string | null>(null);
  const focusElement = useCallback(() => {
    const id = focusTarget.current;
    if (!id) return false;
    const el = document.getElementById(id);
    if (!el) return false;
    focusTarget.current = null;
    el.focus();
    el.scrollIntoView?.({ block: 'center', inline: 'nearest' });
    return true;
  }, []);
  useEffect(() => {
    if (!reviewOpen && !clearOpen) focusElement();
  });
  // A closing dialog leaves focus where the page put it (a refused row, the receipt); otherwise it goes
  // back to the button that opened it (the summary has no trigger of its own: it opens once the list
  // checks out).
  const closeAutoFocus = (fallbackId: string) => (event: Event) => {
    event.preventDefault();
    if (focusElement()) return;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(fallbackId)?.focus();
  };

  const update = useCallback((change: (d: PostcardsDraft) => PostcardsDraft) => setDraft(change), []);

  // Every row as shown: its number, the problems to show and the service's reasons.
  const entries: ShownRow[] = useMemo(
    () =>
      rows.map((row, i) => {
        const own = rowIssues(row);
        const issues: RowIssues = {};
        for (const f of recipientFields) {
          const show = attempted || checkedRows.has(row.id) || touched.has(touchKey(row.id, f));
          const message = refused[row.id]?.[f] ?? (show ? own[f] : undefined);
          if (message) issues[f] = message;
        }
        return { row, number: i + 1, issues, refused: refused[row.id] };
      }),
    [rows, refused, attempted, checkedRows, touched],
  );
  const toFix = entries.filter((e) => hasIssues(e.issues));
  const filled = rows.filter((r) => !isBlankRow(r));
  const countries = countriesOf(filled);
  const view = useMemo(() => {
    if (!fixView) return entries;
    const wanted = new Set(fixView);
    return entries.filter((e) => wanted.has(e.row.id));
  }, [entries, fixView]);
  const pageCount = Math.max(1, Math.ceil(view.length / pageSize));
  const currentPage = Math.min(page, pageCount);
  const pageRows = view.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  /**
   * Shows the page of row `rowId` in `inRows` (the list as it will be) and focuses its `field`; the
   * rows-to-fix view stays when it holds the row and `keepFixView`, otherwise every row shows.
   */
  const focusRow = (
    rowId: string,
    field: RecipientField | 'remove',
    inRows: readonly RecipientRow[] = rows,
    keepFixView = true,
  ) => {
    let order = inRows;
    if (fixView && keepFixView && fixView.includes(rowId)) {
      const wanted = new Set(fixView);
      order = inRows.filter((r) => wanted.has(r.id));
    } else if (fixView) setFixView(null);
    const index = order.findIndex((r) => r.id === rowId);
    if (index >= 0) setPage(Math.floor(index / pageSize) + 1);
    focusTarget.current = cellId(rowId, field);
  };

  const changeCell = useCallback(
    (rowId: string, field: RecipientField, value: string) => {
      update((d) => {
        const rowRefusals = d.refused[rowId];
        let nextRefused = d.refused;
        if (rowRefusals?.[field] !== undefined) {
          const { [field]: _gone, ...rest } = rowRefusals;
          nextRefused = { ...d.refused };
          if (Object.keys(rest).length > 0) nextRefused[rowId] = rest;
          else delete nextRefused[rowId];
        }
        return {
          ...d,
          refused: nextRefused,
          rows: d.rows.map((r) => (r.id === rowId ? { ...r, [field]: value } : r)),
        };
      });
      setTouched((t) => (t.has(touchKey(rowId, field)) ? t : new Set(t).add(touchKey(rowId, field))));
      setBlocker(null);
    },
    [update],
  );
  const blurCell = useCallback((rowId: string, field: RecipientField) => {
    setTouched((t) => (t.has(touchKey(rowId, field)) ? t : new Set(t).add(touchKey(rowId, field))));
  }, []);

  const removeRow = (rowId: string) => {
    const index = rows.findIndex((r) => r.id === rowId);
    if (index < 0) return;
    const row = rows[index]!;
    const next = rows.filter((r) => r.id !== rowId);
    update((d) => {
      const { [rowId]: _gone, ...restRefused } = d.refused;
      return { ...d, rows: d.rows.filter((r) => r.id !== rowId), refused: restRefused };
    });
    setRemoved(isBlankRow(row) ? null : { row, index, number: index + 1 });
    // Focus stays in the table: the next row's remove button, else the previous one's, else Add.
    const neighbour = next[index] ?? next[index - 1];
    if (neighbour) focusRow(neighbour.id, 'remove', next);
    else focusTarget.current = ADD_BUTTON_ID;
  };

  const undoRemove = () => {
    if (!removed) return;
    const { row, index } = removed;
    const next = [...rows.slice(0, index), row, ...rows.slice(index)];
    update((d) => ({ ...d, rows: [...d.rows.slice(0, index), row, ...d.rows.slice(index)] }));
    setRemoved(null);
    if (fixView) setFixView([...fixView, row.id]);
    focusRow(row.id, 'addressName', next);
  };

  const addRow = () => {
    if (rows.length >= MAX_RECIPIENTS) return;
    const row = emptyRow();
    const next = [...rows, row];
    update((d) => ({ ...d, rows: [...d.rows, row] }));
    setFixView(null);
    setPage(Math.ceil(next.length / pageSize));
    focusTarget.current = cellId(row.id, 'addressName');
  };

  const importFile = async (file: File) => {
    setImportOutcome(null);
    if (file.size > MAX_CSV_BYTES) {
      setImportOutcome({
        ok: false,
        file: file.name,
        message: `The file is larger than 5 MB; a list of ${numberFormat().format(MAX_RECIPIENTS)} recipients fits in far less. Is it the right file?`,
      });
      return;
    }
    let text: string;
    setImporting(file.name);
    try {
      text = decodeText(await file.arrayBuffer());
    } catch {
      setImporting(null);
      setImportOutcome({
        ok: false,
        file: file.name,
        message: 'The file could not be read. Try saving it again.',
      });
      return;
    }
    setImporting(null);
    const kept = rows.filter((r) => !isBlankRow(r));
    const result = importRecipientsCsv(text, MAX_RECIPIENTS - kept.length);
    if (!result.ok) {
      setImportOutcome({ ok: false, file: file.name, message: result.message });
      return;
    }
    const next = [...kept, ...result.rows];
    const toFixNumbers: number[] = [];
    const outsideEu: number[] = [];
    const unreadableLetters: number[] = [];
    result.rows.forEach((row, i) => {
      const issues = rowIssues(row);
      if (hasIssues(issues)) toFixNumbers.push(kept.length + i + 1);
      if (recipientFields.some((f) => hasUnreadableLetters(row[f])))
        unreadableLetters.push(kept.length + i + 1);
      if (
        issues.addressCountry &&
        row.addressCountry !== '' &&
        /not in the European Union/.test(issues.addressCountry)
      )
        outsideEu.push(kept.length + i + 1);
    });
    update((d) => ({ ...d, rows: next, receipt: null }));
    setCheckedRows((c) => new Set([...c, ...result.rows.map((r) => r.id)]));
    setFixView(null);
    setRemoved(null);
    setBlocker(null);
    setImportOutcome({
      ok: true,
      file: file.name,
      report: result.report,
      toFix: toFixNumbers,
      outsideEu,
      unreadableLetters,
    });
    // The first imported row's page.
    if (result.rows.length > 0) setPage(Math.floor(kept.length / pageSize) + 1);
  };

  const showRowsToFix = () => {
    const ids = entries
      .filter((e) => hasIssues(e.issues) || hasIssues(rowIssues(e.row)))
      .map((e) => e.row.id);
    setAttempted(true);
    setFixView(ids);
    setPage(1);
    const first = entries.find((e) => e.row.id === ids[0]);
    const field =
      first && (recipientFields.find((f) => first.issues[f] ?? rowIssues(first.row)[f]) ?? 'addressName');
    if (first && field) focusTarget.current = cellId(first.row.id, field);
  };

  const review = () => {
    setAttempted(true);
    setPdfTouched(true);
    setBlocker(null);
    setRefusalNotice(null);
    // Rows left empty are dropped: there is nothing in them to lose.
    const next = rows.filter((r) => !isBlankRow(r));
    if (next.length !== rows.length) update((d) => ({ ...d, rows: d.rows.filter((r) => !isBlankRow(r)) }));
    const pdf = pdfRefusal ?? pdfProblem(pdfUrl);
    if (pdf) {
      setBlocker('Add the link to your postcard’s PDF before sending.');
      focusTarget.current = PDF_INPUT_ID;
      return;
    }
    if (next.length === 0) {
      setBlocker('Add at least one recipient before sending: import a CSV or add them one by one.');
      focusTarget.current = ADD_BUTTON_ID;
      return;
    }
    const bad = next.filter((r) => hasIssues(rowIssues(r)) || hasIssues(refused[r.id]));
    if (bad.length > 0) {
      const first = bad[0]!;
      const issues = { ...rowIssues(first), ...refused[first.id] };
      const field = recipientFields.find((f) => issues[f]) ?? 'addressName';
      setBlocker(
        `${countText(bad.length, 'row needs', 'rows need')} a fix before sending. The reasons are next to the fields.`,
      );
      focusRow(first.id, field, next, false);
      return;
    }
    setSendFailure(null);
    send.reset();
    setReviewOpen(true);
  };

  const doSend = () => {
    const sent = rows.filter((r) => !isBlankRow(r));
    const sentIds = sent.map((r) => r.id);
    const file = pdfFileName(pdfUrl);
    const countryCount = countriesOf(sent).length;
    setSendFailure(null);
    send.mutate(
      { fileUrls: [pdfUrl.trim()], recipients: sent.map(toRecipient) },
      {
        onSuccess: (submission) => {
          update((d) => ({
            ...d,
            refused: {},
            receipt: { submission, recipients: sent.length, countries: countryCount, file },
          }));
          setImportOutcome(null);
          setRemoved(null);
          setFixView(null);
          focusTarget.current = RECEIPT_HEADING_ID;
          setReviewOpen(false);
        },
        onError: (error) => {
          const refusals = isApiError(error) && error.kind === 'invalid' ? parseRefusal(error.message) : [];
          const rowRefusals = refusals.filter((r) => r.index >= 0 && r.index < sentIds.length);
          const fileRefusal =
            isApiError(error) && error.kind === 'invalid' && /fileUrls/.test(error.message)
              ? error.message.replace(/^.*?fileUrls(\[\d+\]|\.\d+)?'?\s*:?\s*/, '').replace(/;.*$/, '')
              : null;
          if (rowRefusals.length === 0 && !fileRefusal) {
            setSendFailure(describeSendFailure(error));
            return;
          }
          const marks: Record<string, RowIssues> = {};
          for (const r of rowRefusals) {
            const rowId = sentIds[r.index]!;
            const row = sent[r.index];
            const field = r.field ?? 'addressName';
            marks[rowId] = { ...marks[rowId], [field]: refusalMessage(r, row) };
          }
          update((d) => ({ ...d, refused: { ...d.refused, ...marks } }));
          if (fileRefusal) setPdfRefusal(sentence(fileRefusal));
          const refusedRows = Object.keys(marks).length;
          // The service names the first few problems and counts the rest ("(and 3 more)").
          const unnamed = Number(/\(and (\d+) more\)/.exec(error.message)?.[1] ?? 0);
          const more =
            unnamed > 0
              ? ` It named only the first problems (${countText(unnamed, 'more was', 'more were')} not named): sending again shows any left.`
              : '';
          setRefusalNotice(
            (refusedRows > 0
              ? `The service refused ${countText(refusedRows, 'row')}, so nothing was sent. Every row you entered is still here: the reasons are next to the marked fields. Fix them and send again.`
              : 'The service refused the link to your PDF, so nothing was sent. The reason is under the link.') +
              more,
          );
          if (refusedRows > 0) {
            const first = rowRefusals[0]!;
            focusRow(sentIds[first.index]!, first.field ?? 'addressName', sent, false);
          } else {
            setFixView(null);
            focusTarget.current = PDF_INPUT_ID;
          }
          setReviewOpen(false);
        },
      },
    );
  };

  const startNew = () => {
    setDraft({ pdfUrl: '', rows: [], refused: {}, receipt: null });
    setCheckedRows(new Set());
    setTouched(new Set());
    setAttempted(false);
    setPdfTouched(false);
    setPdfRefusal(null);
    setRefusalNotice(null);
    setPage(1);
    focusTarget.current = PDF_INPUT_ID;
  };
  const reuseList = () => {
    update((d) => ({ ...d, receipt: null }));
    setRefusalNotice(null);
    focusTarget.current = PDF_INPUT_ID;
  };
  const downloadList = () => downloadCsv('postcard-recipients.csv', recipientsToCsv(filled));

  const pdfId = useId();
  const shownPdfProblem = pdfRefusal ?? (pdfTouched || attempted ? pdfProblem(pdfUrl) : undefined);

  const header = (
    <PageHeader
      title={PAGE_TITLE}
      description="Send a printed postcard to addresses in the European Union: link your design, add your recipients (type them or import a CSV), check the summary and send."
    />
  );

  if (receipt) {
    return (
      <div>
        {header}
        <Receipt
          submission={receipt.submission}
          recipients={receipt.recipients}
          countries={receipt.countries}
          file={receipt.file}
          onNewSend={startNew}
          onReuseList={reuseList}
          onDownloadList={downloadList}
        />
      </div>
    );
  }

  const full = rows.length >= MAX_RECIPIENTS;
  const importButton = (
    <Button
      variant="secondary"
      onClick={() => fileInput.current?.click()}
      disabled={full || importing !== null}
    >
      <FileUp className="h-4 w-4" aria-hidden="true" />
      Import a CSV
    </Button>
  );
  const addButton = (
    <Button id={ADD_BUTTON_ID} variant="secondary" onClick={addRow} disabled={full}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      Add a recipient
    </Button>
  );
  const templateLink = (
    <a
      href={csvDataUrl(templateCsv)}
      download="postcard-recipients-template.csv"
      className="inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      Download the CSV template
    </a>
  );

  return (
    <div className="min-w-0">
      {header}

      {refusalNotice ? (
        <div
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-semibold">Nothing was sent</p>
          <p className="mt-1">{refusalNotice}</p>
        </div>
      ) : null}

      <section
        aria-labelledby={`${pdfId}-heading`}
        className="mb-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id={`${pdfId}-heading`} className="text-base font-semibold text-slate-900">
          1. Your postcard
        </h2>
        <Label htmlFor={PDF_INPUT_ID} className="mt-3">
          Link to the PDF of your postcard
        </Label>
        <p id={`${pdfId}-hint`} className="mt-0.5 text-sm text-slate-600">
          The print-ready PDF (front and back) at a web address the printer can download. One design for every
          recipient.
        </p>
        <Input
          id={PDF_INPUT_ID}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/postcard.pdf"
          className="mt-2 max-w-2xl"
          value={pdfUrl}
          aria-invalid={shownPdfProblem ? true : undefined}
          aria-describedby={`${pdfId}-hint${shownPdfProblem ? ` ${pdfId}-error` : ''}`}
          onChange={(e) => {
            const value = e.target.value;
            update((d) => ({ ...d, pdfUrl: value }));
            setPdfRefusal(null);
            setBlocker(null);
          }}
          onBlur={() => setPdfTouched(true)}
        />
        {shownPdfProblem ? (
          <p id={`${pdfId}-error`} className="mt-1 text-sm text-red-700">
            {pdfRefusal ? <span className="font-semibold">Refused by the service: </span> : null}
            {shownPdfProblem}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="postcards-recipients-heading" className="mb-6 min-w-0">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h2 id="postcards-recipients-heading" className="text-base font-semibold text-slate-900">
              2. Recipients
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">
              Addresses in the 27 EU member states, up to {numberFormat().format(MAX_RECIPIENTS)} per send.
              Your list is kept in this browser tab while you work, so reloading the page loses nothing; it is
              cleared when you close the tab.
            </p>
          </div>
        </div>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="hidden"
          aria-label="CSV file of recipients"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void importFile(file);
          }}
        />

        {restoredCount > 0 && rows.length > 0 && importOutcome === null && !attempted ? (
          <p role="status" className="mb-3 text-sm text-slate-600">
            Restored your list of {countText(restoredCount, 'recipient')} from earlier in this tab.
          </p>
        ) : null}
        {saveFailed ? (
          <p role="alert" className="mb-3 text-sm text-amber-800">
            This browser did not let the page keep your list (its storage is full or turned off): download the
            list as a CSV before you reload or leave.
          </p>
        ) : null}
        {importing ? (
          <p role="status" className="mb-3 text-sm text-slate-600">
            Reading {importing}…
          </p>
        ) : null}
        {importOutcome ? (
          <ImportNotice
            outcome={importOutcome}
            onShowRowsToFix={showRowsToFix}
            onDismiss={() => setImportOutcome(null)}
          />
        ) : null}
        {removed ? (
          <div role="status" className="mb-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <span>
              Row {removed.number}
              {removed.row.addressName.trim() ? ` (${removed.row.addressName.trim()})` : ''} removed.
            </span>
            <Button variant="secondary" size="sm" onClick={undoRemove}>
              Undo
            </Button>
          </div>
        ) : null}

        {rows.length === 0 ? (
          <EmptyState
            title="No recipients yet"
            description="Import a CSV from your spreadsheet or customer list, or add recipients one by one. Each needs a name, a street address, a city, a state or region, a postal code and an EU country."
            action={
              <div className="flex flex-wrap justify-center gap-2">
                {importButton}
                {addButton}
                {templateLink}
              </div>
            }
          />
        ) : (
          <>
            <div className="mb-3 flex flex-wrap items-center gap-2">
              {importButton}
              {addButton}
              {templateLink}
              <Button variant="ghost" onClick={downloadList} disabled={filled.length === 0}>
                <Download className="h-4 w-4" aria-hidden="true" />
                Download the list
              </Button>
              <Button id={CLEAR_BUTTON_ID} variant="ghost" onClick={() => setClearOpen(true)}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Clear the list
              </Button>
            </div>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3 text-sm">
              <p className="text-slate-700">
                {countText(filled.length, 'recipient')} in{' '}
                {countText(countries.length, 'country', 'countries')}
                {toFix.length > 0 ? (
                  <span className="font-medium text-red-700">
                    {' '}
                    · {countText(toFix.length, 'row needs', 'rows need')} a fix
                  </span>
                ) : null}
                {full ? <span> · the list is full</span> : null}
              </p>
              {fixView ? (
                <Button variant="secondary" size="sm" onClick={() => setFixView(null)}>
                  Show every row
                </Button>
              ) : toFix.length > 0 ? (
                <Button variant="secondary" size="sm" onClick={showRowsToFix}>
                  Show only the rows to fix
                </Button>
              ) : null}
            </div>
            {fixView ? (
              <p className="mb-2 text-sm text-slate-600">
                Showing the {countText(fixView.length, 'row')} that needed a fix; fixed rows stay until you
                show every row.
              </p>
            ) : null}
            <RecipientsTable rows={pageRows} onChange={changeCell} onBlur={blurCell} onRemove={removeRow} />
            {view.length > PAGE_SIZES[0] ? (
              <Pagination
                page={currentPage}
                pageSize={pageSize}
                returned={pageRows.length}
                total={view.length}
                onPage={setPage}
                pageSizes={PAGE_SIZES}
                onPageSize={(s) => {
                  setPageSize(s);
                  setPage(1);
                }}
                noun="rows"
              />
            ) : null}
          </>
        )}
      </section>

      <section
        aria-labelledby="postcards-send-heading"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="postcards-send-heading" className="text-base font-semibold text-slate-900">
          3. Check and send
        </h2>
        <p className="mt-1 text-sm text-slate-600">You see a summary before anything is sent.</p>
        {blocker ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {blocker}
          </p>
        ) : null}
        <Dialog
          open={reviewOpen}
          onOpenChange={(open) => {
            if (!send.isPending) setReviewOpen(open);
          }}
        >
          <Button id={REVIEW_BUTTON_ID} className="mt-4" onClick={review}>
            <Send className="h-4 w-4" aria-hidden="true" />
            Review and send
          </Button>
          {reviewOpen ? (
            <SendDialogContent
              recipients={filled.length}
              countries={countries}
              pdfUrl={pdfUrl.trim()}
              fileName={pdfFileName(pdfUrl)}
              sending={send.isPending}
              failure={sendFailure}
              onSend={doSend}
              onCloseAutoFocus={closeAutoFocus(REVIEW_BUTTON_ID)}
            />
          ) : null}
        </Dialog>
      </section>

      <Dialog open={clearOpen} onOpenChange={setClearOpen}>
        <DialogContent
          title={`Remove all ${countText(rows.length, 'row')}?`}
          description="The list is emptied, in this tab too. Download it first if you may need it again."
          onCloseAutoFocus={closeAutoFocus(CLEAR_BUTTON_ID)}
        >
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Keep the list</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                update((d) => ({ ...d, rows: [], refused: {} }));
                setCheckedRows(new Set());
                setTouched(new Set());
                setFixView(null);
                setRemoved(null);
                setImportOutcome(null);
                setRefusalNotice(null);
                setPage(1);
                focusTarget.current = ADD_BUTTON_ID;
                setClearOpen(false);
              }}
            >
              Remove all
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
