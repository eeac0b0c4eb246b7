import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Insertable } from 'kysely';
import { endpoints } from '../../../src/api/contract/endpoints';
import {
  euCountry,
  postcardCompletionBusinessDays,
  postcardRefusal,
  postcardRequestSchema,
  type PostcardRequest,
  type PostcardStatus,
} from '../../../src/api/contract/postcard';
import type { PostcardRecipientsTable } from '../../db/types';
import { addBusinessDays, isoDay } from '../../domain/calendar';
import { ApiError } from '../../http/errors';
import { readJsonBody } from '../../http/validate';
import type { RouteModule } from '../deps';

/** Recipient rows per multi-row insert (9 values each, far under SQLite's 32,766 bound values). */
const CHUNK = 250;

const SUBMITTED: PostcardStatus = 'SUBMITTED';

/**
 * The request body, checked with the contract's schema as `mount` would, except that every 400 starts
 * with the spec's generic creation-failure sentence and then names what was wrong (the recipient row and
 * field: `Invalid body field 'recipients[3].addressCountry': ...`).
 */
async function readPostcardRequest(c: Context): Promise<PostcardRequest> {
  try {
    return await readJsonBody(c, postcardRequestSchema);
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) {
      throw new ApiError(400, postcardRefusal(err.message), err.headers);
    }
    throw err;
  }
}

/**
 * `POST /postcards` (client key): one PDF to 1 to 1,000 recipients in the European Union. The submission
 * and its recipients are stored in one transaction (on disk when answered); a refused request stores
 * nothing. The sandbox prints and mails nothing: a submission stays `SUBMITTED`, its estimated completion
 * 5 business days after the day it was sent.
 */
export const postcardRoutes: RouteModule = (mount, { db }) => {
  // The body is read by the handler (not by `mount`) so its refusals carry the generic sentence first.
  mount({ ...endpoints.sendPostcards, body: undefined }, async ({ c, auth }) => {
    const request = await readPostcardRequest(c);
    const now = new Date();
    const createdAt = now.toISOString();
    const estimatedCompletionDate = addBusinessDays(isoDay(now), postcardCompletionBusinessDays);
    const jobGuid = randomUUID();
    const submissionId = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('postcard_submissions')
        .values({
          client_id: auth.clientId,
          job_guid: jobGuid,
          status: SUBMITTED,
          file_url: request.fileUrls[0]!,
          recipient_count: request.recipients.length,
          estimated_completion_date: estimatedCompletionDate,
          created_at: createdAt,
        })
        .executeTakeFirstOrThrow();
      const id = Number(inserted.insertId);
      const rows: Insertable<PostcardRecipientsTable>[] = request.recipients.map((r, position) => ({
        submission_id: id,
        position,
        address_name: r.addressName,
        address_line1: r.addressLine1,
        address_line2: r.addressLine2 === undefined || r.addressLine2 === '' ? null : r.addressLine2,
        address_city: r.addressCity,
        address_state: r.addressState,
        address_postal_code: r.addressPostalCode,
        address_country: euCountry(r.addressCountry) ?? r.addressCountry,
      }));
      for (let i = 0; i < rows.length; i += CHUNK) {
        await trx
          .insertInto('postcard_recipients')
          .values(rows.slice(i, i + CHUNK))
          .execute();
      }
      return id;
    });
    return {
      JobGuid: jobGuid,
      submissionId: String(submissionId),
      status: SUBMITTED,
      estimatedCompletionDate,
    };
  });
};
