import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appUrl, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PDF = 'https://cdn.example.com/designs/spring-sale.pdf';
/** A spreadsheet's export: semicolons, a byte-order mark, its own column names, one row outside the EU. */
const recipientsCsv = Buffer.from(
  '\uFEFF' +
    [
      'Full name;Street address;Address line 2;Town;Region;Postcode;Country;Email',
      'Anna Schmidt;Hauptstraße 5;Hinterhaus;Berlin;Berlin;10115;Germany;anna@example.com',
      'Tom Jones;1 High Street;;London;Greater London;SW1A 1AA;United Kingdom;tom@example.com',
      'Léa Martin;12 rue de la Paix;;Lyon;Auvergne-Rhône-Alpes;69002;fr;lea@example.com',
    ].join('\r\n') +
    '\r\n',
);

async function signInTo(page: Page, path: string) {
  await page.goto(appUrl(path));
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Le Fournil Doré' }).click();
  await page.waitForURL(new RegExp(`${path}$`));
  await page.getByRole('heading', { level: 1, name: 'Postcards' }).waitFor();
}

test('imports a CSV of recipients with one non-EU row, fixes it and sends', async () => {
  const { page, errors } = await newPage(browser);
  await signInTo(page, '/postcards');
  expect(await page.title()).toBe('Postcards · Doorstep');

  await page.getByLabel('CSV file of recipients').setInputFiles({
    name: 'customers.csv',
    mimeType: 'text/csv',
    buffer: recipientsCsv,
  });
  const notice = page.getByRole('status').filter({ hasText: 'Imported 3 recipients from customers.csv.' });
  await notice.waitFor();
  expect(await notice.innerText()).toMatch(/1 row needs a fix: row 2\./);
  expect(await notice.innerText()).toMatch(/Columns not used: Email\./);

  // Countries came in as the service names them; the UK row is flagged next to its cell.
  expect(await page.getByLabel('Country, row 1').inputValue()).toBe('GERMANY');
  expect(await page.getByLabel('Country, row 3').inputValue()).toBe('FRANCE');
  const uk = page.getByLabel('Country, row 2');
  expect(await uk.inputValue()).toBe('UNITED KINGDOM');
  expect(await uk.getAttribute('aria-invalid')).toBe('true');
  await page.getByText(/^United Kingdom is not in the European Union/).waitFor();

  await page.getByLabel('Link to the PDF of your postcard').fill(PDF);
  // Sending is held while a row needs a fix, and the row is focused.
  await page.getByRole('button', { name: 'Review and send' }).click();
  await page.getByText(/^1 row needs a fix before sending/).waitFor();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Country, row 2');
  expect(await page.getByRole('dialog').count()).toBe(0);

  await uk.selectOption({ label: 'Ireland' });
  expect(await uk.getAttribute('aria-invalid')).toBeNull();

  // A reload keeps the list as it was left (sessionStorage), fix included.
  await page.reload();
  await page.getByText('Restored your list of 3 recipients from earlier in this tab.').waitFor();
  expect(await page.getByLabel('Country, row 2').inputValue()).toBe('IRELAND');
  expect(await page.getByLabel('Link to the PDF of your postcard').inputValue()).toBe(PDF);

  await page.getByRole('button', { name: 'Review and send' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send 3 postcards to 3 countries from spring-sale.pdf' });
  await dialog.waitFor();
  expect(await dialog.innerText()).toMatch(/Germany: 1/);
  expect(await dialog.innerText()).toMatch(/Ireland: 1/);
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/postcards',
  );
  await dialog.getByRole('button', { name: 'Send 3 postcards' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON() as { recipients: { addressCountry: string }[] };
  expect(sent.recipients.map((r) => r.addressCountry)).toEqual(['GERMANY', 'IRELAND', 'FRANCE']);
  const { data } = (await response.json()) as {
    data: { JobGuid: string; submissionId: string; estimatedCompletionDate: string };
  };

  const receipt = page.getByRole('region', { name: 'Your postcards are on their way' });
  await receipt.waitFor();
  const text = await receipt.innerText();
  expect(text).toContain('3 postcards to 3 countries, printed from spring-sale.pdf.');
  expect(text).toContain(data.JobGuid);
  expect(text).toContain(data.submissionId);
  expect(text).toContain('Submitted: received and waiting to be printed');
  const expectedDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${data.estimatedCompletionDate}T00:00:00Z`),
  );
  expect(text).toContain(expectedDate);

  expect(errors).toEqual([]);
});

test('on a 360 px phone the page never scrolls sideways: the recipients table scrolls in its own box', async () => {
  const { page, errors } = await newPage(browser);
  await page.setViewportSize({ width: 360, height: 780 });
  await signInTo(page, '/postcards');
  await page.getByLabel('CSV file of recipients').setInputFiles({
    name: 'customers.csv',
    mimeType: 'text/csv',
    buffer: recipientsCsv,
  });
  await page.getByLabel('Name, row 3').waitFor();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = page.getByRole('table', { name: 'Recipients' }).locator('xpath=..');
  const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(clientWidth).toBeLessThanOrEqual(360);
  expect(scrollWidth).toBeGreaterThan(clientWidth);

  // The keyboard reaches a far cell; the box scrolls to it, the page does not.
  await page.getByLabel('Country, row 3').focus();
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(errors).toEqual([]);
});
