/**
 * Every flyer price the calculator can give, checked against exact arithmetic: the per-flyer cost is the
 * rate times the size, paper and channel factors, rounded half up to the ten-thousandth, and the total is
 * that cost times the flyers, rounded half up to the cent. Many combinations land exactly on a half, so a
 * cost that floors or rounds the float product differently fails here.
 */
import { describe, expect, it } from 'vitest';
import { flyerSizes, flyerThicknesses } from '../../src/api/contract/quote';
import {
  flyerChannels,
  flyerCountries,
  flyerSizeFactors,
  flyerThicknessFactors,
  quoteFlyer,
} from './flyer-pricing';

/** `num / den` rounded half up (both positive). */
const halfUp = (num: bigint, den: bigint) => (2n * num + den) / (2n * den);

type Combination = { countryId: string; city?: string; rate: number };
const places: Combination[] = Object.entries(flyerCountries).flatMap(([countryId, c]) => [
  { countryId, rate: c.rate },
  ...c.cities.map((city) => ({ countryId, city: city.name, rate: city.rate })),
]);

describe('flyer prices', () => {
  it('round half up exactly, for every rate, size, paper and channel', () => {
    let halves = 0;
    let checked = 0;
    for (const place of places)
      for (const size of flyerSizes)
        for (const paper of flyerThicknesses)
          for (const channel of flyerChannels) {
            const num =
              BigInt(place.rate) *
              BigInt(flyerSizeFactors[size]) *
              BigInt(flyerThicknessFactors[paper]) *
              BigInt(channel.factor);
            const den = 1000n ** 3n;
            if ((2n * num) % den === 0n && (num % den) * 2n === den) halves += 1;
            const units = halfUp(num, den);
            const quantity = 1234;
            const quote = quoteFlyer({
              countryId: place.countryId,
              ...(place.city ? { city: place.city } : {}),
              flyerSize: size,
              flyerThickness: paper,
              flyerQuantity: quantity,
              channel: channel.names[0],
            });
            const where = `${place.countryId} ${place.city ?? '(country)'} ${size} ${paper} ${channel.serviceType}`;
            expect(Math.round(quote.costPerFlyer * 10000), where).toBe(Number(units));
            expect(Math.round(quote.totalAmount * 100), where).toBe(
              Number(halfUp(BigInt(quantity) * units, 100n)),
            );
            checked += 1;
          }
    // The check means something: many combinations sit exactly on a half.
    expect(checked).toBeGreaterThan(1000);
    expect(halves).toBeGreaterThan(100);
  });
});
