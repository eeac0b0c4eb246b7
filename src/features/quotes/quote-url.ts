/**
 * The quotes page keeps everything in the URL, so a quote or a comparison can be bookmarked and shared:
 *
 *   ?tab=flyer                                   the open calculator (left out: the account's default)
 *   &volume=5000&format=LARGE                    the EDDM quote shown (format=none: no format sent)
 *   &country=US&city=Austin&size=A5&paper=170gsm&quantity=5000&channel=H2H   the flyer quote shown
 *   &s=eddm:LARGE:5000,eddm:SMALL:5000,flyer:US:A5:170gsm:5000:Austin:H2H  the comparison's scenarios
 *
 * Anything unreadable is ignored rather than failing the page. Scenario parts that are free text (the
 * city) are percent-encoded, so commas and colons in them cannot break the list.
 */
import {
  eddmFormats,
  eddmQuoteRequestSchema,
  flyerQuoteRequestSchema,
  type EddmFormat,
  type EddmQuoteRequest,
  type FlyerQuoteRequest,
} from '../../api/contract/quote';
import { readPositiveInt } from '../../lib/url-values';

export const quoteTabs = ['eddm', 'flyer'] as const;
export type QuoteTab = (typeof quoteTabs)[number];

/** What the EDDM calculator's form sends: the format is optional, as in the request. */
export type EddmScenario = { kind: 'eddm' } & EddmQuoteRequest;
export type FlyerScenario = { kind: 'flyer' } & FlyerQuoteRequest;
export type Scenario = EddmScenario | FlyerScenario;

/** Most scenarios a comparison holds (the table stays readable; the URL stays short). */
export const MAX_SCENARIOS = 8;

/** The `format` URL value for "no format sent". */
export const NO_FORMAT = 'none';

const isEddmFormat = (s: string): s is EddmFormat => (eddmFormats as readonly string[]).includes(s);

/** Percent-decodes, or null when the text is not valid percent-encoding. */
function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** `eddm:LARGE:5000`, `eddm::500` (no format), `flyer:US:A5:170gsm:5000[:city[:channel]]`. */
export function encodeScenario(s: Scenario): string {
  if (s.kind === 'eddm') return `eddm:${s.format ?? ''}:${s.volume}`;
  const parts = ['flyer', s.countryId, s.flyerSize, s.flyerThickness, String(s.flyerQuantity)];
  if (s.city !== undefined || s.channel !== undefined) parts.push(encodeURIComponent(s.city ?? ''));
  if (s.channel !== undefined) parts.push(encodeURIComponent(s.channel));
  return parts.join(':');
}

/** Reads one scenario, validated with the contract's request schemas; null when it is not one. */
export function decodeScenario(text: string): Scenario | null {
  const parts = text.trim().split(':');
  if (parts[0] === 'eddm' && parts.length === 3) {
    const format = parts[1]!.toUpperCase();
    const volume = readPositiveInt(parts[2]);
    if (volume === undefined || (format !== '' && !isEddmFormat(format))) return null;
    const parsed = eddmQuoteRequestSchema.safeParse({ volume, format: format || undefined });
    return parsed.success ? { kind: 'eddm', ...parsed.data } : null;
  }
  if (parts[0] === 'flyer' && parts.length >= 5 && parts.length <= 7) {
    const [, countryId, flyerSize, flyerThickness, quantity, city, channel] = parts;
    const decodedCity = city === undefined ? undefined : decodePart(city);
    const decodedChannel = channel === undefined ? undefined : decodePart(channel);
    if (decodedCity === null || decodedChannel === null) return null;
    const parsed = flyerQuoteRequestSchema.safeParse({
      countryId: countryId?.toUpperCase(),
      flyerSize: flyerSize?.toUpperCase(),
      flyerThickness: flyerThickness?.toLowerCase(),
      flyerQuantity: readPositiveInt(quantity),
      city: decodedCity,
      channel: decodedChannel === '' ? undefined : decodedChannel,
    });
    return parsed.success ? { kind: 'flyer', ...parsed.data } : null;
  }
  return null;
}

