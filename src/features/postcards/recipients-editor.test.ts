import { describe, expect, it } from 'vitest';
import { describeIssues } from '../../api/contract/describe-issues';
import { postcardRefusal, postcardRequestSchema, type PostcardSubmission } from '../../api/contract/postcard';
import { ApiError } from '../../api/http-errors';
import { emptyDraft, type PostcardsDraft } from './draft-storage';
import { ADD_BUTTON_ID, cellId, PDF_INPUT_ID, RECEIPT_HEADING_ID } from './editor-ids';
import { initialEditorState, type EditorAction, type EditorState } from './editor-state';
import { editorView } from './editor-view';
import { emptyRow, toRecipient, type RecipientRow } from './recipients';
import { editorReducer } from './recipients-editor';
import { person } from './test-recipients';

const PDF = 'https://cdn.example.com/designs/spring-sale.pdf';

const stateWith = (draft: Partial<PostcardsDraft> = {}): EditorState =>
  initialEditorState({ ...emptyDraft(), ...draft });

const run = (s: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, s);

const many = (n: number) => Array.from({ length: n }, (_, i) => person(`p${i + 1}`));

/** A refusal of `POST /postcards` worded as the sandbox words it (the contract's own check of the body). */
function refusalOf(rows: readonly RecipientRow[], fileUrl = PDF): ApiError {
  const result = postcardRequestSchema.safeParse({ fileUrls: [fileUrl], recipients: rows.map(toRecipient) });
  if (result.success) throw new Error('the body is valid');
  return new ApiError({
    kind: 'invalid',
    status: 400,
    message: postcardRefusal(describeIssues(result.error, 'body field')),
  });
}

const submission: PostcardSubmission = {
  JobGuid: '3f6c1d2e-0000-4000-8000-000000000001',
  submissionId: '17',
  status: 'SUBMITTED',
  estimatedCompletionDate: '2026-12-04',
};

describe('initial state', () => {
  it('shows every problem of a restored row, and none of a blank one', () => {
    const restored = stateWith({ rows: [person('a', ''), emptyRow('b')], pdfUrl: PDF });
    expect(restored.restoredCount).toBe(1);
    expect(restored.pdfTouched).toBe(true);
    const { entries } = editorView(restored);
    expect(entries[0]!.issues.addressName).toBe('Enter the name of the person or business.');
    expect(entries[1]!.issues).toEqual({});
  });
});

