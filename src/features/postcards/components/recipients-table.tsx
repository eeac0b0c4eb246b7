/**
 * The recipients as a table of editable rows, one page of them at a time. Every input is labelled with
 * its column and row for screen readers ("Name, row 3"); a problem shows in plain words under its cell
 * and is tied to the input (`aria-invalid`, `aria-describedby`). The table scrolls sideways in its own
 * box, so a phone never scrolls the page sideways.
 */
import { Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, NativeSelect } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import {
  countryDisplayName,
  countryOptions,
  fieldLabels,
  recipientFields,
  type RecipientField,
} from '../recipients';
import { isEuCountry } from '../../../api/contract/postcard';
import { cellId } from '../editor-ids';
import type { ShownRow } from '../editor-view';

/** Narrow enough for the whole row to fit a laptop's content width; a phone scrolls the box instead. */
const widths: Record<RecipientField, string> = {
  addressName: 'min-w-[8.5rem]',
  addressLine1: 'min-w-[9.5rem]',
  addressLine2: 'min-w-[6.5rem]',
  addressCity: 'min-w-[6.5rem]',
  addressState: 'min-w-[7rem]',
  addressPostalCode: 'min-w-[5.5rem]',
  addressCountry: 'min-w-[8.5rem]',
};

type Props = {
  rows: readonly ShownRow[];
  onChange: (rowId: string, field: RecipientField, value: string) => void;
  onBlur: (rowId: string, field: RecipientField) => void;
  onRemove: (rowId: string) => void;
  disabled?: boolean;
};

export function RecipientsTable({ rows, onChange, onBlur, onRemove, disabled }: Props) {
  return (
    // The box scrolls both ways (long lists, narrow screens); keyboard users move through it by its inputs.
    <div className="max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Recipients</caption>
        <thead className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 w-12 bg-slate-50 px-2 py-2.5 text-xs font-semibold text-slate-600"
            >
              <span aria-hidden="true">#</span>
              <span className="sr-only">Row</span>
            </th>
            {recipientFields.map((f) => (
              <th
                key={f}
                scope="col"
                className="px-1.5 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase"
              >
                {fieldLabels[f]}
                {f === 'addressLine2' ? (
                  <span className="block font-normal tracking-normal normal-case">optional</span>
                ) : null}
              </th>
            ))}
            <th scope="col" className="px-2 py-2.5">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <RecipientRowView
              key={r.row.id}
              shown={r}
              onChange={onChange}
              onBlur={onBlur}
              onRemove={onRemove}
              disabled={disabled}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = {
  shown: ShownRow;
  onChange: Props['onChange'];
  onBlur: Props['onBlur'];
  onRemove: Props['onRemove'];
  disabled?: boolean;
};

const RecipientRowView = memo(function RecipientRowView({
  shown,
  onChange,
  onBlur,
  onRemove,
  disabled,
}: RowProps) {
  const { row, number, issues, refused } = shown;
  const flagged = Object.keys(issues).length > 0;
  return (
    <tr
      className={cn('align-top', flagged ? 'bg-red-50' : 'bg-white')}
      data-row={number}
      data-invalid={flagged || undefined}
    >
      {/* The row number stays in view while the row scrolls sideways (phones). */}
      <th
        scope="row"
        className={cn(
          'sticky left-0 px-2 py-2 pt-4 text-xs font-medium text-slate-500 tabular-nums',
          flagged ? 'bg-red-50 text-red-800' : 'bg-white',
        )}
      >
        {number}
      </th>
      {recipientFields.map((f) => {
        const id = cellId(row.id, f);
        const message = issues[f];
        const errorId = `${id}-error`;
        const label = `${fieldLabels[f]}, row ${number}`;
        const common = {
          id,
          'aria-label': label,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': message ? errorId : undefined,
          disabled,
          onBlur: () => onBlur(row.id, f),
        } as const;
        return (
          <td key={f} className={cn('px-1.5 py-2', widths[f])}>
            {f === 'addressCountry' ? (
              <NativeSelect
                {...common}
                value={row.addressCountry}
                onChange={(e) => onChange(row.id, f, e.target.value)}
              >
                <option value="">Choose…</option>
                {row.addressCountry && !isEuCountry(row.addressCountry) ? (
                  <option value={row.addressCountry}>
                    {countryDisplayName(row.addressCountry)} (not in the EU)
                  </option>
                ) : null}
                {countryOptions.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Input
                {...common}
                value={row[f]}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => onChange(row.id, f, e.target.value)}
              />
            )}
            {message ? (
              <p id={errorId} className="mt-1 w-0 min-w-full text-xs text-red-700">
                {refused?.[f] ? <span className="font-semibold">Refused by the service: </span> : null}
                {message}
              </p>
            ) : null}
          </td>
        );
      })}
      <td className="px-2 py-2">
        <Button
          id={cellId(row.id, 'remove')}
          variant="ghost"
          size="icon"
          aria-label={`Remove row ${number}`}
          title={`Remove row ${number}`}
          disabled={disabled}
          onClick={() => onRemove(row.id)}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </td>
    </tr>
  );
});
