import { draftInternalStatuses } from '../../src/api/contract/builder';
import { campaignStatusLabels } from '../../src/api/contract/campaign';
import type { CreationMissingItem, CreationStatus } from '../../src/api/contract/creation-status';
import { designUnfitText } from '../../src/api/contract/print-format';
import { draftQuote } from './draft-quote';
import { chosenDesignFit, homesOf, volumeOf, type DraftState } from './draft-state';
import { defaultChannelOf, earliestStartDate, EDDM_MINIMUM_PIECES, leadTimeFor } from './lead-times';

/** Why a draft in this internal state takes no more builder steps (creation status's note). */
const leftBuilderNote: Record<string, string> = {
  [draftInternalStatuses.inReview]:
    'This draft was submitted and is in review (IN_REVIEW); it cannot be changed or submitted again.',
  [draftInternalStatuses.cancelled]: 'This draft was cancelled (CANCELLED); there is nothing to submit.',
};

/**
 * Creation status as of `asOf` (today, UTC), computed from the stored draft alone.
 *
 * For a draft (`internalStatus` DRAFT), `missing` names every item submit would refuse, with these stable
 * names (the dashboard maps each to its wizard step):
 * - EDDM (ADM+EDDM): `routes` (none chosen), `minimumVolume` (their pieces, residences plus businesses,
 *   are below `EDDM_MINIMUM_PIECES`);
 * - saved audience (ADM+AUDIENCE): `audience` (none attached), `audienceReady` (not READY),
 *   `audienceAddresses` (READY with 0 addresses);
 * - street channels (H2H, D2D): `cities` (none chosen), `volume` (neither a volume for every city nor one
 *   set in details); inserts (outside the builder): `volume`;
 * - every channel: `selectedDesignId` (no design), `designReady` (the design is not READY), `designFit`
 *   (the design does not fit the channel, `chosenDesignFit`), `startDate` (none, or earlier than
 *   `earliestStartDate`).
 * `submittable` is null when nothing is missing but a check could not run (an audience whose address
 * count cannot be read), with `complete: false` and a note. `lastActiveStep` is the wizard step last saved
 * (`areas`, `demographics`, `audience`, `cities`, `creative`, `details`, `review`), null before any;
 * `channel` and `subtype` are the draft's. `quote` prices the pieces chosen so far with the calculators'
 * pricing code (`draftQuote`).
 *
 * A draft that left the builder answers with its internal state (`IN_REVIEW` after submit, `CANCELLED`
 * after cancel, the campaign then being ARCHIVED), `submittable: false` and nothing missing; any other
 * campaign that is no longer a draft answers with its status label (`ACTIVE` once a reviewer approved it).
 */
export function creationStatus(s: DraftState, asOf: string): CreationStatus {
  const { campaign, draft } = s;
  const fallback = defaultChannelOf(campaign.type);
  const channel = draft ? draft.channel : fallback.channel;
  const subtype = draft ? draft.subtype : fallback.subtype;
  const lead = leadTimeFor(subtype);
  const earliest = earliestStartDate(asOf, subtype);
  const internalStatus = draft?.internal_status ?? draftInternalStatuses.draft;
  const cancelled = internalStatus === draftInternalStatuses.cancelled;
  const volume = campaign.status === 0 || cancelled ? volumeOf(s, subtype) : campaign.planned_volume;
  const fit = chosenDesignFit(s, subtype);
  const cityIds = new Set([
    ...s.cities.map((c) => c.city_id),
    ...s.locations.flatMap((l) => (l.city_id ? [l.city_id] : [])),
  ]);
  const base = {
    campaignId: String(campaign.id),
    lastActiveStep: draft?.last_active_step ?? null,
    earliestStartDate: earliest,
    launchLeadTimeEnforced: lead.leadTimeEnforced,
    launchLeadTimeKnown: lead.leadTimeKnown,
    minStartBusinessDays: lead.minStartBusinessDays,
    asOfDateUtc: asOf,
    pathfinderCities: campaign.status === 0 || cancelled ? cityIds.size : Math.max(1, cityIds.size),
    quote: draftQuote({
      subtype,
      channel,
      countryId: campaign.country_id,
      format: draft?.format ?? null,
      volume,
      cities: s.cities,
      fit,
    }),
    channel,
    subtype,
    adjustments: [],
  };

  if (internalStatus !== draftInternalStatuses.draft && (campaign.status === 0 || cancelled)) {
    return {
      ...base,
      internalStatus,
      submittable: false,
      missing: [],
      complete: true,
      note:
        leftBuilderNote[internalStatus] ??
        `This draft has left the builder (${internalStatus}); it cannot be submitted again.`,
    };
  }
  if (campaign.status !== 0) {
    const label = campaignStatusLabels[campaign.status as keyof typeof campaignStatusLabels] ?? 'UNKNOWN';
    return {
      ...base,
      internalStatus: label,
      lastActiveStep: base.lastActiveStep ?? 'review',
      submittable: false,
      missing: [],
      complete: true,
      note: `This campaign is no longer a draft (status ${label}); there is nothing to submit.`,
    };
  }
  const missing: CreationMissingItem[] = [];
  const notes: string[] = [];
  const unchecked: string[] = [];
  if (subtype === 'EDDM') {
    if (s.routes.length === 0) missing.push('routes');
    else if (homesOf(s.routes) < EDDM_MINIMUM_PIECES) {
      missing.push('minimumVolume');
      notes.push(
        `The chosen routes reach ${homesOf(s.routes)} pieces (residences plus businesses); EDDM needs at least ${EDDM_MINIMUM_PIECES}.`,
      );
    }
  } else if (subtype === 'AUDIENCE') {
    if (!s.audience) missing.push('audience');
    else if (s.audience.status !== 'READY') {
      missing.push('audienceReady');
      notes.push(`The audience is ${s.audience.status}; it must be READY before the draft can be submitted.`);
    } else if (s.audience.address_count === 0) missing.push('audienceAddresses');
    else if (s.audience.address_count === null) {
      unchecked.push(
        "the audience's address count could not be read, so the check that it holds addresses did not run",
      );
    }
  } else if (subtype === 'HANDTOHAND' || subtype === 'LETTERBOX') {
    if (s.cities.length === 0) missing.push('cities');
    if (volumeOf(s, subtype) === null) missing.push('volume');
  } else if (volumeOf(s, subtype) === null) missing.push('volume');

  if (!draft?.selected_design_id && !draft?.template_id) missing.push('selectedDesignId');
  else if (s.design && s.design.status !== 'READY') {
    missing.push('designReady');
    notes.push(`The chosen design is ${s.design.status}; choose a READY design.`);
  } else if (fit && !fit.fits) {
    missing.push('designFit');
    notes.push(`The chosen design does not fit this draft: ${designUnfitText[fit.reason]}; choose another.`);
  }
  if (!campaign.start_date) missing.push('startDate');
  else if (campaign.start_date < earliest) {
    missing.push('startDate');
    notes.push(
      `The start date ${campaign.start_date} is before the earliest possible start, ${earliest}; choose a later one.`,
    );
  }

  if (missing.length > 0) {
    return {
      ...base,
      internalStatus,
      submittable: false,
      missing,
      complete: true,
      ...(notes.length ? { note: notes.join(' ') } : {}),
    };
  }
  if (unchecked.length > 0) {
    return {
      ...base,
      internalStatus,
      submittable: null,
      missing,
      complete: false,
      note: `Submittability is unknown: ${unchecked.join('; ')}.`,
    };
  }
  return { ...base, internalStatus, submittable: true, missing, complete: true };
}
