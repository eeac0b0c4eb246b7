import { z } from './zod';
import { clientStatusLabels, userRoleLabels, userStatusLabels } from './account';
import { audienceStatuses } from './audience';
import { builderChannels, builderChannelCodes } from './builder';
import { campaignStatusLabels, campaignTypeLabels } from './campaign';
import { designStatuses } from './design';
import { missionStatusLabels, missionTypeLabels } from './mission';
import { eddmFormats, flyerSizes, flyerThicknesses } from './quote';
import { conversionTypes } from './tracking';

/**
 * The code glossary: turns numeric codes into labels and lists the options the dashboard offers. The spec
 * does not show its path or response; `GET /client/glossary` and this shape are the sandbox's.
 */

/** A numeric code and its label (the same text the matching `...Enum` field carries, e.g. HANDTOHAND). */
export const codeLabelSchema = z.object({ code: z.number().check(z.int()), label: z.string() });
export type CodeLabel = z.infer<typeof codeLabelSchema>;

/** An option: `value` is what a request sends, `label` what to show. */
export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** A channel a draft can be built on, with its campaign type code and subtypes. */
export const channelOptionSchema = z.extend(optionSchema, {
  campaignType: z.number().check(z.int()),
  subtypes: z.array(optionSchema),
});
export type ChannelOption = z.infer<typeof channelOptionSchema>;

export const glossarySchema = z.object({
  campaignTypes: z.array(codeLabelSchema),
  campaignStatuses: z.array(codeLabelSchema),
  missionTypes: z.array(codeLabelSchema),
  missionStatuses: z.array(codeLabelSchema),
  eddmFormats: z.array(optionSchema),
  flyerSizes: z.array(optionSchema),
  flyerThicknesses: z.array(optionSchema),
  conversionTypes: z.array(optionSchema),
  channels: z.array(channelOptionSchema),
  /** Countries (ISO 3166 alpha-2) the flyer-distribution calculator prices; optional in the service's glossary. */
  flyerCountries: z.optional(z.array(optionSchema)),
  /** Account codes (`/client/me`: the client's status, each user's role and status); optional. */
  clientStatuses: z.optional(z.array(codeLabelSchema)),
  userRoles: z.optional(z.array(codeLabelSchema)),
  userStatuses: z.optional(z.array(codeLabelSchema)),
  /** Library status filters; optional, since the spec shows only READY for both. */
  audienceStatuses: z.optional(z.array(optionSchema)),
  designStatuses: z.optional(z.array(optionSchema)),
});
export type Glossary = z.infer<typeof glossarySchema>;
export type CodeGroup =
  | 'campaignTypes'
  | 'campaignStatuses'
  | 'missionTypes'
  | 'missionStatuses'
  | 'clientStatuses'
  | 'userRoles'
  | 'userStatuses';

const codes = (labels: Record<number, string>): CodeLabel[] =>
  Object.entries(labels).map(([code, label]) => ({ code: Number(code), label }));

export const eddmFormatLabels: Record<(typeof eddmFormats)[number], string> = {
  SMALL: 'Small',
  BEST_SELLER: 'Best seller',
  LARGE: 'Large',
  JUMBO: 'Jumbo',
  OVERSIZED: 'Oversized',
};
export const flyerSizeLabels: Record<(typeof flyerSizes)[number], string> = {
  A6: 'A6 (105 × 148 mm)',
  A5: 'A5 (148 × 210 mm)',
  A4: 'A4 (210 × 297 mm)',
  DL: 'DL (99 × 210 mm)',
};
/**
 * Countries the dashboard offers for flyer quotes when the service's glossary does not list its own:
 * where street distribution is commonly bought. The service refuses, with a message, one it does not price.
 * Their English names are written out: asking `Intl.DisplayNames` at module load cost about 40 ms of the
 * dashboard's start (the browser loads its region data for the first instance).
 */
const fallbackFlyerCountries: readonly { value: string; label: string }[] = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'IE', label: 'Ireland' },
  { value: 'FR', label: 'France' },
  { value: 'DE', label: 'Germany' },
  { value: 'ES', label: 'Spain' },
  { value: 'IT', label: 'Italy' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'BE', label: 'Belgium' },
  { value: 'LU', label: 'Luxembourg' },
  { value: 'PT', label: 'Portugal' },
  { value: 'AT', label: 'Austria' },
  { value: 'CH', label: 'Switzerland' },
  { value: 'DK', label: 'Denmark' },
  { value: 'SE', label: 'Sweden' },
  { value: 'PL', label: 'Poland' },
  { value: 'AU', label: 'Australia' },
];

const capitalise = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

const subtypeLabels: Record<string, string> = {
  EDDM: 'EDDM (every door on chosen routes)',
  AUDIENCE: 'Saved address list',
  HANDTOHAND: 'Hand-to-hand',
  LETTERBOX: 'Letterbox',
};

/**
 * The glossary the dashboard uses until (or unless) the service's is loaded: the spec's codes and labels
 * (campaign types and statuses, mission type 1 and statuses 0, 10, 40, 60) and the known option lists.
 */
export const fallbackGlossary: Glossary = {
  campaignTypes: codes(campaignTypeLabels),
  campaignStatuses: codes(campaignStatusLabels),
  missionTypes: codes(missionTypeLabels),
  missionStatuses: codes(missionStatusLabels),
  clientStatuses: codes(clientStatusLabels),
  userRoles: codes(userRoleLabels),
  userStatuses: codes(userStatusLabels),
  eddmFormats: eddmFormats.map((value) => ({ value, label: eddmFormatLabels[value] })),
  flyerSizes: flyerSizes.map((value) => ({ value, label: flyerSizeLabels[value] })),
  flyerThicknesses: flyerThicknesses.map((value) => ({ value, label: value.replace('gsm', ' gsm') })),
  conversionTypes: conversionTypes.map((value) => ({ value, label: value })),
  flyerCountries: fallbackFlyerCountries.map((c) => ({ ...c })),
  channels: builderChannelCodes.map((value) => ({
    value,
    label: builderChannels[value].label,
    campaignType: builderChannels[value].campaignType,
    subtypes: builderChannels[value].subtypes.map((s) => ({ value: s, label: subtypeLabels[s] ?? s })),
  })),
  audienceStatuses: audienceStatuses.map((value) => ({ value, label: capitalise(value) })),
  designStatuses: designStatuses.map((value) => ({ value, label: capitalise(value) })),
};

/**
 * The label of a code: from the glossary when given and it has the code, else the spec's fallback, else
 * `Code N` (or `<unknown> N`), so an unknown code is shown, never hidden.
 */
export function codeLabel(
  group: CodeGroup,
  code: number,
  glossary?: Partial<Pick<Glossary, CodeGroup>>,
  unknown = 'Code',
): string {
  return (
    glossary?.[group]?.find((e) => e.code === code)?.label ??
    fallbackGlossary[group]?.find((e) => e.code === code)?.label ??
    `${unknown} ${code}`
  );
}
