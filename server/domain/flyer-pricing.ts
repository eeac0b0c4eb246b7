import { fieldError } from '../../src/api/contract/describe-issues';
import type { Adjustment } from '../../src/api/contract/envelope';
import {
  flyerSizes,
  type FlyerQuote,
  type FlyerQuoteRequest,
  type FlyerSize,
  type FlyerThickness,
} from '../../src/api/contract/quote';
import { badRequest } from '../http/errors';
import { matchCity, suggestCities, type NamedCity } from './city-match';

/**
 * Flyer-distribution pricing. A rate is per flyer, in the country's currency, for an A6 flyer on 135 gsm
 * paper handed out hand to hand; size, paper and channel multiply it. Rates are kept in ten-thousandths of
 * the currency unit and multipliers in thousandths, so every figure is computed in integers.
 */

interface CityRate extends NamedCity {
  /** Per-flyer rate in ten-thousandths of the currency unit (1600 = 0.16). */
  rate: number;
}

interface CountryRates {
  name: string;
  currency: string;
  currencySign: string;
  rate: number;
  cities: readonly CityRate[];
}

/** A country's rates: its name, its currency (code and sign), the country rate, and its cities' rates. */
const country = (
  name: string,
  [currency, currencySign]: readonly [code: string, sign: string],
  rate: number,
  cities: readonly CityRate[],
): CountryRates => ({ name, currency, currencySign, rate, cities });

const EUR = ['EUR', '€'] as const;

export const flyerCountries: Record<string, CountryRates> = {
  US: country('United States', ['USD', '$'], 1400, [
    { name: 'Austin', rate: 1600 },
    { name: 'New York', rate: 2200, aliases: ['New York City', 'NYC', 'Manhattan'] },
    { name: 'Los Angeles', rate: 2000, aliases: ['LA'] },
    { name: 'Chicago', rate: 1800 },
    { name: 'Houston', rate: 1500 },
    { name: 'San Francisco', rate: 2300, aliases: ['SF'] },
    { name: 'Miami', rate: 1700 },
    { name: 'Seattle', rate: 1900 },
    { name: 'Boston', rate: 1900 },
    { name: 'Dallas', rate: 1550 },
  ]),
  CA: country('Canada', ['CAD', 'CA$'], 1500, [
    { name: 'Toronto', rate: 1800 },
    { name: 'Montreal', rate: 1700, aliases: ['Montréal'] },
    { name: 'Vancouver', rate: 1850 },
  ]),
  GB: country('United Kingdom', ['GBP', '£'], 1100, [
    { name: 'London', rate: 1500 },
    { name: 'Manchester', rate: 1200 },
    { name: 'Birmingham', rate: 1150 },
  ]),
  IE: country('Ireland', EUR, 1300, [{ name: 'Dublin', rate: 1500, aliases: ['Baile Átha Cliath'] }]),
  FR: country('France', EUR, 1200, [
    { name: 'Paris', rate: 1600 },
    { name: 'Lyon', rate: 1300 },
    { name: 'Marseille', rate: 1250, aliases: ['Marseilles'] },
    { name: 'Toulouse', rate: 1250 },
    { name: 'Lille', rate: 1250 },
    { name: 'Bordeaux', rate: 1250 },
    { name: 'Nice', rate: 1350 },
  ]),
  DE: country('Germany', EUR, 1300, [
    { name: 'Berlin', rate: 1500 },
    { name: 'Munich', rate: 1600, aliases: ['München', 'Muenchen'] },
    { name: 'Hamburg', rate: 1450 },
    { name: 'Cologne', rate: 1400, aliases: ['Köln', 'Koeln'] },
    { name: 'Frankfurt', rate: 1500, aliases: ['Frankfurt am Main'] },
  ]),
  ES: country('Spain', EUR, 1000, [
    { name: 'Madrid', rate: 1200 },
    { name: 'Barcelona', rate: 1300 },
    { name: 'Valencia', rate: 1100 },
    { name: 'Seville', rate: 1050, aliases: ['Sevilla'] },
  ]),
  IT: country('Italy', EUR, 1100, [
    { name: 'Rome', rate: 1300, aliases: ['Roma'] },
    { name: 'Milan', rate: 1400, aliases: ['Milano'] },
    { name: 'Naples', rate: 1150, aliases: ['Napoli'] },
    { name: 'Turin', rate: 1200, aliases: ['Torino'] },
  ]),
  NL: country('Netherlands', EUR, 1300, [
    { name: 'Amsterdam', rate: 1500 },
    { name: 'Rotterdam', rate: 1350 },
    { name: 'The Hague', rate: 1350, aliases: ['Den Haag', "'s-Gravenhage"] },
    { name: 'Utrecht', rate: 1350 },
  ]),
  BE: country('Belgium', EUR, 1200, [
    { name: 'Brussels', rate: 1400, aliases: ['Bruxelles', 'Brussel'] },
    { name: 'Antwerp', rate: 1300, aliases: ['Antwerpen', 'Anvers'] },
    { name: 'Ghent', rate: 1250, aliases: ['Gent', 'Gand'] },
  ]),
  PT: country('Portugal', EUR, 900, [
    { name: 'Lisbon', rate: 1050, aliases: ['Lisboa'] },
    { name: 'Porto', rate: 1000, aliases: ['Oporto'] },
  ]),
  AT: country('Austria', EUR, 1300, [{ name: 'Vienna', rate: 1450, aliases: ['Wien'] }]),
};

/** Size multipliers (thousandths), A6 = 1. */
export const flyerSizeFactors: Record<FlyerSize, number> = { A6: 1000, DL: 1100, A5: 1250, A4: 1600 };

