/** The notes above the recipients: the list restored, storage refused, a file being read, what an import did, a removed row to bring back. */
import { Button } from '../../../components/ui/button';
import type { EditorAction, EditorState } from '../editor-state';
import { countText } from '../recipients';
import { ImportNotice } from './import-notice';

type Props = {
  state: EditorState;
  saveFailed: boolean;
  dispatch: (action: EditorAction) => void;
};

export function RecipientsNotices({ state, saveFailed, dispatch }: Props) {
  const { restoredCount, draft, importOutcome, attempted, importing, removed } = state;
  return (
    <>
      {restoredCount > 0 && draft.rows.length > 0 && importOutcome === null && !attempted ? (
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
          onShowRowsToFix={() => dispatch({ type: 'rowsToFixShown' })}
          onDismiss={() => dispatch({ type: 'importDismissed' })}
        />
      ) : null}
      {removed ? (
        <div role="status" className="mb-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>
            Row {removed.number}
            {removed.row.addressName.trim() ? ` (${removed.row.addressName.trim()})` : ''} removed.
          </span>
          <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'removeUndone' })}>
            Undo
          </Button>
        </div>
      ) : null}
    </>
  );
}
