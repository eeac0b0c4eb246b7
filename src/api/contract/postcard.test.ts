import { describe, expect, it } from 'vitest';
import {
  euCountry,
  euMemberCountries,
  isEuCountry,
  postcardRequestSchema,
  postcardSubmissionSchema,
} from './postcard';

const recipient = {
  addressName: 'Anna Schmidt',
  addressLine1: 'Hauptstraße 5',
  addressCity: 'Berlin',
  addressState: 'Berlin',
  addressPostalCode: '10115',
  addressCountry: 'GERMANY',
};
const request = { fileUrls: ['https://cdn.example.com/designs/postcard-front.pdf'], recipients: [recipient] };
const pathsOf = (body: unknown) =>
  (postcardRequestSchema.safeParse(body).error?.issues ?? []).map((i) => i.path.join('.'));

describe('postcardRequestSchema', () => {
  it('parses one PDF URL and EU recipients', () => {
    const parsed = postcardRequestSchema.parse({
      ...request,
      recipients: [recipient, { ...recipient, addressLine2: 'Hinterhaus', addressCountry: 'FRANCE' }],
    });
    expect(parsed.recipients).toHaveLength(2);
    expect(
      postcardRequestSchema.parse({ ...request, fileUrls: ['http://x.example/a/B.PDF?v=2'] }).fileUrls,
    ).toHaveLength(1);
  });

  it('refuses two fileUrls, none, and URLs that are not http(s) PDFs', () => {
    expect(pathsOf({ ...request, fileUrls: [request.fileUrls[0], request.fileUrls[0]] })).toEqual([
      'fileUrls',
    ]);
    expect(pathsOf({ ...request, fileUrls: [] })).toEqual(['fileUrls']);
    expect(pathsOf({ recipients: [recipient] })).toEqual(['fileUrls']);
    expect(pathsOf({ ...request, fileUrls: ['https://cdn.example.com/front.png'] })).toEqual(['fileUrls.0']);
    expect(pathsOf({ ...request, fileUrls: ['ftp://cdn.example.com/front.pdf'] })).toEqual(['fileUrls.0']);
    expect(pathsOf({ ...request, fileUrls: ['front.pdf'] })).toEqual(['fileUrls.0']);
  });

  it('refuses an empty recipient list and missing required recipient fields', () => {
    expect(pathsOf({ ...request, recipients: [] })).toEqual(['recipients']);
    const { addressPostalCode: _omit, ...noPostcode } = recipient;
    expect(pathsOf({ ...request, recipients: [noPostcode] })).toEqual(['recipients.0.addressPostalCode']);
    const missing = postcardRequestSchema.safeParse({ ...request, recipients: [noPostcode] });
    expect(missing.error?.issues[0]?.message).toBe('is required');
    expect(pathsOf({ ...request, recipients: [{ ...recipient, addressName: '  ' }] })).toEqual([
      'recipients.0.addressName',
    ]);
  });

  it('refuses a non-EU country and a country not in capitals', () => {
    const [usIssue] = postcardRequestSchema.safeParse({
      ...request,
      recipients: [{ ...recipient, addressCountry: 'UNITED STATES' }],
    }).error!.issues;
    expect(usIssue?.path.join('.')).toBe('recipients.0.addressCountry');
    expect(usIssue?.message).toMatch(/European Union/);
    expect(pathsOf({ ...request, recipients: [{ ...recipient, addressCountry: 'SWITZERLAND' }] })).toEqual([
      'recipients.0.addressCountry',
    ]);
    expect(pathsOf({ ...request, recipients: [{ ...recipient, addressCountry: 'Germany' }] })).toEqual([
      'recipients.0.addressCountry',
    ]);
    expect(pathsOf({ ...request, recipients: [{ ...recipient, addressCountry: 'DE' }] })).toEqual([
      'recipients.0.addressCountry',
    ]);
  });
});

describe('EU member countries', () => {
  it('lists the 27 member states in capitals and checks names', () => {
    expect(euMemberCountries).toHaveLength(27);
    expect(euMemberCountries.every((c) => c === c.toUpperCase())).toBe(true);
    expect(isEuCountry('IRELAND')).toBe(true);
    expect(isEuCountry('UNITED KINGDOM')).toBe(false);
    expect(isEuCountry('NORWAY')).toBe(false);
    expect(isEuCountry('ireland')).toBe(false);
    expect(euCountry('CZECH REPUBLIC')).toBe('CZECHIA');
  });
});

describe('postcardSubmissionSchema', () => {
  it('parses the submission', () => {
    const submission = {
      JobGuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
      submissionId: 'sub_1001',
      status: 'SUBMITTED',
      estimatedCompletionDate: '2026-04-10',
    };
    expect(postcardSubmissionSchema.parse({ ...submission, price: 1.2 })).toEqual(submission);
    expect(postcardSubmissionSchema.safeParse({ ...submission, JobGuid: undefined }).success).toBe(false);
  });
});