describe('editing rows', () => {
  it('rowAdded: an empty row at the end, its page shown and its name focused; none past the limit', () => {
    const s = run(stateWith({ rows: many(30) }), { type: 'rowAdded', row: emptyRow('new') });
    expect(s.draft.rows).toHaveLength(31);
    expect(s.page).toBe(2);
    expect(s.focus?.id).toBe(cellId('new', 'addressName'));
    const full = stateWith({ rows: many(1000) });
    expect(run(full, { type: 'rowAdded' })).toBe(full);
  });

  it('cellChanged: the value is kept as typed, the field shows its problem, the service’s reason goes', () => {
    let s = stateWith({
      rows: [person('a')],
      refused: { a: { addressCountry: 'Canada is not in the EU.', addressCity: 'Too long.' } },
    });
    s = run(s, { type: 'cellChanged', rowId: 'a', field: 'addressCountry', value: 'FRANCE' });
    expect(s.draft.rows[0]!.addressCountry).toBe('FRANCE');
    expect(s.draft.refused).toEqual({ a: { addressCity: 'Too long.' } });
    s = run(s, { type: 'cellChanged', rowId: 'a', field: 'addressCity', value: '' });
    expect(s.draft.refused).toEqual({});
    expect(editorView(s).entries[0]!.issues).toEqual({ addressCity: 'Enter the city.' });
  });

  it('cellLeft: a field left empty shows its problem; the others of a new row stay quiet', () => {
    const s = run(stateWith({ rows: [emptyRow('a')] }), {
      type: 'cellLeft',
      rowId: 'a',
      field: 'addressLine1',
    });
    expect(editorView(s).entries[0]!.issues).toEqual({ addressLine1: 'Enter the street and number.' });
    expect(run(s, { type: 'cellLeft', rowId: 'a', field: 'addressLine1' })).toBe(s);
  });

  it('rowRemoved and removeUndone: the row goes, focus stays in the table, undo puts it back in place', () => {
    const rows = [person('a', 'Anna'), person('b'), person('c')];
    let s = run(stateWith({ rows, refused: { a: { addressName: 'x' } } }), {
      type: 'rowRemoved',
      rowId: 'a',
    });
    expect(s.draft.rows.map((r) => r.id)).toEqual(['b', 'c']);
    expect(s.draft.refused).toEqual({});
    expect(s.removed).toEqual({ row: rows[0], index: 0, number: 1 });
    expect(s.focus?.id).toBe(cellId('b', 'remove'));
    s = run(s, { type: 'removeUndone' });
    expect(s.draft.rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(s.removed).toBeNull();
    expect(s.focus?.id).toBe(cellId('a', 'addressName'));
    // The last row gone: focus on "Add a recipient"; a blank row leaves nothing to undo.
    s = run(stateWith({ rows: [emptyRow('z')] }), { type: 'rowRemoved', rowId: 'z' });
    expect(s.removed).toBeNull();
    expect(s.focus?.id).toBe(ADD_BUTTON_ID);
    expect(run(s, { type: 'rowRemoved', rowId: 'nope' })).toBe(s);
  });
});

describe('importing', () => {
  const csv = [
    'Name,Address line 1,Address line 2,City,State,ZIP,Country',
    'Anna Schmidt,Hauptstraße 5,,Berlin,Berlin,10115,Germany',
    'Tom Jones,1 High Street,,London,Greater London,SW1A 1AA,United Kingdom',
  ].join('\n');

  it('importStarted, fileRead: rows added after the kept ones, blank rows dropped, the outcome said', () => {
    let s = stateWith({ rows: [person('k'), emptyRow('blank')] });
    s = run(s, { type: 'importStarted', file: 'customers.csv' });
    expect(s.importing).toBe('customers.csv');
    s = run(s, { type: 'fileRead', file: 'customers.csv', text: csv });
    expect(s.importing).toBeNull();
    expect(s.draft.rows.map((r) => r.addressName)).toEqual(['Customer k', 'Anna Schmidt', 'Tom Jones']);
    expect(s.importOutcome).toMatchObject({ ok: true, file: 'customers.csv', toFix: [3], outsideEu: [3] });
    // Imported rows show every problem at once.
    expect(editorView(s).toFix.map((e) => e.number)).toEqual([3]);
    s = run(s, { type: 'importDismissed' });
    expect(s.importOutcome).toBeNull();
  });

  it('importFailed and an unreadable file: the list stays, the reason is said', () => {
    const s = stateWith({ rows: [person('k')] });
    const failed = run(
      s,
      { type: 'importStarted', file: 'x.csv' },
      { type: 'importFailed', file: 'x.csv', message: 'No.' },
    );
    expect(failed.importOutcome).toEqual({ ok: false, file: 'x.csv', message: 'No.' });
    expect(failed.importing).toBeNull();
    const notCsv = run(s, { type: 'fileRead', file: 'notes.csv', text: 'Anna Schmidt;Berlin\n' });
    expect(notCsv.importOutcome).toMatchObject({ ok: false, file: 'notes.csv' });
    expect(notCsv.draft.rows).toEqual(s.draft.rows);
  });
});

describe('the rows-to-fix view and pages', () => {
  it('rowsToFixShown lists only rows to fix (fixed ones stay) and focuses the first field; everyRowShown ends it', () => {
    const rows = [person('a'), person('b', ''), person('c'), person('d', 'Dora', 'CANADA')];
    let s = run(stateWith({ rows }), { type: 'rowsToFixShown' });
    expect(s.fixView).toEqual(['b', 'd']);
    expect(s.focus?.id).toBe(cellId('b', 'addressName'));
    s = run(s, { type: 'cellChanged', rowId: 'b', field: 'addressName', value: 'Ben' });
    expect(editorView(s).view.map((e) => e.row.id)).toEqual(['b', 'd']);
    s = run(s, { type: 'everyRowShown' });
    expect(editorView(s).view).toHaveLength(4);
  });

  it('pageChosen and pageSizeChosen: the page of rows shown; a new page size starts at page 1', () => {
    let s = run(stateWith({ rows: many(120) }), { type: 'pageChosen', page: 3 });
    expect(editorView(s).pageRows[0]!.number).toBe(51);
    s = run(s, { type: 'pageSizeChosen', pageSize: 100 });
    expect(s.page).toBe(1);
    expect(editorView(s).pageRows).toHaveLength(100);
    // A page past the end shows the last one.
    expect(editorView(run(s, { type: 'pageChosen', page: 9 })).currentPage).toBe(2);
  });
});

describe('the PDF link', () => {
  it('pdfChanged keeps the link and clears its refusal and the blocker; pdfLeft shows its problem', () => {
    let s = run(stateWith({ rows: [person('a')] }), { type: 'reviewed' });
    expect(s.blocker).toBe('Add the link to your postcard’s PDF before sending.');
    expect(s.focus?.id).toBe(PDF_INPUT_ID);
    s = run({ ...s, pdfRefusal: 'Refused.' }, { type: 'pdfChanged', value: PDF });
    expect(s).toMatchObject({ pdfRefusal: null, blocker: null });
    expect(s.draft.pdfUrl).toBe(PDF);
    const fresh = stateWith();
    expect(fresh.pdfTouched).toBe(false);
    expect(run(fresh, { type: 'pdfLeft' }).pdfTouched).toBe(true);
  });
});

describe('review and send', () => {
  it('reviewed: holds an empty list, then a row to fix (its page shown and its field focused), else opens', () => {
    let s = run(stateWith({ pdfUrl: PDF, rows: [emptyRow('blank')] }), { type: 'reviewed' });
    expect(s.draft.rows).toEqual([]);
    expect(s.blocker).toMatch(/^Add at least one recipient/);
    expect(s.focus?.id).toBe(ADD_BUTTON_ID);
    const rows = many(30);
    rows[27] = person('p28', 'Pia', '');
    s = run(stateWith({ pdfUrl: PDF, rows }), { type: 'reviewed' });
    expect(s.blocker).toBe('1 row needs a fix before sending. The reasons are next to the fields.');
    expect(s.page).toBe(2);
    expect(s.focus?.id).toBe(cellId('p28', 'addressCountry'));
    expect(s.reviewOpen).toBe(false);
    s = run(stateWith({ pdfUrl: PDF, rows: many(2) }), { type: 'reviewed' });
    expect(s).toMatchObject({ reviewOpen: true, blocker: null, attempted: true });
    expect(run(s, { type: 'reviewClosed' }).reviewOpen).toBe(false);
  });

  it('sent: the receipt kept, the refusals gone, the receipt focused', () => {
    const s = run(
      stateWith({ pdfUrl: PDF, rows: many(2) }),
      { type: 'reviewed' },
      { type: 'sendStarted' },
      { type: 'sent', submission, recipients: 2, countries: 1, file: 'spring-sale.pdf' },
    );
    expect(s.draft.receipt).toEqual({ submission, recipients: 2, countries: 1, file: 'spring-sale.pdf' });
    expect(s.reviewOpen).toBe(false);
    expect(s.focus?.id).toBe(RECEIPT_HEADING_ID);
  });

  it('sendFailed with a refusal naming a row: every row kept, the field marked and focused on its page', () => {
    const rows = many(60);
    const sent = rows.map((r, i) => (i === 54 ? { ...r, addressCountry: 'CANADA' } : r));
    let s = run(stateWith({ pdfUrl: PDF, rows }), { type: 'reviewed' });
    s = run(s, { type: 'sendFailed', error: refusalOf(sent), sent: rows });
    expect(s.draft.rows).toHaveLength(60);
    expect(s.draft.refused).toEqual({
      p55: {
        addressCountry:
          'Canada is not in the European Union: postcards go only to EU addresses. Choose an EU country or remove this row.',
      },
    });
    expect(s.refusalNotice).toMatch(/^The service refused 1 row, so nothing was sent/);
    expect(s.reviewOpen).toBe(false);
    expect(s.page).toBe(3);
    expect(s.focus?.id).toBe(cellId('p55', 'addressCountry'));
  });

  it('sendFailed naming more problems than it lists says so; a refused link is said under the link', () => {
    const rows = many(8);
    const blankCities = rows.map((r) => ({ ...r, addressCity: '' }));
    const s = run(stateWith({ pdfUrl: PDF, rows }), {
      type: 'sendFailed',
      error: refusalOf(blankCities),
      sent: rows,
    });
    expect(Object.keys(s.draft.refused)).toHaveLength(5);
    expect(s.refusalNotice).toMatch(/\(3 more were not named\)/);
    const link = run(stateWith({ pdfUrl: PDF, rows }), {
      type: 'sendFailed',
      error: refusalOf(rows, 'ftp://cdn.example.com/front.pdf'),
      sent: rows,
    });
    expect(link.pdfRefusal).not.toBeNull();
    expect(link.draft.refused).toEqual({});
    expect(link.refusalNotice).toMatch(/^The service refused the link to your PDF/);
    expect(link.focus?.id).toBe(PDF_INPUT_ID);
  });

  it('sendFailed that names nothing: said in the dialog, which stays open', () => {
    const rows = many(2);
    const open = run(stateWith({ pdfUrl: PDF, rows }), { type: 'reviewed' });
    const down = new ApiError({ kind: 'unavailable', message: 'The service could not be reached.' });
    const s = run(open, { type: 'sendFailed', error: down, sent: rows });
    expect(s.reviewOpen).toBe(true);
    expect(s.sendFailure?.title).toBe('The service could not be reached');
    expect(run(s, { type: 'sendStarted' }).sendFailure).toBeNull();
  });

  it('newSendStarted empties everything; listReused keeps the list for another send', () => {
    const done = run(stateWith({ pdfUrl: PDF, rows: many(2) }), {
      type: 'sent',
      submission,
      recipients: 2,
      countries: 1,
      file: 'spring-sale.pdf',
    });
    const fresh = run(done, { type: 'newSendStarted' });
    expect(fresh.draft).toEqual(emptyDraft());
    expect(fresh).toMatchObject({ attempted: false, pdfTouched: false, page: 1 });
    expect(fresh.focus?.id).toBe(PDF_INPUT_ID);
    const reused = run(done, { type: 'listReused' });
    expect(reused.draft.receipt).toBeNull();
    expect(reused.draft.rows).toHaveLength(2);
    expect(reused.focus?.id).toBe(PDF_INPUT_ID);
  });
});

describe('clearing the list', () => {
  it('clearAsked opens and closes the confirmation; listCleared empties the list and focuses Add', () => {
    let s = run(stateWith({ rows: many(3) }), { type: 'clearAsked', open: true });
    expect(s.clearOpen).toBe(true);
    expect(run(s, { type: 'clearAsked', open: false }).clearOpen).toBe(false);
    s = run(s, { type: 'listCleared' });
    expect(s.draft.rows).toEqual([]);
    expect(s.clearOpen).toBe(false);
    expect(s.focus?.id).toBe(ADD_BUTTON_ID);
  });

  it('each focus request is new, so the same element can be asked for twice', () => {
    const once = run(stateWith({ rows: many(1) }), { type: 'listCleared' });
    const twice = run(once, { type: 'listCleared' });
    expect(twice.focus?.id).toBe(once.focus?.id);
    expect(twice.focus?.seq).toBeGreaterThan(once.focus!.seq);
  });
});