/** Paper multipliers (thousandths), 135 gsm = 1. */
export const flyerThicknessFactors: Record<FlyerThickness, number> = {
  '135gsm': 1000,
  '170gsm': 1080,
  '250gsm': 1200,
  '350gsm': 1350,
};

/**
 * Street channels a flyer quote can be for: hand to hand (the default, `h2h`) or letterbox (`d2d`,
 * cheaper per flyer: no one hands it over). Each accepts the builder's channel code and subtype.
 */
export const flyerChannels = [
  { serviceType: 'h2h', factor: 1000, names: ['H2H', 'HANDTOHAND', 'HAND-TO-HAND', 'HAND TO HAND'] },
  { serviceType: 'd2d', factor: 800, names: ['D2D', 'LETTERBOX', 'DOOR-TO-DOOR', 'DOOR TO DOOR'] },
] as const;
const defaultChannel = flyerChannels[0];

/** Per-flyer cost, in ten-thousandths, rounded half up. */
export const costPerFlyerUnits = (rate: number, ...factors: number[]) =>
  Math.round(factors.reduce((acc, f) => (acc * f) / 1000, rate));

/** `quantity` flyers at `units` ten-thousandths each, in currency units rounded to the cent (half up). */
export function flyerTotal(quantity: number, units: number): number {
  const hundredthsOfCents = BigInt(quantity) * BigInt(units);
  return Number((hundredthsOfCents + 50n) / 100n) / 100;
}

const listOf = (values: readonly string[]) => values.join(', ');

/**
 * Prices a flyer distribution. Throws a 400 naming the field for an unknown country (sizes and paper are
 * checked by the request schema). A city with no city-specific rate, or no match, falls back to the
 * country rate with an INPUT_NOT_MATCHED adjustment whose `suggestions` are close city names.
 */
export function quoteFlyer(request: FlyerQuoteRequest): FlyerQuote {
  const countryId = request.countryId.toUpperCase();
  const country = flyerCountries[countryId];
  if (!country) {
    throw badRequest(
      fieldError(
        'countryId',
        `no flyer-distribution rate for '${request.countryId}' ` +
          `(countries: ${listOf(Object.keys(flyerCountries))})`,
      ),
    );
  }
  const adjustments: Adjustment[] = [];

  let rate = country.rate;
  let matchedCity: string | null = null;
  if (request.city !== undefined) {
    const match = matchCity(country.cities, request.city);
    if (match) {
      rate = match.rate;
      matchedCity = match.name;
    } else {
      const elsewhere = Object.entries(flyerCountries)
        .filter(([id]) => id !== countryId)
        .find(([, c]) => matchCity(c.cities, request.city!));
      const suggestions = suggestCities(country.cities, request.city);
      adjustments.push({
        code: 'INPUT_NOT_MATCHED',
        field: 'city',
        requested: request.city,
        applied: null,
        affects: ['matchedCity', 'costPerFlyer', 'totalAmount'],
        detail:
          `No city-specific rate for '${request.city}' in ${country.name}, so the ${countryId} country rate ` +
          `was used.` +
          (elsewhere
            ? ` ${matchCity(elsewhere[1].cities, request.city)!.name} has a rate in ${elsewhere[0]}.`
            : '') +
          (suggestions.length > 0 ? ` Did you mean ${suggestions.join(', ')}?` : ''),
        suggestions,
      });
    }
  }

  let channel: (typeof flyerChannels)[number] = defaultChannel;
  if (request.channel !== undefined) {
    const wanted = request.channel.toUpperCase().replace(/_/g, '-');
    const found = flyerChannels.find((c) => (c.names as readonly string[]).includes(wanted));
    if (found) channel = found;
    else {
      adjustments.push({
        code: 'INPUT_NOT_MATCHED',
        field: 'channel',
        requested: request.channel,
        applied: defaultChannel.names[0],
        affects: ['serviceType', 'costPerFlyer', 'totalAmount'],
        detail:
          `Channel '${request.channel}' is not a street channel flyers are quoted for, so hand-to-hand ` +
          `(${defaultChannel.names[0]}) was quoted. Channels: H2H (hand to hand), D2D (letterbox).`,
        suggestions: flyerChannels.map((c) => c.names[0]),
      });
    }
  }

  // `format` is the flyer's format, which flyerSize already states: a different one is not priced.
  if (request.format !== undefined && request.format.toUpperCase() !== request.flyerSize) {
    const isSize = (flyerSizes as readonly string[]).includes(request.format.toUpperCase());
    adjustments.push({
      code: 'INPUT_NOT_MATCHED',
      field: 'format',
      requested: request.format,
      applied: request.flyerSize,
      affects: [],
      detail:
        `The flyer was priced by flyerSize (${request.flyerSize}); format '${request.format}' ` +
        (isSize
          ? 'names a different size and was not used.'
          : `is not a flyer format (${listOf(flyerSizes)}).`),
    });
  }

  const units = costPerFlyerUnits(
    rate,
    flyerSizeFactors[request.flyerSize],
    flyerThicknessFactors[request.flyerThickness],
    channel.factor,
  );
  const complete = adjustments.length === 0;
  const costPerFlyer = units / 10000;
  return {
    currencySign: country.currencySign,
    countryId,
    city: request.city ?? '',
    matchedCity,
    serviceType: channel.serviceType,
    totalAmount: flyerTotal(request.flyerQuantity, units),
    costPerFlyer,
    complete,
    adjustments,
    note: complete
      ? `${matchedCity ? `${matchedCity} city rate` : `${country.name} country rate`}, ${request.flyerSize} on ` +
        `${request.flyerThickness}, ${channel.serviceType}. Nothing was saved.`
      : `This quote differs from the request: ${adjustments.map((a) => a.field).join(' and ')} not matched ` +
        `(see adjustments). Nothing was saved.`,
  };
}
