/**
 * Launch date and volume. The date picker starts at creation status's `earliestStartDate` (which already
 * includes print and delivery lead times: the dashboard never computes them) and a date before it is not
 * sent. The volume comes from the selection: the routes' homes for postal-route mail and the list's size
 * for an address list (both shown, not typed), a total to deliver for street channels (editable).
 */
import { useId, useState } from 'react';
import type { SetDetailsRequest } from '../../../api/contract/builder';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { isPlainDate } from '../../../lib/dates';
import { longDate } from '../builder-words';
import { campaignMutations } from '../../../queries/campaign-mutations';
import { DraftPriceLine } from '../components/draft-figures';
import type { StepProps } from '../step-props';
import { keepStepValue, keptStepValue } from '../kept-steps';
import { FieldMessage, SaveActions, StepFrame, useStepSave } from './step-kit';
import { numberFormat } from '../../../lib/intl-cache';

const TITLE = 'When should it start?';

/** The most pieces a draft takes (the service's limit for a quote). */
const MAX_PIECES = 10_000_000;

/** What is wrong with a launch date, or undefined when it can be sent. */
function launchDateProblem(date: string, earliest: string): string | undefined {
  if (date.trim() === '' || !isPlainDate(date)) return 'Choose a launch date.';
  if (date < earliest) return `The earliest launch is ${longDate(earliest)}: choose that day or a later one.`;
  return undefined;
}

function readPieces(text: string): { volume?: number; error?: string } {
  const t = text.trim().replace(/[\s,]/g, '');
  if (t === '') return {};
  if (!/^\d+$/.test(t) || Number(t) <= 0) return { error: 'Enter a whole number of pieces above 0.' };
  if (Number(t) > MAX_PIECES) return { error: `At most ${numberFormat().format(MAX_PIECES)} pieces.` };
  return { volume: Number(t) };
}