/** A scenario's identity: two scenarios asking the same thing have the same key. */
export const scenarioKey = (s: Scenario): string => encodeScenario(s);

/** Reads `s` values (repeated or comma-separated): valid scenarios, first occurrence kept, at most MAX_SCENARIOS. */
export function decodeScenarios(values: readonly string[]): Scenario[] {
  const out: Scenario[] = [];
  const seen = new Set<string>();
  for (const text of values.flatMap((v) => v.split(','))) {
    const scenario = decodeScenario(text);
    if (!scenario) continue;
    const key = scenarioKey(scenario);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(scenario);
    if (out.length === MAX_SCENARIOS) break;
  }
  return out;
}

export const encodeScenarios = (list: readonly Scenario[]): string => list.map(encodeScenario).join(',');

/** `list` plus `added` (at the end), unless already there or full. */
export function addScenarios(list: readonly Scenario[], added: readonly Scenario[]): Scenario[] {
  const keys = new Set(list.map(scenarioKey));
  const out = [...list];
  for (const s of added) {
    const key = scenarioKey(s);
    if (keys.has(key) || out.length >= MAX_SCENARIOS) continue;
    keys.add(key);
    out.push(s);
  }
  return out;
}

export const removeScenario = (list: readonly Scenario[], key: string): Scenario[] =>
  list.filter((s) => scenarioKey(s) !== key);

export type QuoteSearch = {
  /** The calculator asked for in the URL; null when none is, and the page opens the account's default. */
  tab: QuoteTab | null;
  /** The EDDM quote to show, when the URL holds a valid one. */
  eddm: EddmQuoteRequest | null;
  /** The flyer quote to show, when the URL holds a valid one. */
  flyer: FlyerQuoteRequest | null;
  scenarios: Scenario[];
};

/**
 * The EDDM request in the URL. A volume without a format reads as BEST_SELLER, the format campaign
 * creation uses; `format=none` sends no format (the service then quotes SMALL and says so).
 */
function readEddm(params: URLSearchParams): EddmQuoteRequest | null {
  const volume = readPositiveInt(params.get('volume'));
  if (volume === undefined) return null;
  const raw = params.get('format')?.trim().toUpperCase() ?? '';
  if (raw === NO_FORMAT.toUpperCase()) return { volume };
  return { volume, format: isEddmFormat(raw) ? raw : 'BEST_SELLER' };
}

function readFlyer(params: URLSearchParams): FlyerQuoteRequest | null {
  const parsed = flyerQuoteRequestSchema.safeParse({
    countryId: params.get('country')?.trim().toUpperCase(),
    flyerSize: params.get('size')?.trim().toUpperCase(),
    flyerThickness: params.get('paper')?.trim().toLowerCase(),
    flyerQuantity: readPositiveInt(params.get('quantity')),
    city: params.get('city') ?? undefined,
    channel: params.get('channel') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

export function readQuoteSearch(params: URLSearchParams): QuoteSearch {
  const tab = params.get('tab');
  return {
    tab: tab === 'flyer' || tab === 'eddm' ? tab : null,
    eddm: readEddm(params),
    flyer: readFlyer(params),
    scenarios: decodeScenarios(params.getAll('s')),
  };
}

/** The URL form of `search`; defaults and empty parts are left out. */
export function writeQuoteSearch(search: QuoteSearch): URLSearchParams {
  const out = new URLSearchParams();
  if (search.tab) out.set('tab', search.tab);
  if (search.eddm) {
    out.set('volume', String(search.eddm.volume));
    out.set('format', search.eddm.format ?? NO_FORMAT);
  }
  if (search.flyer) {
    const f = search.flyer;
    out.set('country', f.countryId);
    if (f.city) out.set('city', f.city);
    out.set('size', f.flyerSize);
    out.set('paper', f.flyerThickness);
    out.set('quantity', String(f.flyerQuantity));
    if (f.channel) out.set('channel', f.channel);
  }
  if (search.scenarios.length > 0) out.set('s', encodeScenarios(search.scenarios));
  return out;
}
