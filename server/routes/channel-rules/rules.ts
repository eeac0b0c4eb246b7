import { builderChannels, type BuilderChannel, type BuilderSubtype } from '../../../src/api/contract/builder';
import type { ChannelRule } from '../../../src/api/contract/channel-rules';
import { eddmFormats, flyerSizes } from '../../../src/api/contract/quote';
import { earliestStartDate, EDDM_MINIMUM_PIECES, leadTimeFor } from '../../domain/lead-times';

type Rule = Omit<ChannelRule, 'channel' | 'campaignType' | 'subtype' | 'leadTime'>;

/**
 * The sandbox's rules per builder channel. `source` says how settled each figure is: `enforced` (submit
 * and the areas step apply it), `none` (checked: no rule exists) or `unconfirmed` (a figure to confirm
 * before relying on it). Budgets are in the caller's currency.
 */
function rulesOf(subtype: BuilderSubtype, currency: string): Rule {
  switch (subtype) {
    case 'EDDM':
      return {
        minimums: {
          pieces: { value: EDDM_MINIMUM_PIECES, source: 'enforced' },
          budget: { value: null, currency: null, source: 'none' },
        },
        formats: [...eddmFormats],
        fulfilment: { value: 'USPS Every Door Direct Mail', source: 'enforced' },
        quoting: { calculator: 'quote_eddm' },
      };
    case 'AUDIENCE':
      return {
        minimums: {
          pieces: { value: null, source: 'none' },
          budget: { value: null, currency: null, source: 'none' },
        },
        formats: ['POSTCARD_6X9', 'POSTCARD_6X11', 'POSTCARD_8_5X11'],
        fulfilment: { value: 'USPS Marketing Mail', source: 'unconfirmed' },
        quoting: { calculator: null },
      };
    case 'HANDTOHAND':
      return {
        minimums: {
          pieces: { value: 1000, source: 'unconfirmed' },
          budget: { value: 150, currency, source: 'unconfirmed' },
        },
        formats: [...flyerSizes],
        fulfilment: { value: 'street team', source: 'none' },
        quoting: { calculator: 'quote_flyer_distribution' },
      };
    case 'LETTERBOX':
      return {
        minimums: {
          pieces: { value: 2000, source: 'unconfirmed' },
          budget: { value: 200, currency, source: 'unconfirmed' },
        },
        formats: [...flyerSizes],
        fulfilment: { value: 'door-to-door team', source: 'none' },
        quoting: { calculator: 'quote_flyer_distribution' },
      };
  }
}

/** Every builder channel and subtype, with its lead time as of `asOf` (today, UTC). */
export function channelRules(asOf: string, currency: string): ChannelRule[] {
  return (Object.keys(builderChannels) as BuilderChannel[]).flatMap((channel) =>
    builderChannels[channel].subtypes.map((subtype) => {
      const lead = leadTimeFor(subtype);
      return {
        channel,
        campaignType: builderChannels[channel].campaignType,
        subtype,
        leadTime: {
          leadTimeKnown: lead.leadTimeKnown,
          leadTimeEnforced: lead.leadTimeEnforced,
          minStartBusinessDays: lead.minStartBusinessDays,
          earliestStartDate: earliestStartDate(asOf, subtype),
        },
        ...rulesOf(subtype, currency),
      };
    }),
  );
}
