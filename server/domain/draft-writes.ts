import { builderStepNames, type BuilderStepName } from '../../src/api/contract/creation-status';
import {
  draftInternalStatuses,
  type BuilderSubtype,
  type ChosenAttribute,
} from '../../src/api/contract/builder';
import { campaignStatusLabels } from '../../src/api/contract/campaign';
import { fieldError } from '../../src/api/contract/describe-issues';
import { badRequest, conflict } from '../http/errors';
import { filePath, pdfName, shapeOf } from './assets';
import { usCities, type CityEntry } from './cities';
import { demographicAttributes } from './demographics';
import { haversineKm } from './geo';
import { placeKey } from './zip-codes';

/**
 * The rules of the campaign builder's writes that do not need the database: which step a draft of a
 * channel takes, the 409 of a draft that left the builder, the checks of the demographics step, the map
 * zone of chosen routes, the city a draft runs in. The handlers are in `server/routes/builder/`.
 */

/** The wizard's steps, by the contract's names; each write records its own as `last_active_step` (rename none). */
export const builderSteps = builderStepNames;
export type BuilderStep = BuilderStepName;

/** Internal state of a draft a reviewer approved (`npm run sandbox:review`): its campaign is ACTIVE. */
export const APPROVED = 'APPROVED';

/** Weeks a new draft runs (no builder step sets the duration): direct mail over 3 weekly drops, street 2. */
export const draftDurationWeeks: Record<BuilderSubtype, number> = {
  EDDM: 3,
  AUDIENCE: 3,
  HANDTOHAND: 2,
  LETTERBOX: 2,
};

/** How far ahead a start date may be set: a year after today. */
export const MAX_START_DAYS_AHEAD = 365;

/** A builder channel in words, as a default draft name starts. */
export const subtypeWords: Record<BuilderSubtype, string> = {
  EDDM: 'Direct mail',
  AUDIENCE: 'Mail to a saved list',
  HANDTOHAND: 'Hand-to-hand flyers',
  LETTERBOX: 'Letterbox',
};

const dayWords = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The name of a draft created without one: the channel in words and the day (UTC), `Direct mail · Nov 26`;
 * `(2)`, `(3)`… added while `taken` (the client's campaign names) already holds it.
 */
export function defaultDraftName(subtype: BuilderSubtype, now: Date, taken: ReadonlySet<string>): string {
  const base = `${subtypeWords[subtype]} · ${dayWords.format(now)}`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const name = `${base} (${n})`;
    if (!taken.has(name)) return name;
  }
}

export const isStreetSubtype = (subtype: string | null) =>
  subtype === 'HANDTOHAND' || subtype === 'LETTERBOX';

/** The draft as the errors name it: `ADM+EDDM`, or its campaign type when the builder does not offer it. */
const pairOf = (d: { channel: string | null; subtype: string | null }) =>
  d.channel && d.subtype ? `${d.channel}+${d.subtype}` : 'a channel the builder does not offer';

/** Which targeting step does what, and where a draft of another kind should go instead. */
const targetingSteps = {
  areas: { subtypes: ['EDDM'], what: 'carrier routes (areas) are for ADM+EDDM drafts' },
  cities: {
    subtypes: ['HANDTOHAND', 'LETTERBOX'],
    what: 'cities are for the street channels (H2H+HANDTOHAND, D2D+LETTERBOX)',
  },
  demographics: {
    subtypes: ['EDDM', 'AUDIENCE'],
    what: 'demographics narrow direct-mail drafts (ADM+EDDM, ADM+AUDIENCE)',
  },
  audience: { subtypes: ['AUDIENCE'], what: 'a saved audience is the targeting of ADM+AUDIENCE drafts' },
} as const satisfies Record<string, { subtypes: readonly BuilderSubtype[]; what: string }>;

const targetingOf: Record<BuilderSubtype, string> = {
  EDDM: 'choose its carrier routes with areas',
  AUDIENCE: 'attach a saved audience with audience',
  HANDTOHAND: 'choose its cities with cities',
  LETTERBOX: 'choose its cities with cities',
};

