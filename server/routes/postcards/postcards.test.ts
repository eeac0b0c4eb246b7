import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import {
  postcardFailureMessage,
  postcardSubmissionSchema,
  unreadableLettersMessage,
  type PostcardSubmission,
} from '../../../src/api/contract/postcard';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

let sb: Sandbox;
let key: string;
let otherKey: string;

beforeAll(async () => {
  sb = await startTestSandbox();
  key = sb.credentials.clients[0]!.clientKey;
  otherKey = sb.credentials.clients[1]!.clientKey;
});
afterAll(() => sb.close());

const recipient = {
  addressName: 'Anna Schmidt',
  addressLine1: 'Hauptstraße 5',
  addressCity: 'Berlin',
  addressState: 'Berlin',
  addressPostalCode: '10115',
  addressCountry: 'GERMANY',
};
const fileUrl = 'https://cdn.example.com/designs/spring-postcard.pdf';
const request = { fileUrls: [fileUrl], recipients: [recipient] };
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ ...recipient, addressName: `Recipient ${i}` }));

async function post(body: unknown, opts: { token?: string | null; raw?: string; type?: string } = {}) {
  const token = opts.token === undefined ? key : opts.token;
  const headers: Record<string, string> = token === null ? {} : authHeaders(token);
  headers['Content-Type'] = opts.type ?? 'application/json';
  const res = await sb.fetch(endpoints.sendPostcards.path, {
    method: 'POST',
    headers,
    body: opts.raw ?? JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}

async function send(body: unknown, token = key): Promise<PostcardSubmission> {
  const res = await post(body, { token });
  expect(res.status, res.text).toBe(200);
  return successEnvelope(postcardSubmissionSchema).parse(res.body).data;
}

const stored = async () => ({
  submissions: Number(
    (
      await sb.db
        .selectFrom('postcard_submissions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  recipients: Number(
    (
      await sb.db
        .selectFrom('postcard_recipients')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

/**
 * Posts a request that must be refused: 400, the generic creation-failure sentence first, nothing
 * stored. Returns what follows the sentence.
 */
async function refused(body: unknown, opts: { raw?: string; type?: string } = {}): Promise<string> {
  const before = await stored();
  const res = await post(body, opts);
  expect(res.status, res.text).toBe(400);
  const { error } = failureEnvelope.parse(res.body);
  expect(error.startsWith(`${postcardFailureMessage} `), error).toBe(true);
  expect(await stored()).toEqual(before);
  return error.slice(postcardFailureMessage.length + 1);
}

/** `n` business days (Monday to Friday) after `day`, counted here independently of the sandbox. */
function businessDaysAfter(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  let left = n;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}

describe('POST /postcards: credentials', () => {
  it('401 without a credential, 403 with an access token; nothing stored', async () => {
    const none = await post(request, { token: null });
    expect(none.status).toBe(401);
    failureEnvelope.parse(none.body);
    const access = await post(request, { token: sb.credentials.clients[0]!.accessToken });
    expect(access.status).toBe(403);
    failureEnvelope.parse(access.body);
    expect(await stored()).toEqual({ submissions: 0, recipients: 0 });
  });
});

describe('POST /postcards: a submission', () => {
  it('answers JobGuid, submissionId, status SUBMITTED and the completion 5 business days on', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const res = await post(request);
    expect(res.status, res.text).toBe(200);
    const data = (res.body as { data: Record<string, unknown> }).data;
    expect(Object.keys(data).sort()).toEqual([
      'JobGuid',
      'estimatedCompletionDate',
      'status',
      'submissionId',
    ]);
    const sub = postcardSubmissionSchema.parse(data);
    expect(sub.JobGuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sub.submissionId).toMatch(/^\d+$/);
    expect(sub.status).toBe('SUBMITTED');
    const today = new Date().toISOString().slice(0, 10);
    expect([businessDaysAfter(day, 5), businessDaysAfter(today, 5)]).toContain(sub.estimatedCompletionDate);
    const second = await send(request);
    expect(second.JobGuid).not.toBe(sub.JobGuid);
    expect(Number(second.submissionId)).toBe(Number(sub.submissionId) + 1);
  });

  it('stores the submission and its recipients in order, for the caller', async () => {
    const recipients = [
      { ...recipient, addressLine2: 'Hinterhaus, 2. OG' },
      { ...recipient, addressName: 'Jan Novák', addressCity: 'Praha', addressCountry: 'CZECH REPUBLIC' },
      { ...recipient, addressName: 'Marie Curie', addressCity: 'Paris', addressCountry: ' FRANCE ' },
    ];
    const sub = await send({ fileUrls: ['http://files.example.org/a/B.PDF?v=2'], recipients }, otherKey);
    const row = await sb.db
      .selectFrom('postcard_submissions')
      .selectAll()
      .where('id', '=', Number(sub.submissionId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      client_id: sb.credentials.clients[1]!.clientId,
      job_guid: sub.JobGuid,
      status: 'SUBMITTED',
      file_url: 'http://files.example.org/a/B.PDF?v=2',
      recipient_count: 3,
      estimated_completion_date: sub.estimatedCompletionDate,
    });
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
    const rows = await sb.db
      .selectFrom('postcard_recipients')
      .selectAll()
      .where('submission_id', '=', Number(sub.submissionId))
      .orderBy('position')
      .execute();
    expect(
      rows.map((r) => [r.position, r.address_name, r.address_line2, r.address_city, r.address_country]),
    ).toEqual([
      [0, 'Anna Schmidt', 'Hinterhaus, 2. OG', 'Berlin', 'GERMANY'],
      [1, 'Jan Novák', null, 'Praha', 'CZECHIA'],
      [2, 'Marie Curie', null, 'Paris', 'FRANCE'],
    ]);
    expect(rows[0]).toMatchObject({
      address_line1: 'Hauptstraße 5',
      address_state: 'Berlin',
      address_postal_code: '10115',
    });
  });

  it('takes 1,000 recipients, every one stored', async () => {
    const sub = await send({ fileUrls: [fileUrl], recipients: many(1000) });
    const rows = await sb.db
      .selectFrom('postcard_recipients')
      .select(['position', 'address_name'])
      .where('submission_id', '=', Number(sub.submissionId))
      .orderBy('position')
      .execute();
    expect(rows).toHaveLength(1000);
    expect(rows[999]).toEqual({ position: 999, address_name: 'Recipient 999' });
  });
});

describe('POST /postcards: refusals start with the generic sentence, then name the row and field', () => {
  it('fileUrls: exactly one', async () => {
    expect(await refused({ ...request, fileUrls: [fileUrl, fileUrl] })).toBe(
      "Invalid body field 'fileUrls': exactly one PDF URL is supported",
    );
    expect(await refused({ ...request, fileUrls: [] })).toBe(
      "Invalid body field 'fileUrls': exactly one PDF URL is supported",
    );
    expect(await refused({ recipients: [recipient] })).toBe("Invalid body field 'fileUrls': is required");
    expect(await refused({ ...request, fileUrls: fileUrl })).toMatch(
      /^Invalid body field 'fileUrls': expected/,
    );
  });

  it('fileUrls: an http(s) URL of a PDF, nothing else', async () => {
    for (const url of [
      'ftp://cdn.example.com/front.pdf',
      'file:///etc/front.pdf',
      'javascript:alert(1)//.pdf',
      'data:application/pdf,x.pdf',
      'front.pdf',
      '//cdn.example.com/front.pdf',
      'https://cdn.example.com/front.png',
      `https://cdn.example.com/${'a'.repeat(2048)}.pdf`,
    ]) {
      expect(await refused({ ...request, fileUrls: [url] }), url).toMatch(
        /^Invalid body field 'fileUrls\[0\]': /,
      );
    }
    expect(await refused({ ...request, fileUrls: [5] })).toMatch(/^Invalid body field 'fileUrls\[0\]': /);
  });

  it('recipients: 1 to 1,000', async () => {
    expect(await refused({ ...request, recipients: [] })).toBe(
      "Invalid body field 'recipients': at least one recipient is required",
    );
    expect(await refused({ ...request, recipients: many(1001) })).toBe(
      "Invalid body field 'recipients': at most 1000 recipients per request",
    );
    expect(await refused({ fileUrls: [fileUrl] })).toBe("Invalid body field 'recipients': is required");
  });

  it('each required recipient field, named with its row', async () => {
    for (const field of [
      'addressName',
      'addressLine1',
      'addressCity',
      'addressState',
      'addressPostalCode',
      'addressCountry',
    ]) {
      const row = Object.fromEntries(Object.entries(recipient).filter(([k]) => k !== field));
      expect(await refused({ ...request, recipients: [recipient, row] }), field).toBe(
        `Invalid body field 'recipients[1].${field}': is required`,
      );
      expect(await refused({ ...request, recipients: [{ ...recipient, [field]: '  ' }] }), field).toBe(
        `Invalid body field 'recipients[0].${field}': must not be empty`,
      );
    }
    expect(
      await refused({ ...request, recipients: [{ ...recipient, addressPostalCode: '1'.repeat(21) }] }),
    ).toBe("Invalid body field 'recipients[0].addressPostalCode': must be at most 20 characters");
    expect(await refused({ ...request, recipients: [{ ...recipient, addressLine2: 5 }] })).toMatch(
      /^Invalid body field 'recipients\[0\]\.addressLine2': /,
    );
  });

  it('a country outside the European Union is refused, naming the row: recipients[3].addressCountry', async () => {
    const recipients = many(5);
    recipients[3] = { ...recipient, addressCountry: 'CANADA' };
    expect(await refused({ ...request, recipients })).toBe(
      "Invalid body field 'recipients[3].addressCountry': postcards go only to addresses in the European Union; 'CANADA' is not a member state",
    );
    for (const country of [
      'UNITED KINGDOM',
      'SWITZERLAND',
      'NORWAY',
      'UNITED STATES',
      'DE',
      'EU',
      'Canada',
    ]) {
      expect(
        await refused({ ...request, recipients: [{ ...recipient, addressCountry: country }] }),
        country,
      ).toMatch(
        /^Invalid body field 'recipients\[0\]\.addressCountry': postcards go only to addresses in the European Union/,
      );
    }
  });

  it('a member state not in capitals is refused, saying how to write it', async () => {
    for (const [country, capitals] of [
      ['germany', 'GERMANY'],
      ['Germany', 'GERMANY'],
      ['France', 'FRANCE'],
    ]) {
      expect(await refused({ ...request, recipients: [{ ...recipient, addressCountry: country }] })).toBe(
        `Invalid body field 'recipients[0].addressCountry': write the full country name in capitals: ${capitals}`,
      );
    }
  });

  it('text with letters that could not be read (U+FFFD) is refused, naming the row and field', async () => {
    const recipients = many(3);
    recipients[1] = { ...recipient, addressName: 'J\uFFFDrgen M\uFFFDller' };
    expect(await refused({ ...request, recipients })).toBe(
      `Invalid body field 'recipients[1].addressName': ${unreadableLettersMessage}`,
    );
    for (const field of [
      'addressLine1',
      'addressLine2',
      'addressCity',
      'addressState',
      'addressPostalCode',
    ]) {
      expect(
        await refused({ ...request, recipients: [{ ...recipient, [field]: 'K\uFFFDln' }] }),
        field,
      ).toContain(`Invalid body field 'recipients[0].${field}': ${unreadableLettersMessage}`);
    }
    // A country with one is no member state's name, and is refused as such.
    expect(
      await refused({ ...request, recipients: [{ ...recipient, addressCountry: 'GERMAN\uFFFD' }] }),
    ).toMatch(/^Invalid body field 'recipients\[0\]\.addressCountry': /);
    // The letters themselves are taken as they are.
    await send({
      ...request,
      recipients: [{ ...recipient, addressName: 'Jürgen Müller', addressCity: 'Köln' }],
    });
  });

  it('several problems are all named', async () => {
    const error = await refused({
      fileUrls: ['ftp://x/y.pdf'],
      recipients: [recipient, { ...recipient, addressCountry: 'NORWAY' }, { ...recipient, addressCity: '' }],
    });
    expect(error).toContain("Invalid body field 'fileUrls[0]'");
    expect(error).toContain("Invalid body field 'recipients[1].addressCountry'");
    expect(error).toContain("Invalid body field 'recipients[2].addressCity'");
  });

  it('a body that is not a JSON object gets the same sentence first', async () => {
    expect(await refused(undefined, { raw: '{"fileUrls": [' })).toBe('Malformed JSON in the request body');
    expect(await refused(undefined, { raw: '[]' })).toBe('Request body must be a JSON object');
    expect(await refused(undefined, { raw: '' })).toMatch(/^Request body is empty/);
    expect(await refused(request, { type: 'text/plain' })).toMatch(/^Content-Type must be application\/json/);
  });
});
