import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '../../api/contract/envelope';
import { glossarySchema } from '../../api/contract/glossary';
import { eddmQuoteSchema, flyerQuoteSchema, type EddmQuote, type FlyerQuote } from '../../api/contract/quote';
import type { FetchLike } from '../../api/http-client';
import { clearAccessToken, setAccessToken } from '../../api/session';
import { accessToken, type Sandbox } from '../../../test/support/sandbox';
import {
  corruptResponses,
  renderApp,
  startAppSandbox,
  useSandboxFetch,
  type RenderedApp,
} from '../../../test/support/render';
import { eddmTierTables } from '../../../server/routes/quotes/eddm-pricing';

let sandbox: Sandbox;
let key: string;

beforeAll(async () => {
  sandbox = await startAppSandbox();
  key = sandbox.credentials.clients[0]!.clientKey;
});
afterEach(() => useSandboxFetch(sandbox));
afterAll(() => sandbox.close());

/** What the service itself answers (the expectation, straight from the sandbox). */
async function service<T>(path: string, body: unknown, schema: { parse: (v: unknown) => { data: T } }) {
  const res = await sandbox.fetch(`http://sandbox.test/client/calculators/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return schema.parse(await res.json()).data;
}
/** The service's glossary. */
async function serviceGlossary() {
  const res = await sandbox.fetch('http://sandbox.test/client/glossary', {
    headers: { Authorization: `Bearer ${key}` },
  });
  return successEnvelope(glossarySchema).parse(await res.json()).data;
}
const serviceEddm = (body: unknown) => service<EddmQuote>('eddm', body, successEnvelope(eddmQuoteSchema));
const serviceFlyer = (body: unknown) =>
  service<FlyerQuote>('flyer-distribution', body, successEnvelope(flyerQuoteSchema));

const usd = (n: number, unit = false) =>
  new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: unit ? 4 : 2,
  }).format(n);

/** A fetch wrapper recording the quote requests the app sends into `sent`. */
function recordQuotes(sent: { path: string; body: unknown }[]) {
  return (inner: FetchLike): FetchLike =>
    async (input, init) => {
      const url = new URL(input, 'http://sandbox.test');
      if (url.pathname.includes('/calculators/')) {
        sent.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      }
      return inner(input, init);
    };
}

const eddmForm = () => screen.getByRole('form', { name: 'Direct-mail (EDDM) quote' });
const flyerForm = () => screen.getByRole('form', { name: 'Flyer-distribution quote' });
/** The result card of the open calculator (only the open tab is rendered). */
const resultCard = (_tab: 'eddm' | 'flyer') => screen.getByRole('region', { name: 'Quote' });

async function quoteEddm(app: RenderedApp, volume: string, format?: string) {
  await screen.findByRole('form', { name: 'Direct-mail (EDDM) quote' });
  const input = within(eddmForm()).getByLabelText('Pieces to mail');
  await app.user.clear(input);
  if (volume) await app.user.type(input, volume);
  if (format !== undefined) await app.user.selectOptions(within(eddmForm()).getByLabelText('Format'), format);
  await app.user.click(within(eddmForm()).getByRole('button', { name: 'Get quote' }));
}

/** The notice whose heading is `title`. */
const notice = (title: string | RegExp) => screen.getByRole('heading', { name: title }).closest('section')!;

describe('EDDM calculator', () => {
  it('quotes 500 pieces at the smallest tier and says the volume was moved to it', async () => {
    const expected = await serviceEddm({ volume: 500, format: 'BEST_SELLER' });
    const app = renderApp('/quotes', { clientKey: key });
    await quoteEddm(app, '500');

    await waitFor(() => expect(app.searchParams().get('volume')).toBe('500'));
    expect(app.searchParams().get('format')).toBe('BEST_SELLER');
    const card = resultCard('eddm');
    expect(await within(card).findByTestId('quote-total')).toHaveTextContent(usd(expected.total));
    expect(
      within(card).getByText(`Total for ${expected.volume.toLocaleString()} pieces`),
    ).toBeInTheDocument();
    expect(within(card).getByText(/you asked for 500/)).toBeInTheDocument();

    const bound = notice('Volume moved to the nearest allowed value');
    expect(bound).toHaveTextContent('You asked for500 pieces');
    expect(bound).toHaveTextContent('Quoted with1,000 pieces');
    expect(bound).toHaveTextContent('Direct mail is sold from 1,000 pieces: the quote is for that many.');
    expect(bound).toHaveTextContent('ChangesVolume, Total, Unit price, Pricing tier');
    expect(within(card).getByText('Adjusted: see the notes below')).toBeInTheDocument();
  });

  it('validates before sending, and keeps what was typed', async () => {
    const sent: { path: string; body: unknown }[] = [];
    useSandboxFetch(sandbox, recordQuotes(sent));
    const app = renderApp('/quotes', { clientKey: key });
    await quoteEddm(app, '');
    expect(await within(eddmForm()).findByText('Enter the number of pieces to mail.')).toBeInTheDocument();
    await quoteEddm(app, '-5');
    expect(await within(eddmForm()).findByText('Must be a positive number of pieces.')).toBeInTheDocument();
    await quoteEddm(app, '12.5');
    expect(await within(eddmForm()).findByText('Expected a whole number of pieces.')).toBeInTheDocument();
    expect(within(eddmForm()).getByLabelText('Pieces to mail')).toHaveValue(12.5);
    expect(within(eddmForm()).getByLabelText('Pieces to mail')).toHaveAttribute('aria-invalid', 'true');
    await quoteEddm(app, '1234567890123456');
    expect(await within(eddmForm()).findByText('Must be at most 10,000,000 pieces.')).toBeInTheDocument();
    expect(within(eddmForm()).getByLabelText('Pieces to mail')).toHaveValue(1234567890123456);
    // The tier walk quotes on its own; the form itself sent nothing.
    expect(
      sent.filter((r) => [-5, 12.5, 1234567890123456].includes((r.body as { volume: number }).volume)),
    ).toEqual([]);
    expect(sent.length).toBeGreaterThan(0);
    expect(app.searchParams().get('volume')).toBeNull();
  });

  it('without a format, flags the SMALL quote and re-quotes with the suggested BEST_SELLER', async () => {
    const expected = await serviceEddm({ volume: 5000 });
    const app = renderApp('/quotes', { clientKey: key });
    await quoteEddm(app, '5000', '');
    await waitFor(() => expect(app.searchParams().get('format')).toBe('none'));

    const flag = await screen.findByRole('heading', { name: 'Format not matched: a default was used' });
    const section = flag.closest('section')!;
    expect(section).toHaveTextContent('You asked forNot given');
    expect(section).toHaveTextContent('Quoted withSmall (4.25 × 11 in)');
    expect(section).toHaveTextContent(
      /A new campaign is Best seller \(6\.25 × 9 in\) unless you choose another size/,
    );
    expect(section).not.toHaveTextContent(/SMALL|BEST_SELLER/);
    expect(within(resultCard('eddm')).getByTestId('quote-total')).toHaveTextContent(usd(expected.total));

    await app.user.click(
      within(section).getByRole('button', { name: 'Quote with Best seller (6.25 × 9 in)' }),
    );
    await waitFor(() => expect(app.searchParams().get('format')).toBe('BEST_SELLER'));
    const best = await serviceEddm({ volume: 5000, format: 'BEST_SELLER' });
    await waitFor(() =>
      expect(within(resultCard('eddm')).getByTestId('quote-total')).toHaveTextContent(usd(best.total)),
    );
    expect(screen.queryByRole('heading', { name: /Format not matched/ })).not.toBeInTheDocument();
    expect(within(resultCard('eddm')).getByText('Quoted as asked')).toBeInTheDocument();
    // The form follows: the format select now shows the suggestion.
    expect(within(eddmForm()).getByLabelText('Format')).toHaveValue('BEST_SELLER');
  });

  it('shows every tier learnt from the calculator, and how many more pieces reach the next one', async () => {
    // 2,400 Best seller pieces: 100 more reach the 2,500 tier, whose total is lower than this quote's.
    const [now, next] = await Promise.all([
      serviceEddm({ volume: 2400, format: 'BEST_SELLER' }),
      serviceEddm({ volume: 2500, format: 'BEST_SELLER' }),
    ]);
    renderApp('/quotes?volume=2400&format=BEST_SELLER', { clientKey: key });
    const hint = await screen.findByText(/more pieces reach the next tier/);
    expect(hint).toHaveTextContent(
      `100 more pieces reach the next tier (unit price ${usd(next.perUnitPrice, true)}).`,
    );
    expect(
      await screen.findByText(
        `2,500 Best seller (6.25 × 9 in) pieces cost ${usd(next.total)} in total, ${usd(now.total - next.total)} less than this quote.`,
      ),
    ).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Price tiers' });
    const rows = within(table).getAllByRole('row').slice(1);
    const keys = [...new Set(Object.values(eddmTierTables).flatMap((t) => t.map((x) => x.key)))].sort(
      (a, b) => a - b,
    );
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(
      keys.map((k) => k.toLocaleString()),
    );
    const smallColumn = rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(smallColumn).toEqual(
      keys.map((k) => {
        const tier = eddmTierTables.SMALL.find((t) => t.key === k);
        return tier ? usd(tier.cents / 100, true) : '·No tier here';
      }),
    );
    // The current tier is marked.
    const current = within(table).getByRole('cell', { current: true });
    expect(current).toHaveTextContent(usd(now.perUnitPrice, true));
  });

  it('starts a direct-mail draft from the quote in one click, in its format, on choosing routes for its volume', async () => {
    // The builder's permission held, as Connect leaves it.
    setAccessToken(
      await accessToken(sandbox, sandbox.credentials.clients[0]!.clientId),
      Date.now() + 3_000_000,
    );
    try {
      const app = renderApp('/quotes?volume=5000&format=LARGE', { clientKey: key });
      const start = await screen.findByRole('link', { name: 'Start a campaign from this quote' });
      // A new tab opens the channel choice with the quote.
      const href = new URL(start.getAttribute('href')!, 'http://app.test');
      expect(href.pathname).toBe('/campaigns/new');
      expect(Object.fromEntries(href.searchParams)).toEqual({
        channel: 'ADM-EDDM',
        fmt: 'LARGE',
        volume: '5000',
      });
      // A click creates the draft and opens its wizard, with no second click.
      await app.user.click(start);
      await waitFor(() => expect(app.location().pathname).toMatch(/^\/campaigns\/\d+\/build$/), {
        timeout: 5000,
      });
      expect(app.searchParams().get('volume')).toBe('5000');
      expect(app.searchParams().get('fmt')).toBe('LARGE');
    } finally {
      clearAccessToken();
    }
  });

  it('shows a clear error, with a retry, when the answer breaks the contract', async () => {
    useSandboxFetch(
      sandbox,
      corruptResponses(
        (url) => url.pathname.endsWith('/calculators/eddm'),
        (body) => ({ ...(body as object), data: { total: 'lots' } }),
      ),
    );
    renderApp('/quotes?volume=5000&format=LARGE', { clientKey: key });
    const card = await screen.findByRole('region', { name: 'Quote' });
    expect(
      await within(card).findByText('The service sent this quote in a format the dashboard cannot read'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('flyer calculator', () => {
  it('suggests the close city for a typo and re-quotes with it', async () => {
    const [fallback, austin] = await Promise.all([
      serviceFlyer({
        countryId: 'US',
        city: 'Austinn',
        flyerSize: 'A5',
        flyerThickness: '135gsm',
        flyerQuantity: 5000,
        channel: 'H2H',
      }),
      serviceFlyer({
        countryId: 'US',
        city: 'Austin',
        flyerSize: 'A5',
        flyerThickness: '135gsm',
        flyerQuantity: 5000,
        channel: 'H2H',
      }),
    ]);
    const app = renderApp('/quotes', { clientKey: key });
    await app.user.click(await screen.findByRole('tab', { name: 'Flyer distribution' }));
    await waitFor(() => expect(app.searchParams().get('tab')).toBe('flyer'));
    const form = await screen.findByRole('form', { name: 'Flyer-distribution quote' });
    await app.user.selectOptions(within(form).getByLabelText('Country'), 'US');
    await app.user.type(within(form).getByLabelText('City (optional)'), 'Austinn');
    await app.user.type(within(form).getByLabelText('Flyers to distribute'), '5000');
    await app.user.click(within(form).getByRole('button', { name: 'Get quote' }));

    const heading = await screen.findByRole('heading', { name: 'City not matched: a default was used' });
    const section = heading.closest('section')!;
    expect(section).toHaveTextContent('You asked forAustinn');
    expect(section).toHaveTextContent('Quoted withNo city: the country rate');
    expect(within(resultCard('flyer')).getByTestId('quote-total')).toHaveTextContent(
      usd(fallback.totalAmount),
    );
    expect(within(resultCard('flyer')).getByText('United States country rate')).toBeInTheDocument();

    await app.user.click(within(section).getByRole('button', { name: 'Quote with Austin' }));
    await waitFor(() => expect(app.searchParams().get('city')).toBe('Austin'));
    expect(await within(resultCard('flyer')).findByText('Austin city rate')).toBeInTheDocument();
    expect(within(resultCard('flyer')).getByTestId('quote-total')).toHaveTextContent(usd(austin.totalAmount));
    expect(within(flyerForm()).getByLabelText('City (optional)')).toHaveValue('Austin');
  });

  it('offers exactly the countries the service prices, from its glossary', async () => {
    const glossary = await serviceGlossary();
    const priced = glossary.flyerCountries!.map((o) => o.value);
    renderApp('/quotes?tab=flyer', { clientKey: key });
    const form = await screen.findByRole('form', { name: 'Flyer-distribution quote' });
    const select = within(form).getByLabelText('Country');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => (o as HTMLOptionElement).value)
          .sort(),
      ).toEqual([...priced].sort()),
    );
    expect(priced).toContain('US');
    expect(priced).not.toContain('CH');
  });

  it('shows a refusal at the field it names and keeps every value asked for', async () => {
    // A shared link naming a country the service does not price.
    renderApp('/quotes?tab=flyer&country=CH&city=Zurich&size=A5&paper=250gsm&quantity=7500', {
      clientKey: key,
    });
    await screen.findByRole('form', { name: 'Flyer-distribution quote' });

    const country = within(flyerForm()).getByLabelText('Country');
    await waitFor(() => expect(country).toHaveAttribute('aria-invalid', 'true'));
    expect(country).toHaveAccessibleDescription(/no flyer-distribution rate for 'CH'/);
    expect(within(resultCard('flyer')).getByRole('alert')).toHaveTextContent(
      'The service refused the request for this quote',
    );
    expect(country).toHaveValue('CH');
    expect(within(flyerForm()).getByLabelText('City (optional)')).toHaveValue('Zurich');
    expect(within(flyerForm()).getByLabelText('Paper')).toHaveValue('250gsm');
    expect(within(flyerForm()).getByLabelText('Flyers to distribute')).toHaveValue(7500);
  });

  it('shows money in the country’s currency', async () => {
    const expected = await serviceFlyer({
      countryId: 'FR',
      city: 'Paris',
      flyerSize: 'A4',
      flyerThickness: '170gsm',
      flyerQuantity: 2000,
    });
    renderApp('/quotes?tab=flyer&country=FR&city=Paris&size=A4&paper=170gsm&quantity=2000', {
      clientKey: key,
    });
    await screen.findByRole('region', { name: 'Quote' });
    const eur = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(
      expected.totalAmount,
    );
    expect(await within(resultCard('flyer')).findByTestId('quote-total')).toHaveTextContent(eur);
    expect(within(resultCard('flyer')).getByText('Paris city rate')).toBeInTheDocument();
  });
});

/** The comparison's cards, in order. */
const comparedCards = () =>
  Array.from(screen.getByRole('list', { name: 'Quote comparison' }).children) as HTMLElement[];
const cardTitles = () => comparedCards().map((c) => within(c).getByRole('heading').textContent);
/** A card's figure ("Total", "Unit price", ...): its dd. */
const figure = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling!;

describe('comparison', () => {
  it('reads scenarios from the URL and highlights the cheapest', async () => {
    const [large, small] = await Promise.all([
      serviceEddm({ volume: 5000, format: 'LARGE' }),
      serviceEddm({ volume: 5000, format: 'SMALL' }),
    ]);
    const app = renderApp('/quotes?s=eddm:LARGE:5000,eddm:SMALL:5000', { clientKey: key });
    await screen.findByRole('list', { name: 'Quote comparison' });
    expect(cardTitles()).toEqual([
      'Direct mail · Large (6.25 × 11 in)',
      'Direct mail · Small (4.25 × 11 in)',
    ]);
    await waitFor(() => expect(figure(comparedCards()[1]!, 'Total')).toHaveTextContent('Cheapest total'));
    const [largeCard, smallCard] = comparedCards() as [HTMLElement, HTMLElement];
    expect(figure(largeCard, 'Total')).toHaveTextContent(usd(large.total));
    expect(largeCard).not.toHaveTextContent('Cheapest');
    expect(figure(smallCard, 'Total')).toHaveTextContent(usd(small.total));
    expect(figure(smallCard, 'Unit price')).toHaveTextContent('Lowest unit price');
    expect(figure(largeCard, 'Compared with the cheapest')).toHaveTextContent(
      `+${usd(large.total - small.total)}`,
    );
    // Each direct-mail quote says what its total covers; nothing is marked new in a loaded address.
    expect(largeCard).toHaveTextContent('Includes printing and USPS postage');
    expect(screen.queryByText('Just added')).toBeNull();

    await app.user.click(
      within(smallCard).getByRole('button', { name: /Remove Direct mail · Small \(4\.25 × 11 in\)/ }),
    );
    await waitFor(() => expect(app.searchParams().get('s')).toBe('eddm:LARGE:5000'));
    await waitFor(() => expect(comparedCards()).toHaveLength(1));
    expect(
      within(screen.getByRole('list', { name: 'Quote comparison' })).queryByText('Cheapest total'),
    ).toBeNull();
  });

  it('adds the quote shown, then every format at its volume, without duplicates, marking what was added', async () => {
    const app = renderApp('/quotes?volume=3000&format=JUMBO', { clientKey: key });
    expect(await screen.findByText('Nothing to compare yet')).toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: 'Add to comparison' }));
    await waitFor(() => expect(app.searchParams().get('s')).toBe('eddm:JUMBO:3000'));
    expect(await screen.findByRole('button', { name: 'In the comparison' })).toBeDisabled();
    expect(within(comparedCards()[0]!).getByText('Just added')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Added to the comparison: Direct mail · Jumbo \(8\.5 × 11 in\)\. 1 quotes compared\.$/,
      ),
    ).toHaveAttribute('role', 'status');

    await app.user.click(screen.getByRole('button', { name: 'Compare all formats' }));
    await waitFor(() =>
      expect(app.searchParams().get('s')).toBe(
        'eddm:JUMBO:3000,eddm:SMALL:3000,eddm:BEST_SELLER:3000,eddm:LARGE:3000,eddm:OVERSIZED:3000',
      ),
    );
    await waitFor(() => expect(comparedCards()).toHaveLength(5));
    // Only the four just added are marked, not the one added before.
    expect(comparedCards().map((c) => within(c).queryByText('Just added') !== null)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
    await waitFor(() => expect(figure(comparedCards()[1]!, 'Total')).toHaveTextContent('Cheapest total'));
    expect(
      within(screen.getByRole('list', { name: 'Quote comparison' })).getAllByText('Cheapest total'),
    ).toHaveLength(1);
    // The quote, the tab and the comparison all survive in one address.
    expect(app.searchParams().get('volume')).toBe('3000');
  });

  it('compares each currency on its own', async () => {
    renderApp('/quotes?s=eddm:SMALL:5000,flyer:FR:A5:135gsm:5000,flyer:US:A5:135gsm:5000', {
      clientKey: key,
    });
    expect(await screen.findByText(/different currencies/)).toBeInTheDocument();
    await waitFor(() =>
      expect(figure(comparedCards()[1]!, 'Compared with the cheapest')).toHaveTextContent(
        'Nothing to compare in this currency',
      ),
    );
  });
});

describe('words and currency', () => {
  it('says the EDDM total includes postage and explains the tier without internal words', async () => {
    renderApp('/quotes?volume=5000&format=LARGE', { clientKey: key });
    const card = await screen.findByRole('region', { name: 'Quote' });
    await within(card).findByTestId('quote-total');
    expect(card).toHaveTextContent('Includes printing and USPS postage');
    expect(card).toHaveTextContent('Priced at the 5,000-piece rate, the largest tier your quantity reaches.');
    expect(document.body.textContent).not.toMatch(/floor|basis|tierBasis/i);
    // Formats by name and size, never their codes.
    expect(document.body.textContent).not.toMatch(/BEST_SELLER|LARGE\b|SMALL\b|JUMBO|OVERSIZED/);
    expect(card).toHaveTextContent('Large (6.25 × 11 in)');
    expect(document.title).toBe('Quotes · Doorstep');
  });

  it('names the flyer service in words, never its code', async () => {
    renderApp('/quotes?tab=flyer&country=US&size=A5&paper=170gsm&quantity=5000&channel=D2D', {
      clientKey: key,
    });
    const card = await screen.findByRole('region', { name: 'Quote' });
    await within(card).findByTestId('quote-total');
    expect(card).toHaveTextContent('Letterbox (door to door)');
    expect(document.body.textContent).not.toMatch(/\b(h2h|d2d|H2H|D2D)\b/);
    expect(document.title).toBe('Flyer distribution · Quotes · Doorstep');
  });

  it('opens a client without EDDM on flyers, in its own currency, and says why EDDM does not apply', async () => {
    const french = sandbox.credentials.clients.find((c) => c.name === 'Le Fournil Doré')!;
    const app = renderApp('/quotes', { clientKey: french.clientKey });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Flyer distribution', 'Direct mail (EDDM)']);
    expect(screen.getByRole('tab', { name: 'Flyer distribution' })).toHaveAttribute('aria-selected', 'true');
    const form = await screen.findByRole('form', { name: 'Flyer-distribution quote' });
    await waitFor(() => expect(within(form).getByLabelText('Country')).toHaveValue('FR'));
    await app.user.type(within(form).getByLabelText('Flyers to distribute'), '2000');
    await app.user.click(within(form).getByRole('button', { name: 'Get quote' }));
    const card = await screen.findByRole('region', { name: 'Quote' });
    const total = await within(card).findByTestId('quote-total');
    expect(total.textContent).toContain('€');
    expect(app.searchParams().get('tab')).toBeNull();

    await app.user.click(screen.getByRole('tab', { name: 'Direct mail (EDDM)' }));
    await app.user.keyboard('{Enter}');
    expect(await screen.findByText(/mails US addresses only/)).toBeInTheDocument();
    await waitFor(() => expect(app.searchParams().get('tab')).toBe('eddm'));
  });
});