/** 400 unless a draft of this channel takes the targeting step (street drafts take cities, not areas...). */
export function requireTargetingStep(
  step: keyof typeof targetingSteps,
  draft: { channel: string | null; subtype: string | null },
): void {
  const rule = targetingSteps[step];
  if ((rule.subtypes as readonly string[]).includes(draft.subtype ?? '')) return;
  const instead = draft.subtype ? targetingOf[draft.subtype as BuilderSubtype] : undefined;
  throw badRequest(`This draft is ${pairOf(draft)}: ${rule.what}${instead ? `; ${instead}` : ''}.`);
}

/** What a write wants to do, for the wording of a 409. */
export type DraftAction = 'change' | 'submit' | 'cancel';

const refusal: Record<DraftAction, string> = {
  change: 'it can no longer be changed',
  submit: 'there is nothing to submit',
  cancel: 'it can no longer be cancelled',
};

/**
 * 409 unless the campaign is still a draft in the builder (status DRAFT, internal state DRAFT). The
 * message says the state it is in: submitted and in review, cancelled, or its campaign status.
 */
export function assertWritableDraft(
  campaign: { id: number; status: number },
  internalStatus: string,
  action: DraftAction,
): void {
  const c = `Campaign ${campaign.id}`;
  if (internalStatus === draftInternalStatuses.inReview) {
    throw conflict(
      action === 'submit'
        ? `${c} is already submitted, in review (IN_REVIEW): it cannot be submitted again`
        : `${c} is no longer a draft: it was submitted and is in review (IN_REVIEW); ${refusal[action]}`,
    );
  }
  if (internalStatus === draftInternalStatuses.cancelled) {
    throw conflict(
      action === 'cancel'
        ? `${c} is already cancelled (CANCELLED)`
        : `${c} is no longer a draft: it was cancelled (CANCELLED); ${refusal[action]}`,
    );
  }
  if (campaign.status !== 0 || internalStatus !== draftInternalStatuses.draft) {
    const label =
      campaign.status !== 0
        ? (campaignStatusLabels[campaign.status as keyof typeof campaignStatusLabels] ?? 'UNKNOWN')
        : internalStatus;
    throw conflict(`${c} is no longer a draft: its status is ${label}; ${refusal[action]}`);
  }
}

/**
 * Checks chosen attributes against the demographic attributes (`GET /client/eddm/demographic-attributes`):
 * a known `code`, known values, each once, and one value only for a single-choice attribute. 400 names the
 * field. Returns them in the order sent.
 */
export function checkAttributes(attributes: readonly ChosenAttribute[]): ChosenAttribute[] {
  const known = demographicAttributes.map((a) => a.key).join(', ');
  attributes.forEach((chosen, i) => {
    const field = `attributes[${i}]`;
    const attr = demographicAttributes.find((a) => a.key === chosen.code);
    if (!attr) {
      throw badRequest(fieldError(`${field}.code`, `unknown attribute '${chosen.code}' (known: ${known})`));
    }
    const values = attr.values.map((v) => v.value);
    const seen = new Set<string>();
    chosen.values.forEach((value, j) => {
      if (!values.includes(value)) {
        throw badRequest(
          fieldError(
            `${field}.values[${j}]`,
            `'${value}' is not a value of ${attr.key} (values: ${values.join(', ')})`,
          ),
        );
      }
      if (seen.has(value))
        throw badRequest(fieldError(`${field}.values[${j}]`, `'${value}' is listed twice`));
      seen.add(value);
    });
    if (!attr.multiple && chosen.values.length > 1) {
      throw badRequest(fieldError(`${field}.values`, `${attr.key} takes a single value`));
    }
  });
  return [...attributes];
}

/** A chosen route's place: its centre and, unless it is a PO-box section, its bounding box. */
export interface RoutePlace {
  lat: number;
  lng: number;
  box: { minLng: number; minLat: number; maxLng: number; maxLat: number } | null;
}

