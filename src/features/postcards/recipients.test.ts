import { describe, expect, it } from 'vitest';
import { postcardRequestSchema } from '../../api/contract/postcard';
import { describeIssues } from '../../api/contract/describe-issues';
import {
  countriesOf,
  countryDisplayName,
  countryOptions,
  emptyRow,
  normaliseCountry,
  parseRefusal,
  readSendRefusal,
  pdfFileName,
  refusalMessage,
  statusWords,
  toRecipient,
  UNREADABLE_LETTERS,
  validateRow,
  type RecipientRow,
} from './recipients';
import { annaAddress } from './test-recipients';

const anna: RecipientRow = { ...emptyRow('a'), ...annaAddress, addressName: ' Anna Schmidt ' };

describe('validateRow', () => {
  it('passes a complete EU row and leaves an empty second line out of the request', () => {
    expect(validateRow(anna)).toEqual({});
    expect(toRecipient(anna)).toEqual(annaAddress);
    expect(toRecipient({ ...anna, addressLine2: ' Hinterhaus ' }).addressLine2).toBe('Hinterhaus');
  });

  it('says in plain words what each empty required field needs', () => {
    const issues = validateRow(emptyRow('b'));
    expect(Object.keys(issues).sort()).toEqual(
      [
        'addressCity',
        'addressCountry',
        'addressLine1',
        'addressName',
        'addressPostalCode',
        'addressState',
      ].sort(),
    );
    expect(issues.addressName).toBe('Enter the name of the person or business.');
    expect(issues.addressCountry).toBe('Choose the country.');
    expect(validateRow({ ...anna, addressCity: '   ' }).addressCity).toBe('Enter the city.');
  });

  it('flags a country outside the EU and too-long values', () => {
    expect(validateRow({ ...anna, addressCountry: 'UNITED KINGDOM' }).addressCountry).toBe(
      'United Kingdom is not in the European Union: postcards go only to EU addresses. Choose an EU country or remove this row.',
    );
    expect(validateRow({ ...anna, addressPostalCode: '1'.repeat(21) }).addressPostalCode).toBe(
      'Too long: at most 20 characters.',
    );
    expect(validateRow({ ...anna, addressName: 'x'.repeat(201) }).addressName).toBe(
      'Too long: at most 200 characters.',
    );
  });
});

describe('countries', () => {
  it('normalises what a spreadsheet holds to the service’s names; leaves other countries in capitals', () => {
    const names: [written: string, name: string][] = [
      [' germany ', 'GERMANY'],
      ['Deutschland', 'GERMANY'],
      ['de', 'GERMANY'],
      ['the  Netherlands', 'NETHERLANDS'],
      ['Czech Republic', 'CZECHIA'],
      ['España', 'SPAIN'],
      ['Österreich', 'AUSTRIA'],
      ['United Kingdom', 'UNITED KINGDOM'],
      ['', ''],
    ];
    for (const [written, name] of names) expect(normaliseCountry(written)).toBe(name);
  });

  it('shows names readably, sorted, all 27', () => {
    expect(countryDisplayName('GERMANY')).toBe('Germany');
    expect(countryDisplayName('UNITED KINGDOM')).toBe('United Kingdom');
    expect(countryOptions).toHaveLength(27);
    expect(countryOptions[0]).toEqual({ value: 'AUSTRIA', label: 'Austria' });
    expect(countryOptions.map((o) => o.label)).toContain('Czechia');
  });

  it('counts recipients per country, most first', () => {
    const rows = [anna, { ...anna, id: 'b', addressCountry: 'FRANCE' }, { ...anna, id: 'c' }, emptyRow('d')];
    expect(countriesOf(rows)).toEqual([
      { country: 'GERMANY', count: 2 },
      { country: 'FRANCE', count: 1 },
    ]);
  });
});

