/** The ways to fill the list: import a CSV, add a row, download the template (beside the table, or in the empty state). */
import { Download, FileUp, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { csvDataUrl } from '../../../lib/csv';
import { ADD_BUTTON_ID } from '../editor-ids';
import { templateCsv } from '../recipients-csv';

type Props = {
  /** The list holds as many rows as one send takes. */
  full: boolean;
  /** A file is being read. */
  importing: boolean;
  onImport: () => void;
  onAdd: () => void;
};

export function ListActions({ full, importing, onImport, onAdd }: Props) {
  return (
    <>
      <Button variant="secondary" onClick={onImport} disabled={full || importing}>
        <FileUp className="h-4 w-4" aria-hidden="true" />
        Import a CSV
      </Button>
      <Button id={ADD_BUTTON_ID} variant="secondary" onClick={onAdd} disabled={full}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add a recipient
      </Button>
      <a
        href={csvDataUrl(templateCsv)}
        download="postcard-recipients-template.csv"
        className="inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        Download the CSV template
      </a>
    </>
  );
}
