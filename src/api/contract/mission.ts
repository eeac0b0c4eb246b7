import { refuse, z } from './zod';
import { codeField } from './wire-schema';
import { isoDate, isoTimestamp, numericId, recordId } from './common';
import { listPage } from './envelope';
import { qList, qPaging, qRangeEnd, qText, qTimestamp, withAlias, type RawQuery } from './query';

/**
 * Mission codes the spec shows. Other type codes and the status codes between 10 and 40 and between 40
 * and 60 exist but are not shown: they arrive with their label in `typeEnum`/`statusEnum`, and the code
 * glossary carries them, so nothing here rejects an unknown code.
 */
export const missionStatusLabels = { 0: 'DRAFT', 10: 'AVAILABLE', 40: 'COMPLETED', 60: 'PAID' } as const;
export const missionTypeLabels = { 1: 'HANDTOHAND' } as const;
export type MissionStatusCode = keyof typeof missionStatusLabels;
export type MissionTypeCode = keyof typeof missionTypeLabels;

/**
 * A mission (one distribution run) as the service returns it. Curated: no distributor identity (name,
 * phone, e-mail, national id, bank, date of birth), no GPS coordinates and no pay, rate or cost field
 * exists here, and any such field a response carried is stripped by parsing.
 * `check_in_time`, `checkout_time` and `checkout_flyer_quantity` are null until the run has happened, and
 * `available_date` may be null on a draft mission.
 */
export const missionSchema = z.object({
  id: recordId,
  status: codeField(z.number().check(z.int()), 'missionStatuses', 'code'),
  type: codeField(z.number().check(z.int()), 'missionTypes', 'code'),
  campaign_id: z.string(),
  campaign_name: z.string(),
  city_id: z.string(),
  city_name: z.string(),
  location_id: z.string(),
  /** The place covered. */
  location_name: z.string(),
  /** The kind of location. */
  location_type: z.string(),
  time_range_start: isoTimestamp,
  available_date: z.nullable(isoDate),
  check_in_time: z.nullable(isoTimestamp),
  checkout_time: z.nullable(isoTimestamp),
  checkout_flyer_quantity: z.nullable(z.number().check(z.int(), z.nonnegative())),
  cancelled: z.boolean(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  statusEnum: codeField(z.string(), 'missionStatuses', 'label'),
  typeEnum: codeField(z.string(), 'missionTypes', 'label'),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionListSchema = listPage(missionSchema);
export type MissionList = z.infer<typeof missionListSchema>;

/**
 * A code filter value: a numeric code (any, since not every code is shown) or a known label,
 * case-insensitive.
 */
const codeValue = (labels: Record<number, string>, what: string) =>
  z.pipe(
    z.string(),
    z.transform((s, ctx) => {
      if (/^\d{1,4}$/.test(s)) return Number(s);
      const upper = s.toUpperCase();
      const byLabel = Object.entries(labels).find(([, label]) => label === upper);
      if (!byLabel) {
        return refuse(
          ctx,
          `unknown mission ${what} '${s}' (use a numeric code or one of ${Object.values(labels).join(', ')})`,
        );
      }
      return Number(byLabel[0]);
    }),
  );

/**
 * `GET /client/missions` query. `campaignId` has the alias `campaignIds` and `statuses` the alias
 * `status`; values given under both names are combined. `from`/`to` bound `time_range_start`, both
 * inclusive (a plain date as `to` includes that whole day). `search` matches the mission's location name
 * or label. A campaign id that is not the caller's gives an empty page, not an error. Codes are given as
 * numbers or labels; `missionListQuerySchemaFor` takes the label tables (a service that uses more codes
 * than the spec shows, such as the sandbox, accepts the labels its glossary lists).
 */
export const missionListQuerySchemaFor = (
  statusLabels: Record<number, string> = missionStatusLabels,
  typeLabels: Record<number, string> = missionTypeLabels,
) =>
  z
    .pipe(
      z.object({
        campaignId: qList(numericId),
        campaignIds: qList(numericId),
        ids: qList(recordId),
        statuses: qList(codeField(codeValue(statusLabels, 'status'), 'missionStatuses', 'filter')),
        status: qList(codeField(codeValue(statusLabels, 'status'), 'missionStatuses', 'filter')),
        types: qList(codeField(codeValue(typeLabels, 'type'), 'missionTypes', 'filter')),
        search: qText(),
        from: qTimestamp(),
        to: qRangeEnd(),
        ...qPaging(),
      }),
      z.transform(({ campaignIds, status, ...q }) => ({
        ...q,
        campaignId: withAlias(q.campaignId, campaignIds),
        statuses: withAlias(q.statuses, status),
      })),
    )
    .check(
      z.refine((q) => !(q.from && q.to && q.from > q.to), {
        message: "must not be after 'to'",
        path: ['from'],
      }),
    );
export const missionListQuerySchema = missionListQuerySchemaFor();
export type MissionListQuery = z.output<typeof missionListQuerySchema>;

/** What the dashboard sends: every field optional; serialise with `toSearchParams`. */
export type MissionListParams = Partial<MissionListQuery>;

export const parseMissionListQuery = (raw: RawQuery) => missionListQuerySchema.safeParse(raw);
