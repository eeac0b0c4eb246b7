import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '../../../test/support/sandbox';
import { renderApp, startAppSandbox, useSandboxFetch, type RenderedApp } from '../../../test/support/render';
import type { FetchLike } from '../../api/http-client';
import { readFieldProblems } from '../../api/contract/describe-issues';
import { postcardSubmissionSchema, type PostcardRequest } from '../../api/contract/postcard';
import { formatPlainDate } from '../../lib/dates';

let sandbox: Sandbox;
let key: string;
let otherKey: string;
let clientName: string;

beforeAll(async () => {
  sandbox = await startAppSandbox();
  key = sandbox.credentials.clients[0]!.clientKey;
  otherKey = sandbox.credentials.clients[1]!.clientKey;
  clientName = sandbox.credentials.clients[0]!.name;
});
// Each test starts with an empty tab (a list kept by the one before would add rows).
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  useSandboxFetch(sandbox);
  vi.restoreAllMocks();
  Object.assign(URL, objectUrls);
});
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterAll(() => sandbox.close());

const PDF = 'https://cdn.example.com/designs/spring-sale.pdf';
const header = 'Name,Address line 1,Address line 2,City,State,ZIP,Country';
const csvRows = [
  'Anna Schmidt,Hauptstraße 5,Hinterhaus,Berlin,Berlin,10115,Germany',
  'Tom Jones,1 High Street,,London,Greater London,SW1A 1AA,United Kingdom',
  'Léa Martin,12 rue de la Paix,,Lyon,Auvergne-Rhône-Alpes,69002,FR',
];
const csvFile = (lines: string[], name = 'customers.csv') =>
  new File([[header, ...lines].join('\n')], name, { type: 'text/csv' });

/** Records what the app sends to `POST /postcards` and what the sandbox answers. */
function sendRecorder() {
  const sent: { body: PostcardRequest; status: number; answer: unknown }[] = [];
  const wrap =
    (inner: FetchLike): FetchLike =>
    async (input, init) => {
      const response = await inner(input, init);
      if (init?.method === 'POST' && new URL(input).pathname.endsWith('/postcards')) {
        const answer: unknown = await response.clone().json();
        sent.push({
          body: JSON.parse(String(init.body)) as PostcardRequest,
          status: response.status,
          answer,
        });
      }
      return response;
    };
  return { sent, wrap };
}

async function openPage(clientKey = key) {
  const app = renderApp('/postcards', { clientKey });
  await screen.findByRole('heading', { level: 1, name: 'Postcards' });
  return app;
}

async function importCsv(app: RenderedApp, file: File) {
  await app.user.upload(screen.getByLabelText('CSV file of recipients'), file);
  return screen.findByText(new RegExp(`^Imported .* from ${file.name.replace('.', '\\.')}\\.`));
}

/** Pastes a link into the PDF field, as people do with URLs. */
async function pastePdf(user: RenderedApp['user'], url: string) {
  await user.click(screen.getByLabelText('Link to the PDF of your postcard'));
  await user.paste(url);
}

