/**
 * Step 2: the recipients. The notes (restored, import, undo), then the empty state or the list: its
 * actions, its counts, the rows-to-fix view, the table of rows and its pages.
 */
import { Download, Trash2 } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { Pagination } from '../../../components/pagination';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { numberFormat } from '../../../lib/intl-cache';
import { CLEAR_BUTTON_ID } from '../editor-ids';
import { PAGE_SIZES, type EditorAction, type EditorState } from '../editor-state';
import type { EditorView } from '../editor-view';
import { countText, MAX_RECIPIENTS, type RecipientField } from '../recipients';
import { ListActions } from './list-actions';
import { RecipientsNotices } from './recipients-notices';
import { RecipientsTable } from './recipients-table';

type Props = {
  state: EditorState;
  view: EditorView;
  saveFailed: boolean;
  dispatch: (action: EditorAction) => void;
  onFile: (file: File) => void;
  onDownloadList: () => void;
};

export function RecipientsSection({ state, view, saveFailed, dispatch, onFile, onDownloadList }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { rows } = state.draft;
  const { filled, countries, toFix, pageRows, currentPage } = view;
  const full = rows.length >= MAX_RECIPIENTS;
  const changeCell = useCallback(
    (rowId: string, field: RecipientField, value: string) =>
      dispatch({ type: 'cellChanged', rowId, field, value }),
    [dispatch],
  );
  const blurCell = useCallback(
    (rowId: string, field: RecipientField) => dispatch({ type: 'cellLeft', rowId, field }),
    [dispatch],
  );
  const removeRow = useCallback((rowId: string) => dispatch({ type: 'rowRemoved', rowId }), [dispatch]);
  const actions = (
    <ListActions
      full={full}
      importing={state.importing !== null}
      onImport={() => fileInput.current?.click()}
      onAdd={() => dispatch({ type: 'rowAdded' })}
    />
  );

  return (
    <section aria-labelledby="postcards-recipients-heading" className="mb-6 min-w-0">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="postcards-recipients-heading" className="text-base font-semibold text-slate-900">
            2. Recipients
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Addresses in the 27 EU member states, up to {numberFormat().format(MAX_RECIPIENTS)} per send. Your
            list is kept in this browser tab while you work, so reloading the page loses nothing; it is
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
          if (file) onFile(file);
        }}
      />
      <RecipientsNotices state={state} saveFailed={saveFailed} dispatch={dispatch} />

      {rows.length === 0 ? (
        <EmptyState
          title="No recipients yet"
          description="Import a CSV from your spreadsheet or customer list, or add recipients one by one. Each needs a name, a street address, a city, a state or region, a postal code and an EU country."
          action={<div className="flex flex-wrap justify-center gap-2">{actions}</div>}
        />
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center gap-2">
            {actions}
            <Button variant="ghost" onClick={onDownloadList} disabled={filled.length === 0}>
              <Download className="h-4 w-4" aria-hidden="true" />
              Download the list
            </Button>
            <Button
              id={CLEAR_BUTTON_ID}
              variant="ghost"
              onClick={() => dispatch({ type: 'clearAsked', open: true })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Clear the list
            </Button>
          </div>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3 text-sm">
            <p className="text-slate-700">
              {countText(filled.length, 'recipient')} in {countText(countries.length, 'country', 'countries')}
              {toFix.length > 0 ? (
                <span className="font-medium text-red-700">
                  {' '}
                  · {countText(toFix.length, 'row needs', 'rows need')} a fix
                </span>
              ) : null}
              {full ? <span> · the list is full</span> : null}
            </p>
            {state.fixView ? (
              <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'everyRowShown' })}>
                Show every row
              </Button>
            ) : toFix.length > 0 ? (
              <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'rowsToFixShown' })}>
                Show only the rows to fix
              </Button>
            ) : null}
          </div>
          {state.fixView ? (
            <p className="mb-2 text-sm text-slate-600">
              Showing the {countText(state.fixView.length, 'row')} that needed a fix; fixed rows stay until
              you show every row.
            </p>
          ) : null}
          <RecipientsTable rows={pageRows} onChange={changeCell} onBlur={blurCell} onRemove={removeRow} />
          {view.view.length > PAGE_SIZES[0] ? (
            <Pagination
              page={currentPage}
              pageSize={state.pageSize}
              returned={pageRows.length}
              total={view.view.length}
              onPage={(page) => dispatch({ type: 'pageChosen', page })}
              pageSizes={PAGE_SIZES}
              onPageSize={(pageSize) => dispatch({ type: 'pageSizeChosen', pageSize })}
              noun="rows"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
