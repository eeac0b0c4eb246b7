import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  catchDownloads,
  clientName,
  csvFile,
  csvRows,
  descriptionOf,
  field,
  header,
  importCsv,
  openPage,
  otherKey,
  pastePdf,
  PDF,
  setupPostcardsSandbox,
} from '../../../test/support/postcards-page';

setupPostcardsSandbox();

describe('postcards page', () => {
  it('keeps the list in the tab: a reload restores it, another client does not see it', async () => {
    const app = await openPage();
    const { user } = app;
    await importCsv(app, csvFile(csvRows));
    await pastePdf(user, PDF);
    await user.clear(field('Name', 3));
    await user.type(field('Name', 3), 'Léa Dubois');
    app.unmount();

    const reloaded = await openPage();
    expect(
      await screen.findByText('Restored your list of 3 recipients from earlier in this tab.'),
    ).toBeInTheDocument();
    expect(field('Name', 3)).toHaveValue('Léa Dubois');
    expect(field('Country', 2)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Link to the PDF of your postcard')).toHaveValue(PDF);
    expect(sessionStorage.getItem('doorstep.postcards.draft')).toContain('Léa Dubois');
    reloaded.unmount();

    await openPage(otherKey);
    expect(screen.getByRole('heading', { name: 'No recipients yet' })).toBeInTheDocument();
  });

  it('removes a row with undo, and refuses a file it cannot read', async () => {
    const app = await openPage();
    const { user } = app;
    await importCsv(app, csvFile(csvRows));
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(await screen.findByText('Row 1 (Anna Schmidt) removed.')).toBeInTheDocument();
    expect(field('Name', 1)).toHaveValue('Tom Jones');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove row 1' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(field('Name', 1)).toHaveValue('Anna Schmidt');
    await waitFor(() => expect(field('Name', 1)).toHaveFocus());

    await user.upload(
      screen.getByLabelText('CSV file of recipients'),
      new File(['Anna Schmidt;Berlin\n'], 'notes.csv', { type: 'text/csv' }),
    );
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Could not import notes.csv');
    expect(failure).toHaveTextContent('The first line of the file must name the columns');
    expect(field('Name', 3)).toHaveValue('Léa Martin');

    await user.click(screen.getByRole('button', { name: 'Clear the list' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove all 3 rows?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove all' }));
    expect(await screen.findByRole('heading', { name: 'No recipients yet' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a recipient' })).toHaveFocus());
  });

  it('downloads the list with formulas in names made harmless', async () => {
    const saved = catchDownloads();
    const app = await openPage();
    const names = ['=HYPERLINK("http://x","y")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3', 'Anna Schmidt'];
    const lines = names.map((n) => `"${n.replaceAll('"', '""')}",Hauptstraße 5,,Berlin,Berlin,10115,Germany`);
    await importCsv(app, csvFile(lines));
    expect(field('Name', 1)).toHaveValue(names[0]);
    await app.user.click(screen.getByRole('button', { name: 'Download the list' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('postcard-recipients.csv');
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [, ...rows] = Papa.parse<string[]>(new TextDecoder().decode(bytes).trimEnd(), {
      newline: '\r\n',
    }).data;
    expect(rows.map((r) => r[0])).toEqual([
      `'=HYPERLINK("http://x","y")`,
      `'+cmd|' /C calc'!A0`,
      `'@SUM(1+1)`,
      `'-2+3`,
      'Anna Schmidt',
    ]);
    expect(rows[0]![1]).toBe('Hauptstraße 5');

    // The file imports back as it was typed.
    await app.user.click(screen.getByRole('button', { name: 'Clear the list' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Remove all 5 rows?' })).getByRole('button', {
        name: 'Remove all',
      }),
    );
    await importCsv(app, new File([bytes], 'postcard-recipients.csv', { type: 'text/csv' }));
    names.forEach((name, i) => expect(field('Name', i + 1)).toHaveValue(name));
  });

  it('reads a file saved in Latin-1 (Windows-1252) or UTF-16 with its accents', async () => {
    const app = await openPage();
    const text = [
      header,
      'Jürgen Müller,Königsallee 1,,Düsseldorf,Nordrhein-Westfalen,40212,Deutschland',
    ].join('\r\n');
    const latin1 = Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
    const notice = await importCsv(app, new File([latin1], 'excel.csv', { type: 'text/csv' }));
    expect(notice).toHaveTextContent('Imported 1 recipient from excel.csv.');
    expect(notice).not.toHaveTextContent('needs a fix');
    expect(field('Name', 1)).toHaveValue('Jürgen Müller');
    expect(field('City', 1)).toHaveValue('Düsseldorf');
    expect(field('Name', 1)).not.toHaveAttribute('aria-invalid');

    const utf16 = new Uint8Array(2 + text.length * 2);
    const view = new DataView(utf16.buffer);
    view.setUint16(0, 0xfeff, true);
    [...text].forEach((c, i) => view.setUint16(2 + i * 2, c.charCodeAt(0), true));
    await importCsv(app, new File([utf16], 'unicode.csv', { type: 'text/csv' }));
    expect(field('Name', 2)).toHaveValue('Jürgen Müller');
    expect(field('Address line 1', 2)).toHaveValue('Königsallee 1');
    expect(field('Name', 2)).not.toHaveAttribute('aria-invalid');
  });

  it('flags a row whose letters could not be read, and does not send it', async () => {
    const app = await openPage();
    const notice = await importCsv(
      app,
      csvFile(['J\uFFFDrgen M\uFFFDller,Hauptstraße 5,,Berlin,Berlin,10115,Germany', csvRows[0]!]),
    );
    expect(notice).toHaveTextContent('1 row needs a fix: row 1.');
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      "Some letters in row 1 could not be read (shown as �): check the file's encoding (save it as UTF-8) or retype them.",
    );
    expect(field('Name', 1)).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(field('Name', 1))).toBe(
      'Some letters here could not be read (shown as �): retype them, or save the file as UTF-8 and import it again.',
    );
    expect(field('Name', 2)).not.toHaveAttribute('aria-invalid');
    await pastePdf(app.user, PDF);
    await app.user.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(await screen.findByText(/^1 row needs a fix before sending/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await app.user.clear(field('Name', 1));
    await app.user.type(field('Name', 1), 'Jürgen Müller');
    expect(field('Name', 1)).not.toHaveAttribute('aria-invalid');
  });

  it('signing out leaves no recipient in the tab, and the next account starts empty', async () => {
    const app = await openPage();
    await importCsv(app, csvFile(csvRows));
    await pastePdf(app.user, PDF);
    await waitFor(() => expect(sessionStorage.getItem('doorstep.postcards.draft')).toContain('Anna Schmidt'));
    // An edit made just before signing out is not kept either.
    await app.user.type(field('Name', 1), ' Jr');
    await app.user.click(await screen.findByRole('button', { name: clientName }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await screen.findByLabelText('Client key');

    const kept = Object.entries({ ...sessionStorage, ...localStorage }).map(([k, v]) => `${k}=${String(v)}`);
    expect(kept.filter((entry) => entry.startsWith('doorstep.'))).toEqual([]);
    for (const text of ['Anna Schmidt', 'Hauptstraße', 'Léa Martin', 'spring-sale.pdf'])
      expect(kept.join('\n')).not.toContain(text);

    await app.user.type(screen.getByLabelText('Client key'), otherKey);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.location().pathname).not.toBe('/sign-in'));
    await app.router.navigate('/postcards');
    expect(await screen.findByRole('heading', { name: 'No recipients yet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Link to the PDF of your postcard')).toHaveValue('');
    expect(screen.queryByText(/^Restored your list/)).toBeNull();
  });
});