export function DetailsStep({ campaignId, campaign, status, wizard, onContinue, goTo }: StepProps) {
  const nf = numberFormat();
  const earliest = status.earliestStartDate;
  const savedDate = campaign.start_date;
  const pieces = status.quote.flyersCount;
  const editableVolume = wizard.flavour === 'street';
  const savedVolume = editableVolume && pieces > 0 ? String(pieces) : '';

  // What was typed and not saved comes back when the step is opened again.
  const kept = keptStepValue<{ date?: string; volume?: string }>(campaignId, 'details');
  const [date, setDate] = useState(kept?.date ?? savedDate ?? earliest);
  const [volume, setVolume] = useState(kept?.volume ?? savedVolume);
  const [tried, setTried] = useState(false);
  const save = useStepSave(campaignMutations.details(campaignId), onContinue);
  const dateId = useId();
  const volumeId = useId();

  const dateProblem = launchDateProblem(date, earliest);
  const volumeRead = editableVolume ? readPieces(volume) : {};
  const refusedDate = save.error?.field === 'startDate' ? save.error.message : undefined;
  const refusedVolume = save.error?.field === 'volume' ? save.error.message : undefined;
  const dateMessage = (tried ? dateProblem : undefined) ?? refusedDate;
  const volumeMessage = (tried ? volumeRead.error : undefined) ?? refusedVolume;

  const dateChanged = date !== savedDate;
  const volumeChanged = editableVolume && volumeRead.volume !== undefined && volume.trim() !== savedVolume;
  const changed = dateChanged || volumeChanged || status.missing.includes('startDate');

  const submit = () => {
    setTried(true);
    if (dateProblem || volumeRead.error) return;
    if (!changed) {
      onContinue();
      return;
    }
    const body: SetDetailsRequest = { startDate: date };
    if (volumeChanged) body.volume = volumeRead.volume;
    save.save(body, { thenContinue: true, onSaved: () => keepStepValue(campaignId, 'details', null) });
  };

  const edit = (next: { date: string; volume: string }) => {
    setDate(next.date);
    setVolume(next.volume);
    // Kept (and the step marked unsaved) only while it differs from what the step shows unchanged.
    const same = next.date === (savedDate ?? earliest) && next.volume.trim() === savedVolume;
    keepStepValue(campaignId, 'details', same ? null : next);
    save.reset();
  };
  /** Disabled while saving; described by its hint (`${id}-${hint}`) and, when there is one, its message. */
  const fieldState = (id: string, hint: string, message: string | undefined) => ({
    disabled: save.pending || !wizard.editable,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': [`${id}-${hint}`, message ? `${id}-error` : null].filter(Boolean).join(' '),
  });

  const leadTime = status.launchLeadTimeKnown
    ? `Printing and delivery need ${nf.format(status.minStartBusinessDays)} business ${
        status.minStartBusinessDays === 1 ? 'day' : 'days'
      }, so the earliest launch is ${longDate(earliest)}.`
    : `The earliest launch the service accepts now is ${longDate(earliest)}.`;

  return (
    <StepFrame
      id="details"
      title={TITLE}
      description="Choose the launch date and check how many pieces go out."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="min-w-0">
          <Label htmlFor={dateId}>Launch date</Label>
          <Input
            id={dateId}
            type="date"
            className="mt-1 w-full max-w-56"
            required
            min={earliest}
            value={date}
            {...fieldState(dateId, 'lead', dateMessage)}
            onChange={(e) => edit({ date: e.target.value, volume })}
          />
          <p id={`${dateId}-lead`} className="mt-1 text-sm text-slate-600">
            {leadTime}
          </p>
          <FieldMessage id={`${dateId}-error`}>{dateMessage}</FieldMessage>
        </div>
        <div className="min-w-0">
          {editableVolume ? (
            <>
              <Label htmlFor={volumeId}>Pieces to deliver</Label>
              <Input
                id={volumeId}
                inputMode="numeric"
                autoComplete="off"
                className="mt-1 w-full max-w-56"
                value={volume}
                {...fieldState(volumeId, 'hint', volumeMessage)}
                onChange={(e) => edit({ date, volume: e.target.value })}
              />
              <p id={`${volumeId}-hint`} className="mt-1 text-sm text-slate-600">
                The total across your cities. When you set pieces for every city, their sum is used.
              </p>
              <FieldMessage id={`${volumeId}-error`}>{volumeMessage}</FieldMessage>
              <DraftPriceLine status={status} flavour={wizard.flavour} />
            </>
          ) : (
            <>
              <ReadOnlyVolume
                flavour={wizard.flavour}
                pieces={pieces}
                unknownSize={status.submittable === null}
                onRoutes={() => goTo('areas')}
                onList={() => goTo('audience')}
              />
              <DraftPriceLine status={status} flavour={wizard.flavour} />
            </>
          )}
        </div>
      </div>
      <SaveActions
        save={save}
        changed={changed}
        wizard={wizard}
        shownAtField={!!(refusedDate || refusedVolume)}
        onSubmit={submit}
      />
    </StepFrame>
  );
}

/** Postal-route mail and address lists: the selection decides the volume; it is shown, not typed. */
function ReadOnlyVolume({
  flavour,
  pieces,
  unknownSize,
  onRoutes,
  onList,
}: {
  flavour: StepProps['wizard']['flavour'];
  pieces: number;
  unknownSize: boolean;
  onRoutes: () => void;
  onList: () => void;
}) {
  const nf = numberFormat();
  const eddm = flavour === 'eddm';
  let text: string;
  if (pieces > 0) {
    text = eddm
      ? `${nf.format(pieces)} pieces: one for every home and business on your routes.`
      : `${nf.format(pieces)} pieces: one for every address on your list.`;
  } else if (!eddm && unknownSize) {
    text = 'One piece for every address on your list; the size of the list could not be read.';
  } else {
    text = eddm
      ? 'Choose your postal routes first: the number of pieces comes from them.'
      : 'Choose an address list first: the number of pieces comes from it.';
  }
  return (
    <div>
      <p className="text-sm font-medium text-slate-700">Pieces to deliver</p>
      <p data-testid="details-volume" className="mt-1 text-sm text-slate-900">
        {text}
      </p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={eddm ? onRoutes : onList}>
        {eddm ? 'Change the routes' : 'Change the list'}
      </Button>
    </div>
  );
}
