/**
 * The route list row against the in-process sandbox: the CSV download of the chosen routes (disabled,
 * with its reason, while none is chosen), Print, Copy link, and the import dialog (codes in and out of
 * the search, unknown codes listed back, what was typed kept on a refusal and when the dialog closes).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupAppSandbox } from '../../../../test/support/app-sandbox';
import { AUSTIN, keyOf, renderRouteList, searchRoutes } from '../../../../test/support/route-list-harness';
import type { CarrierRoute } from '../../../api/contract/carrier-route';
import { decodeRouteKeys } from '../../../lib/plan-url';

const env = setupAppSandbox();
let inSearch: CarrierRoute[];
let outside: CarrierRoute;

beforeAll(async () => {
  inSearch = await searchRoutes(env.sandbox, env.key, AUSTIN);
  const known = new Set(inSearch.map(keyOf));
  outside = (await searchRoutes(env.sandbox, env.key, { lat: 30.37, lng: -97.74 })).find(
    (r) => !known.has(keyOf(r)),
  )!;
});
afterEach(() => vi.restoreAllMocks());

/** The row with `chosen` selected, as the planner shows it (imports change the selection, as the planner does). */
const renderRow = (chosen: string[]) => renderRouteList(env.key, inSearch, chosen);

/** What `downloadCsv` saves: the blob's text and the file's name. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let pending: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    pending = blob as Blob;
    return 'blob:route-list';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: pending! });
  });
  return files;
}

describe('route list out', () => {
  it('says why nothing can be downloaded while no route is chosen', () => {
    renderRow([]);
    const download = screen.getByRole('button', { name: 'Download CSV' });
    expect(download).toBeDisabled();
    expect(download).toHaveAccessibleDescription('Choose routes to download them as a spreadsheet.');
  });

  it('downloads exactly the chosen routes, in UTF-8 with a byte order mark', async () => {
    const chosen = [inSearch[1]!, inSearch[4]!].map(keyOf);
    const files = catchDownloads();
    const { user } = renderRow(chosen);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toMatch(/^routes-austin-tx-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await files[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = Papa.parse<string[]>(new TextDecoder().decode(bytes.slice(3)).trimEnd()).data;
    expect(header).toEqual(['ZIP', 'Route', 'Type', 'Homes', 'Businesses', 'Pieces']);
    expect(rows.map((r) => `${r[0]}-${r[1]}`).sort()).toEqual([...chosen].sort());
    for (const row of rows) {
      const route = inSearch.find((r) => keyOf(r) === `${row[0]}-${row[1]}`)!;
      expect(row.slice(3).map(Number)).toEqual([route.residentCount, route.businessCount, route.totalCount]);
    }
  });

  it('prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderRow([keyOf(inSearch[0]!)]);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByTestId('print-heading')).toHaveTextContent('Route plan: Austin, TX');
  });

  it('copies the plan page’s address, with the chosen routes', async () => {
    const chosen = [keyOf(inSearch[2]!)];
    const { user } = renderRow(chosen);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByRole('button', { name: 'Link copied' });
    const link = new URL(await navigator.clipboard.readText());
    expect(link.pathname).toBe('/plan');
    expect(link.searchParams.get('q')).toBe('Austin, TX');
    expect(decodeRouteKeys(link.searchParams.get('routes'))).toEqual(chosen);
  });
});

describe('route list in', () => {
  it('keeps what was typed when it holds no route code, and when the dialog is closed', async () => {
    const { user, imports } = renderRow([]);
    await user.click(screen.getByRole('button', { name: 'Import routes' }));
    const dialog = screen.getByRole('dialog', { name: 'Import routes' });
    await user.type(within(dialog).getByLabelText('Route codes'), 'the streets near the shop');
    await user.click(within(dialog).getByRole('button', { name: 'Find these routes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No route codes found. Not route codes: the streets near the shop.',
    );
    expect(within(dialog).getByLabelText('Route codes')).toHaveValue('the streets near the shop');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Import routes' }));
    expect(screen.getByLabelText('Route codes')).toHaveValue('the streets near the shop');
    expect(imports).toEqual([]);
  });

  it('finds codes in and out of the search, lists unknown ones, and chooses the routes found in one step', async () => {
    const first = keyOf(inSearch[0]!);
    const { user, imports } = renderRow([first]);
    const a = inSearch[3]!;
    const b = inSearch[7]!;
    const unknown = `${a.zip} C998`;
    await user.click(screen.getByRole('button', { name: 'Import routes' }));
    const dialog = screen.getByRole('dialog', { name: 'Import routes' });
    await user.click(within(dialog).getByLabelText('Route codes'));
    await user.paste(
      `${a.zip}-${a.croute}\n${b.zip} ${b.croute.toLowerCase()}; ${outside.zip}${outside.croute}\n${unknown}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Find these routes' }));
    const preview = await within(dialog).findByTestId('import-preview', {}, { timeout: 10000 });
    expect(preview).toHaveTextContent('3 routes found.');
    expect(preview.textContent).toContain(`These codes match no carrier route:${unknown}`);
    await user.click(within(dialog).getByLabelText('Replace them with these'));
    await user.click(within(dialog).getByRole('button', { name: 'Choose 3 routes' }));

    expect(imports).toHaveLength(1);
    expect(imports[0]!.mode).toBe('replace');
    expect(imports[0]!.keys).toEqual([keyOf(a), keyOf(b), keyOf(outside)]);
    // Only the route from outside the search is brought in, as the service sent it.
    expect([...imports[0]!.found.keys()]).toEqual([keyOf(outside)]);
    expect(imports[0]!.found.get(keyOf(outside))).toMatchObject({
      raw: outside.raw,
      totalCount: outside.totalCount,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/^Chose 3 routes from your list\./)).toHaveTextContent(
      `These codes match no carrier route: ${unknown}.`,
    );
  });

  it('finds a PO-box section, which no search by distance lists, among its city’s routes', async () => {
    const found = await env.data('/client/carrier-routes/by-city?cityId=4671654');
    const cityRoutes = (found as { nodes: CarrierRoute[] }).nodes;
    const poBox = cityRoutes.find((r) => r.croute.startsWith('B'))!;
    const { user, imports } = renderRow([]);
    await user.click(screen.getByRole('button', { name: 'Import routes' }));
    const dialog = screen.getByRole('dialog', { name: 'Import routes' });
    await user.click(within(dialog).getByLabelText('Route codes'));
    await user.paste(`${poBox.zip} ${poBox.croute}`);
    await user.click(within(dialog).getByRole('button', { name: 'Find these routes' }));
    await within(dialog).findByText('1 route found.', {}, { timeout: 10000 });
    await user.click(within(dialog).getByRole('button', { name: 'Choose 1 route' }));
    expect(imports[0]!.keys).toEqual([keyOf(poBox)]);
    expect(imports[0]!.found.get(keyOf(poBox))).toMatchObject({ croute: poBox.croute, paths: [] });
  });

  it('reads an uploaded file in Windows-1252, with ZIP and route columns', async () => {
    const { user, imports } = renderRow([]);
    const rows = inSearch.slice(5, 7);
    const text = `Zip Code;Route;Ville\r\n${rows.map((r) => `${r.zip};${r.croute};Montr\u00e9al`).join('\r\n')}`;
    const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0)); // one byte a letter: Windows-1252
    await user.click(screen.getByRole('button', { name: 'Import routes' }));
    const dialog = screen.getByRole('dialog', { name: 'Import routes' });
    await act(() =>
      user.upload(
        within(dialog).getByLabelText('Or a file'),
        new File([bytes], 'routes.csv', { type: 'text/csv' }),
      ),
    );
    await within(dialog).findByText('Read routes.csv.');
    // A text box keeps its lines with LF only.
    expect(within(dialog).getByLabelText('Route codes')).toHaveValue(text.replaceAll('\r\n', '\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Find these routes' }));
    await within(dialog).findByText('2 routes found.');
    await user.click(within(dialog).getByRole('button', { name: 'Choose 2 routes' }));
    expect(imports[0]).toMatchObject({ keys: rows.map(keyOf), mode: 'add' });
  });

  it('reads a UTF-16 file, and says when some letters could not be read', async () => {
    const { user } = renderRow([]);
    const rows = inSearch.slice(5, 7);
    const text = `Zip Code;Route;Ville\r\n${rows.map((r) => `${r.zip};${r.croute};Montr\u00e9al`).join('\r\n')}`;
    const utf16 = new Uint8Array(2 + text.length * 2);
    const view = new DataView(utf16.buffer);
    view.setUint16(0, 0xfeff, true);
    [...text].forEach((c, i) => view.setUint16(2 + i * 2, c.charCodeAt(0), true));
    await user.click(screen.getByRole('button', { name: 'Import routes' }));
    const dialog = screen.getByRole('dialog', { name: 'Import routes' });
    const input = within(dialog).getByLabelText('Or a file');
    await act(() => user.upload(input, new File([utf16], 'unicode.csv', { type: 'text/csv' })));
    await within(dialog).findByText('Read unicode.csv.');
    expect(within(dialog).getByLabelText('Route codes')).toHaveValue(text.replaceAll('\r\n', '\n'));

    const garbled = new TextEncoder().encode(`${rows[0]!.zip} ${rows[0]!.croute} Montr\uFFFDal`);
    await act(() => user.upload(input, new File([garbled], 'garbled.csv', { type: 'text/csv' })));
    await within(dialog).findByText(
      "Read garbled.csv, but some letters could not be read (shown as �): check the file's encoding (save it as UTF-8) or retype them.",
    );
  });
});