describe('letters that could not be read', () => {
  it('flag the field that holds U+FFFD, in words a marketer reads', () => {
    expect(
      validateRow({ ...anna, addressName: 'J\uFFFDrgen M\uFFFDller', addressLine2: 'Hof \uFFFD' }),
    ).toEqual({
      addressName: UNREADABLE_LETTERS,
      addressLine2: UNREADABLE_LETTERS,
    });
    expect(validateRow({ ...anna, addressName: 'Jürgen Müller' })).toEqual({});
  });

  it('are worded the same when the service refuses them', () => {
    const message = postcardRequestSchema.safeParse({
      fileUrls: ['https://x.example/a.pdf'],
      recipients: [toRecipient({ ...anna, addressCity: 'K\uFFFDln' })],
    });
    expect(message.success).toBe(false);
    const refusals = parseRefusal(describeIssues(message.error!, 'body field'));
    expect(refusals.map((r) => [r.index, r.field])).toEqual([[0, 'addressCity']]);
    expect(refusalMessage(refusals[0]!, anna)).toBe(UNREADABLE_LETTERS);
  });
});

describe('parseRefusal', () => {
  it('reads the rows and fields of a refusal worded as the contract words it', () => {
    const body = {
      fileUrls: ['https://cdn.example.com/front.pdf'],
      recipients: [anna, { ...anna, addressCountry: 'CANADA' }, anna, { ...anna, addressPostalCode: '' }].map(
        toRecipient,
      ),
    };
    const error = postcardRequestSchema.safeParse(body).error!;
    const message = `Could not create the postcard submission. ${describeIssues(error, 'body field')}`;
    const refusals = parseRefusal(message);
    expect(refusals).toEqual([
      {
        index: 1,
        field: 'addressCountry',
        message: "postcards go only to addresses in the European Union; 'CANADA' is not a member state",
      },
      { index: 3, field: 'addressPostalCode', message: 'must not be empty' },
    ]);
    expect(refusalMessage(refusals[0]!, { ...anna })).toMatch(/^Canada is not in the European Union/);
    expect(refusalMessage(refusals[1]!, anna)).toBe('Enter the postal code.');
  });

  it('reads a whole recipient and a refused PDF link; finds no recipient in other refusals', () => {
    const notAnObject = postcardRequestSchema.safeParse({
      fileUrls: ['https://cdn.example.com/front.pdf'],
      recipients: [...Array.from({ length: 7 }, () => toRecipient(anna)), 'Anna'],
    }).error!;
    expect(parseRefusal(describeIssues(notAnObject, 'body field'))).toEqual([
      { index: 7, field: null, message: expect.stringMatching(/object/) as unknown as string },
    ]);
    const badLink = postcardRequestSchema.safeParse({
      fileUrls: ['ftp://cdn.example.com/front.png'],
      recipients: [toRecipient(anna)],
    }).error!;
    const message = `Could not create the postcard submission. ${describeIssues(badLink, 'body field')}`;
    expect(parseRefusal(message)).toEqual([]);
    expect(readSendRefusal(message)).toMatchObject({ recipients: [], unnamed: 0 });
    expect(readSendRefusal(message).fileUrl).not.toBeNull();
    expect(parseRefusal('Could not create the postcard submission.')).toEqual([]);
  });

  it('reads the problems named before "(and n more)" and counts the rest', () => {
    const body = {
      fileUrls: ['https://cdn.example.com/front.pdf'],
      recipients: Array.from({ length: 8 }, () => toRecipient({ ...anna, addressCity: '' })),
    };
    const error = postcardRequestSchema.safeParse(body).error!;
    const refusal = readSendRefusal(
      `Could not create the postcard submission. ${describeIssues(error, 'body field')}`,
    );
    expect(refusal.recipients.map((r) => [r.index, r.field, r.message])).toEqual(
      [0, 1, 2, 3, 4].map((i) => [i, 'addressCity', 'must not be empty']),
    );
    expect(refusal.unnamed).toBe(3);
    expect(refusal.fileUrl).toBeNull();
  });
});

describe('words', () => {
  it('names the PDF file, the status', () => {
    const files: [link: string, name: string][] = [
      ['https://cdn.example.com/designs/spring%20sale.pdf?v=2', 'spring sale.pdf'],
      ['not a url', 'not a url'],
    ];
    for (const [link, name] of files) expect(pdfFileName(link)).toBe(name);
    const statuses: [status: string, words: string][] = [
      ['SUBMITTED', 'Submitted: received and waiting to be printed'],
      ['ON_HOLD', 'On hold'],
    ];
    for (const [status, words] of statuses) expect(statusWords(status)).toBe(words);
  });
});
