/**
 * Direct mail, optional: narrow the mailing by audience attributes (age, income, household size …) as the
 * service offers them. Prefilled from what the draft was saved with; an empty choice clears them.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ChosenAttribute } from '../../../api/contract/builder';
import type { DemographicAttribute } from '../../../api/contract/demographic-attributes';
import type { TargetedAttribute } from '../../../api/contract/draft-targeting';
import { QueryErrorState } from '../../../components/query-error-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { campaignMutations } from '../../../queries/campaign-mutations';
import { builderQueries } from '../api/builder-queries';
import type { StepProps } from '../components/step-props';
import { FieldMessage, PrimaryLabel, SaveStatus, StepActions, StepFrame, useStepSave } from './step-kit';

type Choice = Record<string, string[]>;

const TITLE = 'Who should get your mailing?';
const DESCRIPTION =
  'Optional. Narrow your mailing to the households you want to reach. Leave everything unticked to mail every home on your routes.';

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
  const attributes = useQuery(builderQueries.demographicAttributes());
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
    <DemographicsForm key={props.campaignId} {...props} offered={attributes.data.attributes} saved={saved} />
  );
}

function DemographicsForm({
  campaignId,
  wizard,
  onContinue,
  offered,
  saved,
}: StepProps & { offered: DemographicAttribute[]; saved: TargetedAttribute[] }) {
  // Prefilled once from what was saved; later reads (after a save) are what `changed` compares with.
  const [choice, setChoice] = useState<Choice>(() => choiceOf(saved, offered));
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
    else save.save({ attributes: request }, { thenContinue: true });
  };

  return (
    <StepFrame id="demographics" title={TITLE} description={DESCRIPTION}>
      {offered.length === 0 ? (
        <EmptyState
          title="No audience attributes are offered right now"
          description="Your mailing goes to every home on your routes. You can go on to the design."
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
          <p aria-live="polite" className="text-sm text-slate-700">
            {chosenCount === 0
              ? 'No attributes chosen: every home on your routes gets the mailing.'
              : `Narrowed by ${chosenCount === 1 ? '1 attribute' : `${chosenCount} attributes`}.`}
          </p>
        </div>
      )}
      <StepActions status={<SaveStatus save={save} shownAtField={!!fieldError} />}>
        {chosenCount > 0 ? (
          <Button variant="ghost" onClick={() => update({})} disabled={save.pending}>
            Clear all
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onContinue} disabled={save.pending}>
          Skip
        </Button>
        <Button onClick={submit} disabled={save.pending || (changed && !wizard.editable)}>
          <PrimaryLabel pending={save.pending} label={changed ? 'Save and continue' : 'Continue'} />
        </Button>
      </StepActions>
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
