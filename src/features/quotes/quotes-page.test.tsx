import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { successEnvelope } from '../../api/contract/envelope';
import { glossarySchema } from '../../api/contract/glossary';
import { eddmQuoteSchema, flyerQuoteSchema, type EddmQuote, type FlyerQuote } from '../../api/contract/quote';
import type { FetchLike } from '../../api/http-client';
import { clearAccessToken, setAccessToken } from '../../api/session';
import { accessToken } from '../../../test/support/sandbox';
import { renderApp, useSandboxFetch, type RenderedApp } from '../../../test/support/render';
import { setupAppSandbox } from '../../../test/support/app-sandbox';
import { serviceQuote, usd } from '../../../test/support/quotes';
import { eddmTierTables } from '../../../server/domain/eddm-pricing';

const env = setupAppSandbox();

/** What the service itself answers (the expectation, straight from the sandbox). */
const service = <T,>(path: string, body: unknown, schema: { parse: (v: unknown) => { data: T } }) =>
  serviceQuote(env, path, body, schema);
/** The service's glossary. */
async function serviceGlossary() {
  return successEnvelope(glossarySchema).parse(await env.read('/client/glossary')).data;
}
const serviceEddm = (body: unknown) => service<EddmQuote>('eddm', body, successEnvelope(eddmQuoteSchema));
const serviceFlyer = (body: unknown) =>
  service<FlyerQuote>('flyer-distribution', body, successEnvelope(flyerQuoteSchema));

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
    const app = renderApp('/quotes', { clientKey: env.key });
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
    useSandboxFetch(env.sandbox, recordQuotes(sent));
    const app = renderApp('/quotes', { clientKey: env.key });
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
    const app = renderApp('/quotes', { clientKey: env.key });
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
    renderApp('/quotes?volume=2400&format=BEST_SELLER', { clientKey: env.key });
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
      await accessToken(env.sandbox, env.sandbox.credentials.clients[0]!.clientId),
      Date.now() + 3_000_000,
    );
    try {
      const app = renderApp('/quotes?volume=5000&format=LARGE', { clientKey: env.key });
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
      // Creating the draft and loading the wizard's code take seconds on a busy machine.
      await waitFor(() => expect(app.location().pathname).toMatch(/^\/campaigns\/\d+\/build$/), {
        timeout: 12_000,
      });
      expect(app.searchParams().get('volume')).toBe('5000');
      expect(app.searchParams().get('fmt')).toBe('LARGE');
    } finally {
      clearAccessToken();
    }
  }, 30_000);

  it('shows a clear error, with a retry, when the answer breaks the contract', async () => {
    env.corrupt(
      (url) => url.pathname.endsWith('/calculators/eddm'),
      (body) => ({ ...(body as object), data: { total: 'lots' } }),
    );
    renderApp('/quotes?volume=5000&format=LARGE', { clientKey: env.key });
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
    const app = renderApp('/quotes', { clientKey: env.key });
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
    renderApp('/quotes?tab=flyer', { clientKey: env.key });
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
      clientKey: env.key,
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
      clientKey: env.key,
    });
    await screen.findByRole('region', { name: 'Quote' });
    const eur = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(
      expected.totalAmount,
    );
    expect(await within(resultCard('flyer')).findByTestId('quote-total')).toHaveTextContent(eur);
    expect(within(resultCard('flyer')).getByText('Paris city rate')).toBeInTheDocument();
  });
});
