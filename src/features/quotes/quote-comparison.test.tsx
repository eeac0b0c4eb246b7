/**
 * The quotes page's comparison, and its words and currencies, against the in-process sandbox (the
 * calculators themselves are in quotes-page.test.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { successEnvelope } from '../../api/contract/envelope';
import { eddmQuoteSchema } from '../../api/contract/quote';
import { renderApp } from '../../../test/support/render';
import { setupAppSandbox } from '../../../test/support/app-sandbox';
import { serviceQuote, usd } from '../../../test/support/quotes';

const env = setupAppSandbox();

/** What the service itself quotes for EDDM (the expectation, straight from the sandbox). */
const serviceEddm = (body: unknown) => serviceQuote(env, 'eddm', body, successEnvelope(eddmQuoteSchema));

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
    const app = renderApp('/quotes?s=eddm:LARGE:5000,eddm:SMALL:5000', { clientKey: env.key });
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
    const app = renderApp('/quotes?volume=3000&format=JUMBO', { clientKey: env.key });
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
      clientKey: env.key,
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
    renderApp('/quotes?volume=5000&format=LARGE', { clientKey: env.key });
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
      clientKey: env.key,
    });
    const card = await screen.findByRole('region', { name: 'Quote' });
    await within(card).findByTestId('quote-total');
    expect(card).toHaveTextContent('Letterbox (door to door)');
    expect(document.body.textContent).not.toMatch(/\b(h2h|d2d|H2H|D2D)\b/);
    expect(document.title).toBe('Flyer distribution · Quotes · Doorstep');
  });

  it('opens a client without EDDM on flyers, in its own currency, and says why EDDM does not apply', async () => {
    const french = env.sandbox.credentials.clients.find((c) => c.name === 'Le Fournil Doré')!;
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
