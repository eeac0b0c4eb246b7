import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { cityListSchema } from '../../../api/contract/city';
import { endpoints } from '../../../api/contract/endpoints';
import { successEnvelope } from '../../../api/contract/envelope';
import { renderApp } from '../../../../test/support/render';
import { setupAppSandbox } from '../../../../test/support/app-sandbox';

const env = setupAppSandbox();

async function serviceCities(query: string) {
  return successEnvelope(cityListSchema).parse(await env.read(`${endpoints.listCities.path}?${query}`)).data;
}

const table = () => screen.findByRole('table', { name: 'Cities' });
const bodyRows = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .filter((r) => r.getAttribute('aria-hidden') !== 'true');
const rowTexts = (t: HTMLElement) =>
  bodyRows(t).map((r) =>
    within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? ''),
  );
const nf = new Intl.NumberFormat();

describe('cities page', () => {
  it('says which cities have direct-mail routes and which have none', async () => {
    const expected = await serviceCities(`search=${encodeURIComponent('Boise, ID')}`);
    const boise = expected.nodes.find((c) => c.name === 'Boise')!;
    expect(boise.hasCarrierRoutes).toBe(false);
    renderApp(`/library/cities?search=${encodeURIComponent('Boise, ID')}`, { clientKey: env.key });
    await waitFor(async () =>
      expect(rowTexts(await table())).toContainEqual(expect.arrayContaining(['Boise', 'No routes'])),
    );
    expect(within(await table()).getByRole('columnheader', { name: 'Direct mail' })).toBeInTheDocument();
  });

  it("finds Austin in Texas for 'Austin, TX' typed into the search", async () => {
    const expected = await serviceCities(`search=${encodeURIComponent('Austin, TX')}`);
    const austin = expected.nodes.find((c) => c.name === 'Austin' && c.state === 'TX')!;
    expect(austin).toBeDefined();

    const app = renderApp('/library/cities', { clientKey: env.key });
    await table();
    await app.user.type(screen.getByRole('searchbox', { name: 'City' }), 'Austin, TX{Enter}');
    await waitFor(() => expect(app.searchParams().get('search')).toBe('Austin, TX'));
    await waitFor(async () => expect(rowTexts(await table())).toHaveLength(expected.nodes.length));
    const rows = rowTexts(await table());
    // Austin has carrier routes (the service marks it), said in words.
    expect(austin.hasCarrierRoutes).toBe(true);
    expect(rows).toContainEqual([
      'Austin',
      'TX',
      'Direct-mail routes',
      `${austin.latitude}, ${austin.longitude}`,
    ]);
    expect(screen.getByTestId('cities-routes-note')).toHaveTextContent(
      /Cities marked “Direct-mail routes” have postal carrier routes in and around them/,
    );
    for (const [, state] of rows) expect(state).toBe('TX');
    expect(
      screen.getByText(
        `Showing ${nf.format(expected.returnedCount)} of ${nf.format(expected.totalCount)} cities`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show .* more/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Cities · Library · Doorstep');
  });

  it('lets the chosen state win over a state typed in the search, and says so', async () => {
    const expected = await serviceCities(`search=${encodeURIComponent('Austin, TX')}&state=MN`);
    expect(expected.nodes.some((c) => c.name === 'Austin' && c.state === 'MN')).toBe(true);

    const app = renderApp(`/library/cities?search=${encodeURIComponent('Austin, TX')}`, {
      clientKey: env.key,
    });
    await waitFor(async () => expect(rowTexts(await table()).every(([, s]) => s === 'TX')).toBe(true));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'MN');
    await waitFor(() => expect(app.searchParams().get('state')).toBe('mn'));
    await waitFor(async () => {
      const rows = rowTexts(await table());
      expect(rows.map(([name, state]) => `${name}, ${state}`)).toEqual(
        expected.nodes.map((c) => c.nameWithState),
      );
    });
    expect(rowTexts(await table())).toContainEqual(expect.arrayContaining(['Austin', 'MN']));
    expect(
      screen.getByText(/Showing cities in Minnesota \(MN\), the state chosen in the list/),
    ).toBeVisible();
    expect(screen.getByText(/“TX” typed in the search is ignored/)).toBeVisible();
    // Said once, in the page's words: not again as the service's note about its parameter.
    expect(document.body).not.toHaveTextContent(/parameter/);
  });

  it('keeps a long result smooth: renders only rows in view, says it is partial, and loads more', async () => {
    // jsdom does no layout: give scroll boxes the height a browser would (the table's box is 560px).
    const proto = HTMLElement.prototype;
    Object.defineProperty(proto, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'region' ? 560 : 0;
      },
    });
    // The own property shadows Element.prototype's; removing it restores jsdom's.
    onTestFinished(() => {
      delete (proto as { clientHeight?: number }).clientHeight;
    });

    const firstPage = await serviceCities('first=500');
    expect(firstPage.totalCount).toBeGreaterThan(1000);
    expect(firstPage.complete).toBe(false);

    const app = renderApp('/library/cities', { clientKey: env.key });
    const t = await table();
    expect(t).toHaveAttribute('aria-rowcount', '501');
    const rendered = bodyRows(t);
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(100);
    expect(rowTexts(t)[0]![0]).toBe(firstPage.nodes[0]!.name);
    expect(screen.getByRole('region', { name: 'Cities, 500 rows, scrollable' })).toBeInTheDocument();

    const notice = screen.getByRole('region', { name: 'About these results' });
    expect(notice).toHaveTextContent('Only part of the matching cities is shown');
    // The page's own words, not the service's instructions to programs.
    expect(firstPage.adjustments[0]!.detail).toMatch(/skip=/);
    expect(notice).toHaveTextContent('Show more cities below, or narrow the search by name or state.');
    expect(document.body).not.toHaveTextContent(/skip=|TRUNCATED|parameter/);
    expect(screen.getByText(`Showing 500 of ${nf.format(firstPage.totalCount)} cities`)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Show 500 more cities' }));
    await screen.findByText(`Showing 1,000 of ${nf.format(firstPage.totalCount)} cities`);
    expect(await table()).toHaveAttribute('aria-rowcount', '1001');
  });

  it('says so when no city matches', async () => {
    renderApp('/library/cities?search=Qqqxyz', { clientKey: env.key });
    await screen.findByText('No cities match this search');
  });
});
