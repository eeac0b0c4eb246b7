import { z } from './zod';
import { knownText } from './wire-schema';
import { recordId } from './common';
import { listPage } from './envelope';
import { qList, qPaging, qText, type RawQuery } from './query';

/**
 * Audience statuses. The spec shows only READY (the state an audience must be in before a campaign
 * using it can be submitted). PROCESSING and FAILED are the sandbox's names for the others; `status` is
 * read as free text, so any other value a service sends still shows.
 */
export const audienceStatuses = ['READY', 'PROCESSING', 'FAILED'] as const;
export type AudienceStatus = (typeof audienceStatuses)[number];

/**
 * A saved address list. `address_count` is the figure the cost preview bills on; null means the count
 * could not be read. It is unknown, never zero: show it as unknown.
 */
export const audienceSchema = z.object({
  id: recordId,
  name: z.string(),
  client_id: z.string(),
  status: knownText(audienceStatuses),
  address_count: z.nullable(z.number().check(z.int(), z.nonnegative())),
});
export type Audience = z.infer<typeof audienceSchema>;

export const audienceListSchema = listPage(audienceSchema);
export type AudienceList = z.infer<typeof audienceListSchema>;

/** A status filter value, compared in capitals. */
const statusValue = z.pipe(
  z.string().check(z.regex(/^[A-Za-z_]{1,40}$/, 'expected a status such as READY')),
  z.transform((s) => s.toUpperCase()),
);

/** `GET /client/audiences` query: `ids`, `statuses`, `search` (name), `first` 1..500 default 50, `skip`. */
export const audienceListQuerySchema = z.object({
  ids: qList(recordId),
  statuses: qList(statusValue),
  search: qText(),
  ...qPaging(),
});
export type AudienceListQuery = z.output<typeof audienceListQuerySchema>;
export type AudienceListParams = Partial<AudienceListQuery>;

export const parseAudienceListQuery = (raw: RawQuery) => audienceListQuerySchema.safeParse(raw);