/**
 * The map zone of chosen routes: the centre of the box around them all, and a radius (metres, rounded up
 * to 250 m) that reaches every corner of every route's box (a PO-box section's centre).
 */
export function coveringZone(routes: readonly RoutePlace[]): { lat: number; lng: number; radius: number } {
  const corners = routes.flatMap((r) =>
    r.box
      ? [
          [r.box.minLat, r.box.minLng],
          [r.box.minLat, r.box.maxLng],
          [r.box.maxLat, r.box.minLng],
          [r.box.maxLat, r.box.maxLng],
        ]
      : [[r.lat, r.lng]],
  );
  const lats = corners.map((c) => c[0]!);
  const lngs = corners.map((c) => c[1]!);
  const lat = round5((Math.min(...lats) + Math.max(...lats)) / 2);
  const lng = round5((Math.min(...lngs) + Math.max(...lngs)) / 2);
  const km = Math.max(...corners.map(([a, b]) => haversineKm(lat, lng, a!, b!)));
  return { lat, lng, radius: Math.max(250, Math.ceil((km * 1000) / 250) * 250) };
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * The city of `GET /client/cities` a route's ZIP is named after (USPS name and state), else the one
 * nearest the point: where a direct-mail draft runs (the campaign's city, its zone's city).
 */
export function cityOfRoutes(
  zipName: string,
  state: string,
  lat: number,
  lng: number,
): CityEntry | undefined {
  const key = placeKey(zipName);
  const named = usCities().find((c) => c.state === state && placeKey(c.name) === key);
  if (named) return named;
  let best: CityEntry | undefined;
  let bestKm = Infinity;
  for (const c of usCities()) {
    const km = haversineKm(lat, lng, Number(c.latitude), Number(c.longitude));
    if (km < bestKm) {
      best = c;
      bestKm = km;
    }
  }
  return best;
}

/** Where a draft's chosen design came from, as its flyer artwork says (the seed's words). */
export type FlyerSource = 'design' | 'template';

/**
 * The flyer artwork row (`campaign_artworks`, kind 'flyer') of a draft's chosen design, built as the seed
 * builds a seeded draft's: named after the design, its thumbnail the design's, its print file drawn with
 * the campaign's title (the part of its name before ` - `) and the client's name, in the design's format.
 * A design of the caller's library is `DESIGN_LIBRARY` (stored with the uploads, as the seed stores it);
 * one a template started is `TEMPLATE`, not uploaded. The builder's creative write replaces the draft's
 * flyer with it, so `GET /client/campaigns/{id}/artworks` reads the choice back.
 */
export function chosenDesignFlyer(p: {
  campaignName: string;
  clientName: string;
  design: { name: string; format: string; thumbnail_path: string };
  source: FlyerSource;
}) {
  const [w, h] = shapeOf(p.design.format);
  const title = (p.campaignName.split(' - ')[0]!.trim() || p.campaignName.trim() || p.design.name).slice(
    0,
    160,
  );
  const subtitle = p.clientName.trim().slice(0, 120) || undefined;
  return {
    kind: 'flyer' as const,
    position: 0,
    file_name: p.design.name,
    file_path: filePath({ title, subtitle, name: printFileName(p.design.name), width: w, height: h }),
    thumbnail_path: p.design.thumbnail_path,
    design_source: p.source === 'design' ? 'DESIGN_LIBRARY' : 'TEMPLATE',
    is_uploaded: p.source === 'design' ? 1 : 0,
  };
}

/**
 * The name the print file is served under: the design's own when it is a plain file name (`menu-6x9.png`
 * is served as `menu-6x9.pdf`), else a slug of it (`Spring Sale (from template)` ->
 * `spring-sale-from-template.pdf`), as the asset path accepts only `[\w.-]{1,120}.pdf`.
 */
export function printFileName(name: string): string {
  const plain = pdfName(name);
  if (/^[\w.-]{1,120}\.pdf$/.test(plain)) return plain;
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\.[a-z0-9]{1,5}$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 120)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'design'}.pdf`;
}
