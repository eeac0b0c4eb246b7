/**
 * The postcards page's state as one reducer, pure: every change the page makes goes through an action
 * (the state and its actions are in `editor-state.ts`, the larger changes in `editor-steps.ts`).
 */
import { RECEIPT_HEADING_ID, ADD_BUTTON_ID, PDF_INPUT_ID } from './editor-ids';
import { focusOn, withTouched, type EditorAction, type EditorState } from './editor-state';
import {
  addRow,
  changeCell,
  readFile,
  removeRow,
  review,
  sendFailed,
  showRowsToFix,
  undoRemove,
} from './editor-steps';

export function editorReducer(s: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'cellChanged':
      return changeCell(s, action.rowId, action.field, action.value);
    case 'cellLeft': {
      const touched = withTouched(s, action.rowId, action.field);
      return touched === s.touched ? s : { ...s, touched };
    }
    case 'rowRemoved':
      return removeRow(s, action.rowId);
    case 'removeUndone':
      return undoRemove(s);
    case 'rowAdded':
      return addRow(s, action.row);
    case 'importStarted':
      return { ...s, importOutcome: null, importing: action.file };
    case 'importFailed':
      return {
        ...s,
        importing: null,
        importOutcome: { ok: false, file: action.file, message: action.message },
      };
    case 'fileRead':
      return readFile(s, action.file, action.text);
    case 'importDismissed':
      return { ...s, importOutcome: null };
    case 'rowsToFixShown':
      return showRowsToFix(s);
    case 'everyRowShown':
      return { ...s, fixView: null };
    case 'pageChosen':
      return { ...s, page: action.page };
    case 'pageSizeChosen':
      return { ...s, pageSize: action.pageSize, page: 1 };
    case 'pdfChanged':
      return { ...s, draft: { ...s.draft, pdfUrl: action.value }, pdfRefusal: null, blocker: null };
    case 'pdfLeft':
      return s.pdfTouched ? s : { ...s, pdfTouched: true };
    case 'reviewed':
      return review(s);
    case 'reviewClosed':
      return { ...s, reviewOpen: false };
    case 'sendStarted':
      return { ...s, sendFailure: null };
    case 'sent': {
      const { submission, recipients, countries, file } = action;
      return {
        ...s,
        draft: { ...s.draft, refused: {}, receipt: { submission, recipients, countries, file } },
        importOutcome: null,
        removed: null,
        fixView: null,
        reviewOpen: false,
        focus: focusOn(s, RECEIPT_HEADING_ID),
      };
    }
    case 'sendFailed':
      return sendFailed(s, action.error, action.sent);
    case 'newSendStarted':
      return {
        ...s,
        draft: { pdfUrl: '', rows: [], refused: {}, receipt: null },
        checkedRows: new Set(),
        touched: new Set(),
        attempted: false,
        pdfTouched: false,
        pdfRefusal: null,
        refusalNotice: null,
        page: 1,
        focus: focusOn(s, PDF_INPUT_ID),
      };
    case 'listReused':
      return {
        ...s,
        draft: { ...s.draft, receipt: null },
        refusalNotice: null,
        focus: focusOn(s, PDF_INPUT_ID),
      };
    case 'clearAsked':
      return { ...s, clearOpen: action.open };
    case 'listCleared':
      return {
        ...s,
        draft: { ...s.draft, rows: [], refused: {} },
        checkedRows: new Set(),
        touched: new Set(),
        fixView: null,
        removed: null,
        importOutcome: null,
        refusalNotice: null,
        page: 1,
        clearOpen: false,
        focus: focusOn(s, ADD_BUTTON_ID),
      };
  }
}
