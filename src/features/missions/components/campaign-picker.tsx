import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '../../../api/http-errors';
import { Input, Label } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { campaignQueries } from '../../../queries/campaign-queries';

const SUGGESTIONS = 8;

/** The chosen campaign, by name once its read answers; removable. */
function ChosenCampaign({ id, labelId, onClear }: { id: string; labelId: string; onClear: () => void }) {
  const detail = useQuery(campaignQueries.detail(id));
  const missing = detail.isError && isApiError(detail.error) && detail.error.kind === 'not-found';
  const name = detail.data?.name ?? (missing ? `Campaign ${id} (not in your account)` : `Campaign ${id}`);
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="mt-1 flex h-10 items-center justify-between gap-2 rounded-md border border-slate-300 bg-indigo-50 px-3 text-sm"
    >
      <span className={cn('truncate', missing ? 'text-amber-800' : 'text-indigo-900')}>{name}</span>
      <button
        type="button"
        aria-label="Remove campaign filter"
        onClick={onClear}
        className="rounded p-0.5 text-slate-600 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * A campaign filter: type part of a campaign's name and pick one of the matches (searched on the
 * service with `GET /client/campaigns?search=`). An ARIA combobox: arrows move, Enter picks, Escape closes.
 */
export function CampaignPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const t = setTimeout(() => setTerm(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);

  const matches = useQuery({
    ...campaignQueries.list({ search: term, first: SUGGESTIONS }),
    enabled: open && term !== '' && !value,
  });
  const options = term !== '' ? (matches.data?.nodes ?? []) : [];
  const expanded = open && term !== '' && !value;

  const pick = (campaignId: string) => {
    onChange(campaignId);
    setText('');
    setTerm('');
    setOpen(false);
  };

  return (
    <div className="w-64">
      <Label id={labelId} htmlFor={id}>
        Campaign
      </Label>
      {value ? (
        <ChosenCampaign id={value} labelId={labelId} onClear={() => onChange(undefined)} />
      ) : (
        <div className="relative">
          <Input
            id={id}
            role="combobox"
            type="text"
            autoComplete="off"
            className="mt-1"
            placeholder="All campaigns"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={
              expanded && options[active] ? `${listId}-${options[active].id}` : undefined
            }
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setOpen(true);
                setActive((a) => Math.min(a + 1, Math.max(options.length - 1, 0)));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((a) => Math.max(a - 1, 0));
              } else if (e.key === 'Enter' && expanded && options[active]) {
                e.preventDefault();
                pick(options[active].id);
              } else if (e.key === 'Escape') {
                setOpen(false);
              }
            }}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Matching campaigns"
            hidden={!expanded}
            className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          >
            {matches.isFetching && options.length === 0 ? (
              <li role="presentation" className="px-2 py-1.5 text-sm text-slate-500">
                Searching…
              </li>
            ) : matches.isError ? (
              <li role="presentation" className="px-2 py-1.5 text-sm text-red-700">
                Could not search campaigns.
              </li>
            ) : options.length === 0 ? (
              <li role="presentation" className="px-2 py-1.5 text-sm text-slate-500">
                No campaign matches “{term}”.
              </li>
            ) : (
              options.map((c, i) => (
                <li
                  key={c.id}
                  id={`${listId}-${c.id}`}
                  role="option"
                  aria-selected={i === active}
                  className={cn(
                    'cursor-pointer truncate rounded px-2 py-1.5 text-sm text-slate-800',
                    i === active && 'bg-indigo-50 text-indigo-900',
                  )}
                  // Picks before the input's blur closes the list.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(c.id);
                  }}
                  onMouseEnter={() => setActive(i)}
                >
                  {c.name}
                </li>
              ))
            )}
          </ul>
          {matches.data && matches.data.totalCount > options.length && expanded ? (
            <p className="sr-only" aria-live="polite">
              {options.length} of {matches.data.totalCount} matching campaigns shown; type more to narrow.
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
