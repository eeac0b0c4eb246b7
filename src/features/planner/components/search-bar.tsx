/**
 * Search an address, a city or a ZIP code, and the radius around it. Once there are routes, a link right
 * after the search field (shown when it has the keyboard focus) skips the map to the routes table.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, NativeSelect } from '../../../components/ui/input';
import { plannerQueries } from '../api/planner-queries';
import type { PlanPoint } from '../../../lib/plan-url';
import { distanceText, radiusChoices, type DistanceUnit } from '../radius';

type Props = {
  label: string;
  radius: number;
  /** Miles for a US account, kilometres elsewhere. */
  unit: DistanceUnit;
  onSearch: (search: { point: PlanPoint; label: string }) => void;
  onRadius: (radius: number) => void;
  /** The element a "skip to" link after the search field moves the focus to; no link without it. */
  skipTo?: { id: string; text: string } | null;
};

export function SearchBar({ label, radius, unit, onSearch, onRadius, skipTo }: Props) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(label);
  const [seen, setSeen] = useState(label);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (label !== seen) {
    setSeen(label);
    setText(label);
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (!q) {
      setProblem('Type an address, a city or a ZIP code.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const found = await queryClient.fetchQuery(plannerQueries.geocode(q));
      const best = found.nodes[0];
      if (!best)
        setProblem(
          `Nothing found for “${q}”. Try a street address, a city such as Austin, TX, or a 5-digit ZIP code.`,
        );
      else onSearch({ point: { lat: best.lat, lng: best.lng }, label: best.label });
    } catch (err) {
      setProblem(`The search did not work: ${err instanceof Error ? err.message : 'no answer'} Try again.`);
    } finally {
      setBusy(false);
    }
  };

  const presets = radiusChoices(unit, radius);

  return (
    <form
      role="search"
      aria-label="Find a place"
      onSubmit={(e) => void submit(e)}
      className="relative space-y-2"
    >
      <div className="flex flex-wrap items-end gap-2">
        <label
          className="min-w-0 flex-1 basis-60 text-sm font-medium text-slate-700"
          htmlFor="planner-search"
        >
          Address, city or ZIP code
          <Input
            id="planner-search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="600 Congress Ave, Austin or 78701"
            className="mt-1"
            maxLength={200}
          />
        </label>
        {skipTo ? (
          <a
            href={`#${skipTo.id}`}
            onClick={(e) => {
              const target = document.getElementById(skipTo.id);
              if (!target) return;
              e.preventDefault();
              target.focus({ preventScroll: true });
              target.scrollIntoView({ block: 'nearest' });
            }}
            className="sr-only focus:not-sr-only focus:absolute focus:top-full focus:left-0 focus:z-20 focus:mt-1 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-indigo-800 focus:shadow-lg focus:outline-2 focus:outline-indigo-600"
          >
            {skipTo.text}
          </a>
        ) : null}
        <label className="text-sm font-medium text-slate-700">
          Radius
          <NativeSelect
            value={radius}
            onChange={(e) => onRadius(Number(e.target.value))}
            className="mt-1 w-28"
          >
            {presets.map((r) => (
              <option key={r} value={r}>
                {distanceText(r, unit)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button type="submit" disabled={busy}>
          <Search className="h-4 w-4" aria-hidden="true" />
          {busy ? 'Searching…' : 'Search'}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
