import { describe, expect, it } from 'vitest';
import {
  addScenarios,
  decodeScenario,
  decodeScenarios,
  encodeScenario,
  encodeScenarios,
  MAX_SCENARIOS,
  readQuoteSearch,
  removeScenario,
  scenarioKey,
  writeQuoteSearch,
  type Scenario,
} from './quote-url';

const large: Scenario = { kind: 'eddm', format: 'LARGE', volume: 5000 };
const small: Scenario = { kind: 'eddm', format: 'SMALL', volume: 5000 };
const noFormat: Scenario = { kind: 'eddm', volume: 500 };
const austin: Scenario = {
  kind: 'flyer',
  countryId: 'US',
  flyerSize: 'A5',
  flyerThickness: '170gsm',
  flyerQuantity: 5000,
  city: 'Austin, TX',
  channel: 'H2H',
};

describe('scenario encoding', () => {
  it('writes the short forms', () => {
    expect(encodeScenario(large)).toBe('eddm:LARGE:5000');
    expect(encodeScenario(noFormat)).toBe('eddm::500');
    expect(encodeScenario({ ...austin, city: undefined, channel: undefined })).toBe(
      'flyer:US:A5:170gsm:5000',
    );
    expect(encodeScenario(austin)).toBe('flyer:US:A5:170gsm:5000:Austin%2C%20TX:H2H');
  });

  it('round-trips every kind, through a real URL too', () => {
    for (const s of [large, small, noFormat, austin, { ...austin, channel: undefined }]) {
      expect(decodeScenario(encodeScenario(s))).toEqual(s);
    }
    const params = new URLSearchParams({ s: encodeScenarios([large, austin, noFormat]) });
    const back = new URLSearchParams(params.toString());
    expect(decodeScenarios(back.getAll('s'))).toEqual([large, austin, noFormat]);
  });

  it('reads the brief’s example and lenient spellings', () => {
    expect(decodeScenarios(['eddm:LARGE:5000,eddm:SMALL:5000'])).toEqual([large, small]);
    expect(decodeScenario('eddm:large:5000')).toEqual(large);
    expect(decodeScenario('flyer:us:a5:170GSM:5000')).toMatchObject({
      countryId: 'US',
      flyerSize: 'A5',
      flyerThickness: '170gsm',
    });
    // Repeated parameters work as well as a comma-separated list.
    expect(decodeScenarios(['eddm:LARGE:5000', 'eddm:SMALL:5000'])).toEqual([large, small]);
  });

  it.each([
    'eddm:HUGE:5000',
    'eddm:SMALL:0',
    'eddm:SMALL:-5',
    'eddm:SMALL:2.5',
    'eddm:SMALL:abc',
    'eddm:SMALL:99999999999999999999',
    'eddm:SMALL',
    'flyer:US:A3:170gsm:5000',
    'flyer:US:A5:90gsm:5000',
    'flyer:US:A5:170gsm:0',
    'flyer:US:A5:170gsm:5000:%E0%A4%A:H2H',
    'pizza:1:2',
    '',
  ])('ignores %j', (text) => {
    expect(decodeScenario(text)).toBeNull();
  });

  it('drops duplicates and unreadable entries, and keeps at most MAX_SCENARIOS', () => {
    expect(decodeScenarios(['eddm:LARGE:5000,nonsense,eddm:large:5000,eddm:SMALL:5000'])).toEqual([
      large,
      small,
    ]);
    const many = Array.from({ length: MAX_SCENARIOS + 3 }, (_, i) => `eddm:SMALL:${1000 + i}`).join(',');
    expect(decodeScenarios([many])).toHaveLength(MAX_SCENARIOS);
  });

  it('adds without duplicates or overflow, and removes by key', () => {
    expect(addScenarios([large], [large, small])).toEqual([large, small]);
    const full = Array.from({ length: MAX_SCENARIOS }, (_, i): Scenario => ({
      kind: 'eddm',
      volume: 1000 + i,
    }));
    expect(addScenarios(full, [large])).toEqual(full);
    expect(removeScenario([large, small, austin], scenarioKey(small))).toEqual([large, austin]);
  });
});

describe('quote search', () => {
  it('reads an empty URL as no tab asked for, with nothing quoted', () => {
    expect(readQuoteSearch(new URLSearchParams())).toEqual({
      tab: null,
      eddm: null,
      flyer: null,
      scenarios: [],
    });
  });

  it('reads a volume without a format as BEST_SELLER, and format=none as no format', () => {
    expect(readQuoteSearch(new URLSearchParams('volume=500')).eddm).toEqual({
      volume: 500,
      format: 'BEST_SELLER',
    });
    expect(readQuoteSearch(new URLSearchParams('volume=500&format=none')).eddm).toEqual({ volume: 500 });
    expect(readQuoteSearch(new URLSearchParams('volume=500&format=jumbo')).eddm).toEqual({
      volume: 500,
      format: 'JUMBO',
    });
    expect(readQuoteSearch(new URLSearchParams('volume=abc&format=SMALL')).eddm).toBeNull();
  });

  it('reads a flyer quote only when every required part is valid', () => {
    const ok = new URLSearchParams('tab=flyer&country=fr&city=Paris&size=A4&paper=250gsm&quantity=2000');
    expect(readQuoteSearch(ok)).toMatchObject({
      tab: 'flyer',
      flyer: {
        countryId: 'FR',
        city: 'Paris',
        flyerSize: 'A4',
        flyerThickness: '250gsm',
        flyerQuantity: 2000,
      },
    });
    expect(readQuoteSearch(new URLSearchParams('country=FR&size=A4&paper=250gsm')).flyer).toBeNull();
    expect(readQuoteSearch(new URLSearchParams('tab=nonsense')).tab).toBe(null);
    expect(readQuoteSearch(new URLSearchParams('tab=eddm')).tab).toBe('eddm');
  });

  it('writes what it reads, leaving defaults out', () => {
    const text =
      'tab=flyer&volume=500&format=none&country=US&city=Austin&size=A5&paper=170gsm&quantity=5000&channel=D2D&s=eddm%3ALARGE%3A5000%2Ceddm%3A%3A500';
    const search = readQuoteSearch(new URLSearchParams(text));
    expect(writeQuoteSearch(search).toString()).toBe(text);
    expect(writeQuoteSearch({ tab: null, eddm: null, flyer: null, scenarios: [] }).toString()).toBe('');
  });
});
