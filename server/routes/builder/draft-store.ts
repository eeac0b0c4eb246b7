import type { Context } from 'hono';
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import { draftInternalStatuses } from '../../../src/api/contract/builder';
import { eddmCampaignDefaultFormat } from '../../../src/api/contract/quote';
import type { CampaignDraftRow, CampaignDraftsTable, DB } from '../../db/types';
import { isoDay } from '../../domain/calendar';
import { assertWritableDraft, type BuilderStep, type DraftAction } from '../../domain/draft-writes';
import { idempotencyStoreOf, keyedRequest, REPLAYED_HEADER } from '../../domain/idempotency';
import { defaultChannelOf } from '../../domain/lead-times';
import { requireOwnedCampaign, type OwnedCampaign } from '../../domain/owned-campaign';

/**
 * The builder's draft storage, shared by its write handlers (one module per write in this folder,
 * mounted by routes.ts): the transaction a write runs in, the writable draft it starts from, and how it
 * records a step.
 */

export type Trx = Transaction<DB>;

interface WritableDraft {
  campaign: OwnedCampaign;
  draft: CampaignDraftRow;
}

/** Rows per multi-row insert (SQLite binds at most 32,766 values per statement). */
const CHUNK = 500;

/**
 * The caller's campaign (404 like a missing one otherwise) and its builder state, when it is still a
 * draft (409 saying its state otherwise). A draft the seed left without builder state gets the default
 * one of its type.
 */
export async function writableDraft(
  trx: Trx,
  clientId: string,
  id: string,
  action: DraftAction,
): Promise<WritableDraft> {
  const campaign = await requireOwnedCampaign(trx, clientId, id);
  const draft = await trx
    .selectFrom('campaign_drafts')
    .selectAll()
    .where('campaign_id', '=', campaign.id)
    .executeTakeFirst();
  assertWritableDraft(campaign, draft?.internal_status ?? draftInternalStatuses.draft, action);
  if (draft) return { campaign, draft };
  const { channel, subtype } = defaultChannelOf(campaign.type);
  const row = newDraftRow(campaign.id, channel, subtype, campaign.created_at);
  row.updated_at = campaign.updated_at;
  await trx.insertInto('campaign_drafts').values(row).execute();
  return { campaign, draft: row };
}

/** The builder state of a draft no step has been saved for yet. */
export function newDraftRow(
  campaignId: number,
  channel: string | null,
  subtype: string | null,
  at: string,
  format?: string,
): CampaignDraftRow {
  return {
    campaign_id: campaignId,
    channel,
    subtype,
    internal_status: draftInternalStatuses.draft,
    last_active_step: null,
    selected_design_id: null,
    template_id: null,
    audience_id: null,
    volume: null,
    format: subtype === 'EDDM' ? (format ?? eddmCampaignDefaultFormat) : null,
    suggestions_enabled: subtype === 'EDDM' ? 1 : 0,
    submitted_at: null,
    created_at: at,
    updated_at: at,
  };
}

/** Records a write: the draft's changes (and the step, when the write is one), both updated_at bumped. */
export async function saveDraft(
  trx: Trx,
  campaignId: number,
  now: string,
  changes: Updateable<CampaignDraftsTable> & { last_active_step?: BuilderStep },
  campaignChanges: Updateable<DB['campaigns']> = {},
) {
  await trx
    .updateTable('campaign_drafts')
    .set({ ...changes, updated_at: now })
    .where('campaign_id', '=', campaignId)
    .execute();
  await trx
    .updateTable('campaigns')
    .set({ ...campaignChanges, updated_at: now })
    .where('id', '=', campaignId)
    .execute();
}

export async function nextId(
  trx: Trx,
  table: 'designs' | 'draft_locations' | 'campaign_artworks',
): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** Inserts `rows` CHUNK at a time, awaiting `pause` between chunks (none by default). */
export async function insertChunked<T extends 'draft_routes' | 'draft_cities' | 'draft_attributes'>(
  trx: Trx,
  table: T,
  rows: readonly Insertable<DB[T]>[],
  pause: () => Promise<void> = () => Promise.resolve(),
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    if (i > 0) await pause();
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/** What every write handler runs with: a transaction per request, and keyed writes for create and submit. */
export interface BuilderContext {
  /** Runs `work` in one transaction: on disk (WAL) when answered; a refused write changes nothing. */
  inTransaction: <T>(work: (trx: Trx) => Promise<T>) => Promise<T>;
  /**
   * A retried create or submit (same `Idempotency-Key`) is answered once: no second draft, no second
   * submission. The write and its stored answer are one transaction (domain/idempotency.ts).
   */
  keyedWrite: <T>(c: Context, clientId: string, work: (trx: Trx) => Promise<T>) => Promise<T>;
}

export function builderContext(db: Kysely<DB>): BuilderContext {
  const idempotency = idempotencyStoreOf(db);
  return {
    inTransaction: (work) => db.transaction().execute(work),
    keyedWrite: async (c, clientId, work) =>
      idempotency.once(await keyedRequest(c, clientId), work, () => c.header(REPLAYED_HEADER, 'true')),
  };
}

export const nowIso = () => new Date().toISOString();
export const today = () => isoDay(new Date());
