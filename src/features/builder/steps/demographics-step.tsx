/**
 * Direct mail, optional: audience attributes (age, income, household size …) as the service offers them.
 * Mail to every door reaches every home on the chosen routes, so the attributes never reduce the pieces
 * or the price: they shade and rank routes when picking them, and are recorded for the reviewer. The step
 * says so, and shows how many homes on the chosen routes match (from the routes' demographics).
 * Prefilled from what the draft was saved with (or, when the step was left unsaved, from what was ticked);
 * an empty choice clears them.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ChosenAttribute } from '../../../api/contract/builder';
import type { DemographicAttribute } from '../../../api/contract/demographic-attributes';
import type { DraftTargeting, TargetedAttribute } from '../../../api/contract/draft-targeting';
import { QueryErrorState } from '../../../components/query-error-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { campaignMutations } from '../../../queries/campaign-mutations';
import { numberFormat } from '../../../lib/intl-cache';
import { builderQueries } from '../api/builder-queries';
import { demographicQueries } from '../../../queries/demographic-queries';
import { attributeShares } from '../attribute-share';
import type { StepProps } from '../step-props';
import { keepStepValue, keptStepValue } from '../kept-steps';
import { FieldMessage, SaveActions, StepFrame, useStepSave } from './step-kit';

type Choice = Record<string, string[]>;

const TITLE = 'Who is your mailing for?';
const DESCRIPTION =
  'Optional. Every Door Direct Mail goes to every home and business on your routes, so these attributes never reduce the pieces or the price. They shade and rank routes while you pick them, and are recorded with your campaign for the reviewer.';

/** The saved attributes as a choice, keeping only what is still offered (in the offered order). */
function choiceOf(saved: readonly TargetedAttribute[], offered: readonly DemographicAttribute[]): Choice {
  const out: Choice = {};
  for (const attribute of offered) {
    const values = saved.find((s) => s.key === attribute.key)?.values ?? [];
    const known = attribute.values.map((v) => v.value).filter((v) => values.includes(v));
    if (known.length > 0) out[attribute.key] = attribute.multiple ? known : known.slice(0, 1);
  }
  return out;
}

/** What the step sends: every attribute with at least one value, as `{code, values}`. */
function requestOf(choice: Choice, offered: readonly DemographicAttribute[]): ChosenAttribute[] {
  return offered
    .filter((a) => (choice[a.key]?.length ?? 0) > 0)
    .map((a) => ({
      code: a.key,
      values: a.values.map((v) => v.value).filter((v) => choice[a.key]!.includes(v)),
    }));
}

const sameRequest = (a: ChosenAttribute[], b: ChosenAttribute[]) => JSON.stringify(a) === JSON.stringify(b);

export function DemographicsStep(props: StepProps) {
  const attributes = useQuery(demographicQueries.attributes());
  const targeting = useQuery(campaignInsightQueries.draftTargeting(props.campaignId));

  if (!attributes.data || !targeting.data) {
    const failed = attributes.isError ? attributes : targeting.isError ? targeting : null;
    return (
      <StepFrame id="demographics" title={TITLE} description={DESCRIPTION}>
        {failed ? (
          <QueryErrorState
            error={failed.error}
            what={attributes.isError ? 'the audience attributes' : 'what this draft was saved with'}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        ) : (
          <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
            <LoadingStatus label="Loading audience attributes…" />
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-36 w-full" />
            ))}
          </div>
        )}
      </StepFrame>
    );
  }
  const saved = targeting.data.attributes ?? [];
  return (
    <DemographicsForm
      key={props.campaignId}
      {...props}
      offered={attributes.data.attributes}
      saved={saved}
      targeting={targeting.data}
    />
  );
}

