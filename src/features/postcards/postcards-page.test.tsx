import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSandboxFetch } from '../../../test/support/render';
import { readFieldProblems } from '../../api/contract/describe-issues';
import { postcardSubmissionSchema, type PostcardRequest } from '../../api/contract/postcard';
import { formatPlainDate } from '../../lib/dates';
import {
  csvFile,
  csvRows,
  descriptionOf,
  field,
  importCsv,
  openPage,
  pastePdf,
  PDF,
  sandbox,
  sendRecorder,
  setupPostcardsSandbox,
} from '../../../test/support/postcards-page';
import { annaAddress } from './test-recipients';

setupPostcardsSandbox();

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
      recipients: [annaAddress],
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
});
