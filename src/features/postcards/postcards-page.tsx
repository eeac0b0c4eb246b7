/**
 * Postcards: send a printed postcard (one PDF) to up to 1,000 addresses in the European Union. The link
 * to the PDF, the recipients (typed in a table of rows or imported from a CSV), each row checked with the
 * contract's recipient schema as it is typed, a summary to confirm, the send, and its receipt.
 *
 * Nothing typed is lost: the work is kept in this tab's sessionStorage (a reload restores it), a
 * refusal of the service keeps every row and marks the rows and fields it names with its reason (the
 * first one is focused), and a removed row can be brought back. The page's state is one reducer
 * (`recipients-editor.ts`); this module reads files, sends, and composes the three steps.
 */
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { useMemo, useReducer } from 'react';
import { getClientKey } from '../../api/session';
import { PageHeader } from '../../components/ui/page-header';
import { downloadCsv } from '../../lib/csv';
import { decodeText } from '../../lib/decode-text';
import { numberFormat } from '../../lib/intl-cache';
import { useDocumentTitle } from '../../lib/use-document-title';
import { postcardMutations } from './api/postcard-mutations';
import { ClearDialog } from './components/clear-dialog';
import { PdfLinkSection } from './components/pdf-link-section';
import { Receipt } from './components/receipt';
import { RecipientsSection } from './components/recipients-section';
import { SendSection } from './components/send-section';
import { loadDraft, ownerOf } from './draft-storage';
import { CLEAR_BUTTON_ID, REVIEW_BUTTON_ID } from './editor-ids';
import { initialEditorState } from './editor-state';
import { editorView } from './editor-view';
import { countriesOf, isBlankRow, MAX_RECIPIENTS, pdfFileName, toRecipient } from './recipients';
import { recipientsToCsv } from './recipients-csv';
import { editorReducer } from './recipients-editor';
import { pdfProblem } from './row-checks';
import { useFocusRequest } from './use-focus-request';
import { useKeptDraft } from './use-kept-draft';

const PAGE_TITLE = 'Postcards';
/** Larger files are refused before reading (1,000 recipients fit in far less). */
const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** The page reads nothing before it shows: its work is in this tab. */
export function createLoader(_queryClient: QueryClient) {
  return () => null;
}

export function Component() {
  useDocumentTitle(PAGE_TITLE);
  const owner = useMemo(() => ownerOf(getClientKey()), []);
  const [state, dispatch] = useReducer(editorReducer, owner, (o) => initialEditorState(loadDraft(o)));
  const saveFailed = useKeptDraft(owner, state.draft);
  const view = useMemo(() => editorView(state), [state]);
  const closeAutoFocus = useFocusRequest(state.focus, state.reviewOpen || state.clearOpen);
  const send = useMutation(postcardMutations.send());
  const { pdfUrl, receipt } = state.draft;

  const importFile = async (file: File) => {
    if (file.size > MAX_CSV_BYTES) {
      dispatch({
        type: 'importFailed',
        file: file.name,
        message: `The file is larger than 5 MB; a list of ${numberFormat().format(MAX_RECIPIENTS)} recipients fits in far less. Is it the right file?`,
      });
      return;
    }
    dispatch({ type: 'importStarted', file: file.name });
    let text: string;
    try {
      text = decodeText(await file.arrayBuffer());
    } catch {
      dispatch({
        type: 'importFailed',
        file: file.name,
        message: 'The file could not be read. Try saving it again.',
      });
      return;
    }
    dispatch({ type: 'fileRead', file: file.name, text });
  };

  const review = () => {
    send.reset();
    dispatch({ type: 'reviewed' });
  };

  const doSend = () => {
    const sent = state.draft.rows.filter((r) => !isBlankRow(r));
    const file = pdfFileName(pdfUrl);
    const countries = countriesOf(sent).length;
    dispatch({ type: 'sendStarted' });
    send.mutate(
      { fileUrls: [pdfUrl.trim()], recipients: sent.map(toRecipient) },
      {
        onSuccess: (submission) =>
          dispatch({ type: 'sent', submission, recipients: sent.length, countries, file }),
        onError: (error) => dispatch({ type: 'sendFailed', error, sent }),
      },
    );
  };

  const downloadList = () => downloadCsv('postcard-recipients.csv', recipientsToCsv(view.filled));

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
          onNewSend={() => dispatch({ type: 'newSendStarted' })}
          onReuseList={() => dispatch({ type: 'listReused' })}
          onDownloadList={downloadList}
        />
      </div>
    );
  }

  const pdfShownProblem =
    state.pdfRefusal ?? (state.pdfTouched || state.attempted ? pdfProblem(pdfUrl) : undefined);

  return (
    <div className="min-w-0">
      {header}

      {state.refusalNotice ? (
        <div
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-semibold">Nothing was sent</p>
          <p className="mt-1">{state.refusalNotice}</p>
        </div>
      ) : null}

      <PdfLinkSection
        pdfUrl={pdfUrl}
        problem={pdfShownProblem}
        refused={state.pdfRefusal !== null}
        onChange={(value) => dispatch({ type: 'pdfChanged', value })}
        onBlur={() => dispatch({ type: 'pdfLeft' })}
      />

      <RecipientsSection
        state={state}
        view={view}
        saveFailed={saveFailed}
        dispatch={dispatch}
        onFile={(file) => void importFile(file)}
        onDownloadList={downloadList}
      />

      <SendSection
        blocker={state.blocker}
        open={state.reviewOpen}
        onOpenChange={(open) => {
          if (!send.isPending && !open) dispatch({ type: 'reviewClosed' });
        }}
        onReview={review}
        summary={{
          recipients: view.filled.length,
          countries: view.countries,
          pdfUrl: pdfUrl.trim(),
          fileName: pdfFileName(pdfUrl),
          sending: send.isPending,
          failure: state.sendFailure,
          onSend: doSend,
          onCloseAutoFocus: closeAutoFocus(REVIEW_BUTTON_ID),
        }}
      />

      <ClearDialog
        open={state.clearOpen}
        rows={state.draft.rows.length}
        onOpenChange={(open) => dispatch({ type: 'clearAsked', open })}
        onConfirm={() => dispatch({ type: 'listCleared' })}
        onCloseAutoFocus={closeAutoFocus(CLEAR_BUTTON_ID)}
      />
    </div>
  );
}
