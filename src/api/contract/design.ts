import { z } from './zod';
import { knownText } from './wire-schema';
import { recordId } from './common';
import { qInt, qSingle, qText, type RawQuery } from './query';

/**
 * Design statuses. The spec shows only READY; PROCESSING and REJECTED are the sandbox's names for the
 * others. `status` is read as free text, so any other value still shows.
 */
export const designStatuses = ['READY', 'PROCESSING', 'REJECTED'] as const;
export type DesignStatus = (typeof designStatuses)[number];

/**
 * One of the client's designs. `name` is the file name the design was uploaded under (search matches
 * it); `format` reads like `POSTCARD_6X9`.
 */
export const designSchema = z.object({
  id: recordId,
  name: z.string(),
  clientId: z.string(),
  format: z.string(),
  status: knownText(designStatuses),
  thumbnailUrl: z.string(),
});
export type Design = z.infer<typeof designSchema>;

export const designPaginationSchema = z.object({
  currentPage: z.number().check(z.int(), z.nonnegative()),
  totalPages: z.number().check(z.int(), z.nonnegative()),
  totalItems: z.number().check(z.int(), z.nonnegative()),
});
export type DesignPagination = z.infer<typeof designPaginationSchema>;

/** `GET /client/designs` response: `{designs, pagination}` (not the usual `nodes`/`totalCount`). */
export const designListSchema = z.object({
  designs: z.array(designSchema),
  pagination: designPaginationSchema,
});
export type DesignList = z.infer<typeof designListSchema>;

/** Sort orders of the design list; `newest` (upload time, latest first) is the default. */
export const designSorts = ['newest', 'oldest', 'name_asc', 'name_desc'] as const;
export type DesignSort = (typeof designSorts)[number];

/**
 * `GET /client/designs` query. The spec names `search` (on the name) and `status` and says there are
 * format, sort and paging parameters without naming them: `format`, `sort`, `page` (1-based, default 1)
 * and `pageSize` (1..100, default 24) are the sandbox's names. `status` and `format` match
 * case-insensitively (design formats read `POSTCARD_6X9`, template formats `POSTCARD_9x6`).
 */
export const designListQuerySchema = z.object({
  search: qText(),
  status: qSingle(
    z.optional(
      z.pipe(
        z.string().check(z.trim(), z.regex(/^[A-Za-z_]{1,40}$/, 'expected a status such as READY')),
        z.transform((s) => s.toUpperCase()),
      ),
    ),
  ),
  format: qSingle(
    z.optional(
      z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_.]{1,40}$/, 'expected a format such as POSTCARD_6X9')),
    ),
  ),
  sort: qSingle(
    z.pipe(
      z.optional(z.enum(designSorts, { message: `expected one of ${designSorts.join(', ')}` })),
      z.transform((s) => s ?? 'newest'),
    ),
  ),
  page: qInt(1, 100_000, 1),
  pageSize: qInt(1, 100, 24),
});
export type DesignListQuery = z.output<typeof designListQuerySchema>;
export type DesignListParams = Partial<DesignListQuery>;

export const parseDesignListQuery = (raw: RawQuery) => designListQuerySchema.safeParse(raw);