function DemographicsForm({
  campaignId,
  wizard,
  onContinue,
  offered,
  saved,
  targeting,
}: StepProps & { offered: DemographicAttribute[]; saved: TargetedAttribute[]; targeting: DraftTargeting }) {
  // Prefilled once from what was left unsaved, else what was saved; later reads (after a save) are what
  // `changed` compares with.
  const [choice, setChoice] = useState<Choice>(() => {
    const kept = keptStepValue<TargetedAttribute[]>(campaignId, 'demographics');
    return choiceOf(kept ?? saved, offered);
  });
  const save = useStepSave(campaignMutations.demographics(campaignId), onContinue);
  const errorId = useId();

  const savedRequest = requestOf(choiceOf(saved, offered), offered);
  const request = requestOf(choice, offered);
  const changed = !sameRequest(request, savedRequest);
  const dropped =
    saved.some((s) => !offered.some((a) => a.key === s.key)) ||
    saved.some((s) => {
      const a = offered.find((o) => o.key === s.key);
      return a ? s.values.some((v) => !a.values.some((x) => x.value === v)) : false;
    });
  const fieldError = save.error?.field === 'attributes' ? save.error.message : undefined;

  const update = (next: Choice) => {
    setChoice(next);
    save.reset();
    const nextRequest = requestOf(next, offered);
    // Kept while unsaved, so leaving for another step and coming back finds it ticked.
    keepStepValue(
      campaignId,
      'demographics',
      sameRequest(nextRequest, savedRequest)
        ? null
        : nextRequest.map((a) => ({ key: a.code, values: a.values })),
    );
  };
  const toggle = (attribute: DemographicAttribute, value: string, on: boolean) => {
    const current = choice[attribute.key] ?? [];
    const values = attribute.multiple
      ? on
        ? [...current, value]
        : current.filter((v) => v !== value)
      : on && value !== ''
        ? [value]
        : [];
    update({ ...choice, [attribute.key]: values });
  };

  const chosenCount = request.length;
  const submit = () => {
    if (!changed) onContinue();
    else
      save.save(
        { attributes: request },
        { thenContinue: true, onSaved: () => keepStepValue(campaignId, 'demographics', null) },
      );
  };

  return (
    <StepFrame id="demographics" title={TITLE} description={DESCRIPTION}>
      {offered.length === 0 ? (
        <EmptyState
          title="No audience attributes are offered right now"
          description="Your mailing goes to every home and business on your routes. You can go on to the design."
        />
      ) : (
        <div
          role="group"
          aria-label="Audience attributes"
          aria-describedby={fieldError ? errorId : undefined}
          className="space-y-3"
        >
          <FieldMessage id={errorId}>{fieldError}</FieldMessage>
          {dropped ? (
            <p className="text-sm text-amber-800">
              Some choices saved earlier are no longer offered; they are left out when you save.
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {offered.map((attribute) => (
              <AttributeField
                key={attribute.key}
                attribute={attribute}
                chosen={choice[attribute.key] ?? []}
                disabled={save.pending || !wizard.editable}
                onToggle={(value, on) => toggle(attribute, value, on)}
              />
            ))}
          </div>
          <MatchingHomes targeting={targeting} offered={offered} request={request} />
        </div>
      )}
      <SaveActions
        save={save}
        changed={changed}
        wizard={wizard}
        shownAtField={!!fieldError}
        onSubmit={submit}
      >
        {chosenCount > 0 ? (
          <Button variant="ghost" onClick={() => update({})} disabled={save.pending}>
            Clear all
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onContinue} disabled={save.pending}>
          Skip
        </Button>
      </SaveActions>
    </StepFrame>
  );
}

function AttributeField({
  attribute,
  chosen,
  disabled,
  onToggle,
}: {
  attribute: DemographicAttribute;
  chosen: string[];
  disabled: boolean;
  onToggle: (value: string, on: boolean) => void;
}) {
  const id = useId();
  const inputClasses =
    'h-4 w-4 shrink-0 border-slate-400 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
  return (
    <fieldset
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4"
      aria-describedby={attribute.description ? `${id}-about` : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">{attribute.label}</legend>
      {attribute.description ? (
        <p id={`${id}-about`} className="mb-2 text-xs text-slate-600">
          {attribute.description}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        {attribute.multiple ? null : (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={id}
              className={inputClasses}
              checked={chosen.length === 0}
              disabled={disabled}
              onChange={() => onToggle('', true)}
            />
            No preference
          </label>
        )}
        {attribute.values.map((value) => (
          <label key={value.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type={attribute.multiple ? 'checkbox' : 'radio'}
              name={attribute.multiple ? undefined : id}
              className={inputClasses}
              checked={chosen.includes(value.value)}
              disabled={disabled}
              onChange={(e) => onToggle(value.value, e.target.checked)}
            />
            {value.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * What the chosen attributes mean for this mailing: every home on the routes still gets a piece, and the
 * share of those homes that match each attribute (from the routes' demographics around the saved zone).
 */
function MatchingHomes({
  targeting,
  offered,
  request,
}: {
  targeting: DraftTargeting;
  offered: readonly DemographicAttribute[];
  request: ChosenAttribute[];
}) {
  const nf = numberFormat();
  const zone = targeting.distributionLocations[0];
  const routes = useQuery({
    ...builderQueries.routeDemographics(zone ?? { lat: 0, lng: 0, radius: 0 }),
    enabled: !!zone && targeting.routes.length > 0 && request.length > 0,
  });
  const pieces = targeting.totalCount;
  const everyone =
    targeting.routes.length === 0
      ? 'Choose your routes first: the mailing goes to every home and business on them.'
      : `Your mailing goes to all ${nf.format(pieces)} homes and businesses on your routes, whatever you tick here.`;
  let shares: React.ReactNode = null;
  if (request.length > 0 && targeting.routes.length > 0) {
    if (routes.isPending)
      shares = <p className="text-slate-600">Counting the matching homes on your routes…</p>;
    else if (routes.isError)
      shares = <p className="text-slate-600">How many homes match could not be counted right now.</p>;
    else {
      const pct = numberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });
      const lines = attributeShares(targeting.routes, routes.data.nodes, request).map((s) => {
        const attribute = offered.find((a) => a.key === s.key);
        const values = (request.find((r) => r.code === s.key)?.values ?? [])
          .map((v) => attribute?.values.find((x) => x.value === v)?.label ?? v)
          .join(' or ');
        const what = `${attribute?.label ?? s.key}: ${values}`;
        return (
          <li key={s.key}>
            {s.share === null
              ? `${what}: no figures for your routes.`
              : `${what}: ${pct.format(s.share)} of the homes on your routes (${nf.format(s.matching)} of ${nf.format(s.homes)}).`}
          </li>
        );
      });
      shares = (
        <ul data-testid="matching-homes" className="list-disc space-y-1 pl-5">
          {lines}
        </ul>
      );
    }
  }
  return (
    <div aria-live="polite" className="space-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <p data-testid="demographics-pieces">{everyone}</p>
      {shares}
    </div>
  );
}
