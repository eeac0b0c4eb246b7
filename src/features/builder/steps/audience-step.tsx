/**
 * Direct mail to a saved address list: choose one of the client's lists. Only a list that is ready can be
 * chosen; the others show their status and why they cannot be used. A list whose size could not be read
 * says "size unknown" (never 0). The choice is kept in the step's address (`audience`).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { markStepUnsaved } from '../kept-steps';
import { Link } from 'react-router';
import type { Audience } from '../../../api/contract/audience';
import { QueryPending, QueryState, SkeletonLines } from '../../../components/query-state';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input, Label } from '../../../components/ui/input';
import { appRoutes } from '../../../lib/app-paths';
import { cn } from '../../../lib/cn';
import { campaignMutations } from '../../../queries/campaign-mutations';
import { audienceQueries } from '../../../queries/audience-queries';
import type { StepProps } from '../step-props';
import { FieldMessage, SaveActions, StepFrame, useStepSave } from './step-kit';
import { isReady, notReadyReason, statusLabel } from './words';
import { numberFormat } from '../../../lib/intl-cache';

const TITLE = 'Which address list should get your mailing?';
const DESCRIPTION =
  'Choose one of your saved address lists. Every address on it gets a piece; a list must be ready before it can be used.';

/** Most saved audiences read at once (the service's maximum page). */
const AUDIENCES_MAX = 500;
/** Shows a name filter above this many lists. */
const FILTER_FROM = 8;

/** What the draft has now, from creation status: no list, a list that cannot be used, or one that can. */
function attachedNote(missing: readonly string[]): { text: string; tone: 'info' | 'warning' } | null {
  if (missing.includes('audienceId') || missing.includes('audience')) return null;
  if (missing.includes('audienceReady'))
    return { text: 'The list attached to this draft is not ready yet: choose a ready one.', tone: 'warning' };
  if (missing.includes('audienceAddresses'))
    return { text: 'The list attached to this draft holds no addresses: choose another.', tone: 'warning' };
  return {
    text: 'An address list is attached to this draft. Choosing another one replaces it.',
    tone: 'info',
  };
}

export function sizeText(count: number | null): string {
  return count === null ? 'size unknown' : `${numberFormat().format(count)} addresses`;
}

export function AudienceStep({ campaignId, status, wizard, search, setSearch, onContinue }: StepProps) {
  const list = useQuery(audienceQueries.list({ first: AUDIENCES_MAX }));
  const save = useStepSave(campaignMutations.audience(campaignId), onContinue);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const errorId = useId();
  const selected = search.get('audience');

  const audiences = list.data?.nodes ?? [];
  const chosen = audiences.find((a) => a.id === selected);
  const attached = attachedNote(status.missing);
  const fieldError = save.error?.field === 'audienceId' ? save.error.message : undefined;
  const changed = !!chosen && isReady(chosen.status) && chosen.id !== savedId;

  const choose = (id: string) => {
    setSearch({ audience: id });
    // The choice lives in the address (kept with the step); the step is unsaved until it is saved.
    markStepUnsaved(campaignId, 'audience', id === savedId ? null : id);
    save.reset();
  };
  const submit = () => {
    if (!changed || !chosen) {
      onContinue();
      return;
    }
    // Remember what was saved, so "Continue" shows once it is (the service does not read it back).
    save.save(chosen.id, {
      thenContinue: true,
      onSaved: (saved) => {
        setSavedId(saved);
        markStepUnsaved(campaignId, 'audience', null);
      },
    });
  };

  const lists = () => {
    if (audiences.length === 0) {
      return (
        <EmptyState
          title="You have no saved address lists yet"
          description="Address lists you upload appear in your library; come back here to choose one once it is ready."
          action={
            <Link to={appRoutes.audiences} className={buttonClasses('secondary')}>
              Open your address lists
            </Link>
          }
        />
      );
    }
    const needle = filter.trim().toLowerCase();
    const shown = needle ? audiences.filter((a) => a.name.toLowerCase().includes(needle)) : audiences;
    return (
      <div className="space-y-3">
        {audiences.length > FILTER_FROM ? (
          <div className="max-w-sm">
            <Label htmlFor={filterId}>Find a list by name</Label>
            <Input
              id={filterId}
              type="search"
              className="mt-1"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
        ) : null}
        <fieldset aria-describedby={fieldError ? errorId : undefined} className="min-w-0">
          <legend className="text-sm font-semibold text-slate-900">Your saved address lists</legend>
          <FieldMessage id={errorId}>{fieldError}</FieldMessage>
          {shown.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No list has a name containing “{filter.trim()}”.</p>
          ) : (
            <ul className="mt-2 grid gap-2 md:grid-cols-2">
              {shown.map((a) => (
                <li key={a.id}>
                  <AudienceOption
                    audience={a}
                    checked={a.id === selected}
                    disabled={save.pending || !wizard.editable}
                    onChoose={() => choose(a.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      </div>
    );
  };

  return (
    <StepFrame id="audience" title={TITLE} description={DESCRIPTION}>
      {attached ? (
        <p
          className={cn(
            'rounded-md px-3 py-2 text-sm',
            attached.tone === 'warning' ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700',
          )}
        >
          {attached.text}
        </p>
      ) : null}
      <QueryState
        query={list}
        what="your address lists"
        pending={
          <QueryPending label="Loading your address lists…" className="space-y-2">
            <SkeletonLines count={4} className="h-16 w-full" />
          </QueryPending>
        }
      >
        {lists}
      </QueryState>
      {chosen && chosen.address_count === null && isReady(chosen.status) ? (
        <p className="text-sm text-amber-800">
          The size of “{chosen.name}” could not be read, so whether it holds addresses cannot be checked
          before you submit.
        </p>
      ) : null}
      <SaveActions
        save={save}
        changed={changed}
        wizard={wizard}
        shownAtField={!!fieldError}
        onSubmit={submit}
      />
    </StepFrame>
  );
}

function AudienceOption({
  audience,
  checked,
  disabled,
  onChoose,
}: {
  audience: Audience;
  checked: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const id = useId();
  const ready = isReady(audience.status);
  return (
    <div
      className={cn(
        'flex h-full items-start gap-3 rounded-lg border bg-white p-3 text-sm',
        checked ? 'border-indigo-600 ring-1 ring-indigo-600' : 'border-slate-200',
        ready ? null : 'bg-slate-50',
      )}
    >
      <input
        id={id}
        type="radio"
        name="audience"
        className="mt-0.5 h-4 w-4 shrink-0 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        checked={checked}
        disabled={disabled || !ready}
        aria-describedby={`${id}-about`}
        onChange={onChoose}
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={id}
          className={cn(
            'block font-medium break-words',
            ready ? 'cursor-pointer text-slate-900' : 'cursor-not-allowed text-slate-600',
          )}
        >
          {audience.name}
        </label>
        <p id={`${id}-about`} className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
          <Badge
            tone={ready ? 'success' : audience.status.toUpperCase() === 'PROCESSING' ? 'info' : 'warning'}
          >
            {statusLabel(audience.status)}
          </Badge>{' '}
          <span className={audience.address_count === null ? 'text-amber-800' : undefined}>
            {sizeText(audience.address_count)}.
          </span>{' '}
          {ready ? null : <span className="basis-full">{notReadyReason(audience.status, 'audience')}</span>}
        </p>
      </div>
    </div>
  );
}