const field = (label: string, row: number) => screen.getByLabelText(`${label}, row ${row}`);
const descriptionOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('postcards page', () => {
  it('starts empty: the title, the steps, a template to download', async () => {
    await openPage();
    await waitFor(() => expect(document.title).toBe('Postcards · Doorstep'));
    expect(screen.getByRole('heading', { name: 'No recipients yet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Link to the PDF of your postcard')).toHaveValue('');
    expect(screen.getByText(/reloading the page loses nothing/)).toBeInTheDocument();
    const template = screen.getByRole('link', { name: 'Download the CSV template' });
    expect(template).toHaveAttribute('download', 'postcard-recipients-template.csv');
    const csv = decodeURIComponent(
      template.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, ''),
    );
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'name,address line 1,address line 2,city,state or region,postal code,country',
    );
  });

  it('a recipient typed by hand: checked as typed, the PDF asked for, the summary, the receipt', async () => {
    const { sent, wrap } = sendRecorder();
    useSandboxFetch(sandbox, wrap);
    const app = await openPage();
    const { user } = app;

    await user.click(screen.getByRole('button', { name: 'Add a recipient' }));
    const name = field('Name', 1);
    await waitFor(() => expect(name).toHaveFocus());
    // Nothing is flagged before it is typed in.
    expect(screen.queryByText('Enter the city.')).toBeNull();
    await user.type(name, 'Anna Schmidt');
    await user.tab();
    await user.tab(); // address line 1 left empty
    expect(field('Address line 1', 1)).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(field('Address line 1', 1))).toBe('Enter the street and number.');
    await user.type(field('Address line 1', 1), 'Hauptstraße 5');
    expect(field('Address line 1', 1)).not.toHaveAttribute('aria-invalid');
    await user.type(field('City', 1), 'Berlin');
    await user.type(field('State or region', 1), 'Berlin');
    await user.type(field('Postal code', 1), '10115');
    const country = field('Country', 1);
    expect(within(country).getAllByRole('option')).toHaveLength(28);
    await user.selectOptions(country, 'Germany');
    expect(country).toHaveValue('GERMANY');

    // No PDF yet: sending is held, and the link is asked for.
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(
      await screen.findByText('Add the link to your postcard’s PDF before sending.'),
    ).toBeInTheDocument();
    const pdf = screen.getByLabelText('Link to the PDF of your postcard');
    await waitFor(() => expect(pdf).toHaveFocus());
    expect(pdf).toHaveAttribute('aria-invalid', 'true');
    await pastePdf(user, 'https://cdn.example.com/front.png');
    expect(descriptionOf(pdf)).toMatch(/ends in \.pdf/);
    await user.clear(pdf);
    await pastePdf(user, PDF);
    expect(pdf).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Send 1 postcard to 1 country from spring-sale.pdf',
    });
    expect(within(dialog).getByText('Germany:')).toBeInTheDocument();
    expect(within(dialog).getByText(PDF)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send 1 postcard' }));

    const receipt = await screen.findByRole('region', { name: 'Your postcards are on their way' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your postcards are on their way' })).toHaveFocus(),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      fileUrls: [PDF],
      recipients: [
        {
          addressName: 'Anna Schmidt',
          addressLine1: 'Hauptstraße 5',
          addressCity: 'Berlin',
          addressState: 'Berlin',
          addressPostalCode: '10115',
          addressCountry: 'GERMANY',
        },
      ],
    });
    const submission = postcardSubmissionSchema.parse((sent[0]!.answer as { data: unknown }).data);
    expect(receipt).toHaveTextContent('1 postcard to 1 country, printed from spring-sale.pdf.');
    expect(within(receipt).getByText(submission.JobGuid)).toBeInTheDocument();
    expect(within(receipt).getByText(submission.submissionId)).toBeInTheDocument();
    expect(receipt).toHaveTextContent('Submitted: received and waiting to be printed');
    expect(receipt).toHaveTextContent(formatPlainDate(submission.estimatedCompletionDate));

    // A new send starts from nothing.
    await user.click(within(receipt).getByRole('button', { name: 'Start a new send' }));
    expect(await screen.findByRole('heading', { name: 'No recipients yet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Link to the PDF of your postcard')).toHaveValue('');
  });

  it('imports a CSV: countries normalised, the non-EU row flagged, fixed, then sent', async () => {
    const { sent, wrap } = sendRecorder();
    useSandboxFetch(sandbox, wrap);
    const app = await openPage();
    const { user } = app;
    const notice = await importCsv(app, csvFile(csvRows));
    expect(notice).toHaveTextContent('Imported 3 recipients from customers.csv. 1 row needs a fix: row 2.');
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      '1 address outside the European Union (row 2): choose an EU country or remove it.',
    );
    expect(field('Country', 1)).toHaveValue('GERMANY');
    expect(field('Country', 3)).toHaveValue('FRANCE');
    expect(field('Address line 2', 1)).toHaveValue('Hinterhaus');
    const uk = field('Country', 2);
    expect(uk).toHaveValue('UNITED KINGDOM');
    expect(within(uk).getByRole('option', { selected: true })).toHaveTextContent(
      'United Kingdom (not in the EU)',
    );
    expect(uk).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(uk)).toMatch(/^United Kingdom is not in the European Union/);
    expect(screen.getByText(/3 recipients in 3 countries/)).toHaveTextContent('1 row needs a fix');

    await pastePdf(user, PDF);
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(await screen.findByText(/^1 row needs a fix before sending/)).toBeInTheDocument();
    await waitFor(() => expect(field('Country', 2)).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.selectOptions(field('Country', 2), 'Ireland');
    expect(field('Country', 2)).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Send 3 postcards to 3 countries from spring-sale.pdf',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send 3 postcards' }));
    await screen.findByRole('heading', { name: 'Your postcards are on their way' });
    expect(sent.map((s) => s.status)).toEqual([200]);
    expect(sent[0]!.body.recipients.map((r) => r.addressCountry)).toEqual(['GERMANY', 'IRELAND', 'FRANCE']);
  });

  it('keeps every row when the service refuses one, marks it with the reason, and focuses it', async () => {
    // The real sandbox refuses: the request on its way is changed so recipient 55 is outside the EU.
    let corrupt = true;
    let refusal = '';
    useSandboxFetch(sandbox, (inner) => async (input, init) => {
      if (corrupt && init?.method === 'POST' && typeof init.body === 'string') {
        const body = JSON.parse(init.body) as PostcardRequest;
        body.recipients[54]!.addressCountry = 'CANADA';
        const response = await inner(input, { ...init, body: JSON.stringify(body) });
        refusal = ((await response.clone().json()) as { error: string }).error;
        return response;
      }
      return inner(input, init);
    });
    const app = await openPage();
    const { user } = app;
    const lines = Array.from(
      { length: 60 },
      (_, i) =>
        `Customer ${i + 1},${i + 1} Main Street,,Vienna,Vienna,10${String(i).padStart(2, '0')},Austria`,
    );
    await importCsv(app, csvFile(lines, 'big.csv'));
    expect(screen.getByText('Showing 1–25 of 60 rows')).toBeInTheDocument();
    await pastePdf(user, PDF);
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Send 60 postcards to 1 country from spring-sale.pdf',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send 60 postcards' }));

    const alert = await screen.findByText(/^The service refused 1 row, so nothing was sent/);
    expect(alert).toHaveTextContent('Every row you entered is still here');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Row 55 is on page 3, shown and focused, with the service's reason.
    const refused = await screen.findByLabelText('Country, row 55');
    await waitFor(() => expect(refused).toHaveFocus());
    expect(screen.getByText('Showing 51–60 of 60 rows')).toBeInTheDocument();
    expect(refused).toHaveAttribute('aria-invalid', 'true');
    // The sandbox named that row's country (the request's recipient 54, counted from 0) and why; the page
    // shows the reason at that field, marked as the service's.
    const { problems } = readFieldProblems(refusal);
    expect(problems).toEqual([
      { part: 'body field', field: 'recipients[54].addressCountry', rule: expect.stringMatching(/CANADA/) },
    ]);
    expect(problems[0]!.rule).toMatch(/European Union/);
    expect(descriptionOf(refused)).toBe(
      'Refused by the service: Canada is not in the European Union: postcards go only to EU addresses. Choose an EU country or remove this row.',
    );
    expect(field('Name', 55)).toHaveValue('Customer 55');
    expect(field('Country', 60)).toHaveValue('AUSTRIA');

    // Sending again is held until the field is changed; changing it clears the mark.
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(await screen.findByText(/^1 row needs a fix before sending/)).toBeInTheDocument();
    corrupt = false;
    await user.selectOptions(refused, 'Austria');
    expect(refused).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const again = await screen.findByRole('dialog', { name: /^Send 60 postcards/ });
    await user.click(within(again).getByRole('button', { name: 'Send 60 postcards' }));
    await screen.findByRole('heading', { name: 'Your postcards are on their way' });
  });

  it('says when the service cannot be reached, keeps the dialog and the rows, and tries again', async () => {
    let down = true;
    useSandboxFetch(sandbox, (inner) => (input, init) => {
      if (down && init?.method === 'POST') return Promise.reject(new TypeError('Failed to fetch'));
      return inner(input, init);
    });
    const app = await openPage();
    const { user } = app;
    await importCsv(app, csvFile([csvRows[0]!, csvRows[2]!]));
    await pastePdf(user, PDF);
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: /^Send 2 postcards to 2 countries/ });
    await user.click(within(dialog).getByRole('button', { name: 'Send 2 postcards' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The service could not be reached');
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Your postcards are on their way' });
  });

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

/** Records each file the page saves (jsdom downloads nothing: the object URL and the link click are caught). */
function catchDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  let last: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: (b: Blob) => {
      last = b;
      return 'blob:download';
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ blob: last, name: this.download });
  });
  return saved;
}
