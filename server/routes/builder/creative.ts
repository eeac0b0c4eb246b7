import { fieldError } from '../../../src/api/contract/describe-issues';
import { endpoints } from '../../../src/api/contract/endpoints';
import {
  designFit,
  designFormatText,
  designUnfitText,
  subtypePieceChannel,
  type FitSubtype,
} from '../../../src/api/contract/print-format';
import type { CampaignDraftRow } from '../../db/types';
import { chosenDesignFlyer, type FlyerSource } from '../../domain/draft-writes';
import type { OwnedCampaign } from '../../domain/owned-campaign';
import { toStoredId } from '../../domain/stored-id';
import { badRequest } from '../../http/errors';
import type { Handler } from '../../http/mount';
import { nextId, nowIso, saveDraft, writableDraft, type BuilderContext, type Trx } from './draft-store';

/**
 * Replaces the draft's flyer artwork with the chosen design's (`chosenDesignFlyer`), so the campaign's
 * artwork read (`GET /client/campaigns/{id}/artworks`) answers the choice. One flyer row whatever the
 * number of writes; the logo and additional pieces stay.
 */
async function replaceFlyer(
  trx: Trx,
  campaign: OwnedCampaign,
  design: { name: string; format: string; thumbnail_path: string },
  source: FlyerSource,
  now: string,
) {
  const client = await trx
    .selectFrom('clients')
    .select('name')
    .where('id', '=', campaign.client_id)
    .executeTakeFirst();
  const flyer = chosenDesignFlyer({
    campaignName: campaign.name,
    clientName: client?.name ?? '',
    design,
    source,
  });
  const stored = await trx
    .selectFrom('campaign_artworks')
    .select(['kind', 'position', 'file_name', 'file_path', 'thumbnail_path', 'design_source', 'is_uploaded'])
    .where('campaign_id', '=', campaign.id)
    .where('kind', '=', 'flyer')
    .execute();
  // The same choice again keeps its row as it is (a PUT gives the same state).
  const same = (r: (typeof stored)[number]) =>
    (Object.keys(flyer) as (keyof typeof flyer)[]).every((k) => r[k] === flyer[k]);
  if (stored.length === 1 && same(stored[0]!)) return;
  await trx
    .deleteFrom('campaign_artworks')
    .where('campaign_id', '=', campaign.id)
    .where('kind', '=', 'flyer')
    .execute();
  await trx
    .insertInto('campaign_artworks')
    .values({
      id: await nextId(trx, 'campaign_artworks'),
      campaign_id: campaign.id,
      ...flyer,
      created_at: now,
    })
    .execute();
}

const isFitSubtype = (subtype: string | null): subtype is FitSubtype =>
  subtype !== null && Object.hasOwn(subtypePieceChannel, subtype);

const draftWords = (d: { channel: string | null; subtype: string | null }) =>
  d.channel && d.subtype ? `${d.channel}+${d.subtype}` : 'draft';

/**
 * The draft's format once a design or template of `format` is chosen, or the refusal `refuse` builds
 * from the reason (`designUnfitText`) when it does not fit the draft (`designFit`). A mail draft takes the
 * piece's EDDM format (a postcard no EDDM format takes, on a saved-audience draft, is priced as SMALL);
 * a street draft keeps none (its flyer size is read from the design); another channel keeps its own.
 */
function fittingFormat(
  draft: CampaignDraftRow,
  format: string,
  options: { postalCompliant?: boolean },
  refuse: (reason: string) => Error,
): string | null {
  if (!isFitSubtype(draft.subtype)) return draft.format;
  const fit = designFit(format, draft.subtype, options);
  if (!fit.fits) throw refuse(designUnfitText[fit.reason]);
  if (subtypePieceChannel[draft.subtype] === 'mail') return fit.eddmFormat ?? 'SMALL';
  return null;
}

/**
 * Creative: one of the caller's READY designs, or a library template (reusing the design the client
 * already started from it, else starting one), when it fits the draft; the campaign's flyer artwork
 * follows the choice.
 */
export const setDraftCreative =
  ({ inTransaction }: BuilderContext): Handler<typeof endpoints.setDraftCreative> =>
  ({ auth, params, body }) =>
    inTransaction(async (trx) => {
      const { campaign, draft } = await writableDraft(trx, auth.clientId, params.id, 'change');
      const now = nowIso();
      if (body.designId !== undefined) {
        const stored = toStoredId(body.designId);
        const design =
          stored === null
            ? undefined
            : await trx
                .selectFrom('designs')
                .select(['id', 'name', 'status', 'format', 'thumbnail_path'])
                .where('id', '=', stored)
                .where('client_id', '=', auth.clientId)
                .executeTakeFirst();
        if (!design) {
          throw badRequest(
            fieldError(
              'designId',
              `'${body.designId}' is not one of your designs ` +
                `(${endpoints.listDesigns.method} ${endpoints.listDesigns.path} lists them)`,
            ),
          );
        }
        if (design.status !== 'READY') {
          throw badRequest(
            fieldError(
              'designId',
              `design ${design.id} (${design.name}) is ${design.status}; ` +
                'only a READY design can be chosen',
            ),
          );
        }
        const format = fittingFormat(draft, design.format, {}, (reason) =>
          badRequest(
            fieldError(
              'designId',
              `design ${design.id} (${design.name}, ` +
                `${designFormatText(design.format)}) cannot serve this ${draftWords(draft)} draft: ${reason}`,
            ),
          ),
        );
        await saveDraft(trx, campaign.id, now, {
          selected_design_id: design.id,
          template_id: null,
          format,
          last_active_step: 'creative',
        });
        await replaceFlyer(trx, campaign, design, 'design', now);
        return { campaignId: campaign.id, designId: String(design.id), templateId: null };
      }

      const templateId = body.templateId!;
      const stored = toStoredId(templateId);
      const template =
        stored === null
          ? undefined
          : await trx
              .selectFrom('design_templates')
              .select(['id', 'name', 'format', 'thumbnail_path', 'postal_compliant'])
              .where('id', '=', stored)
              .where('is_public', '=', 1)
              .executeTakeFirst();
      if (!template) {
        throw badRequest(
          fieldError(
            'templateId',
            `'${templateId}' is not a template of the library ` +
              `(${endpoints.listDesignTemplates.method} ${endpoints.listDesignTemplates.path} lists them)`,
          ),
        );
      }
      const format = fittingFormat(
        draft,
        template.format,
        { postalCompliant: template.postal_compliant === 1 },
        (reason) =>
          badRequest(
            fieldError(
              'templateId',
              `template ${template.id} (${template.name}, ` +
                `${designFormatText(template.format)}) cannot serve this ${draftWords(draft)} draft: ${reason}`,
            ),
          ),
      );
      // A template the client already started a design from (in any draft) reuses that design, the
      // draft's own first: choosing it again never makes a second "(from template)" design.
      const started = await trx
        .selectFrom('designs')
        .select(['id', 'name', 'format', 'thumbnail_path'])
        .where('client_id', '=', auth.clientId)
        .where('template_id', '=', template.id)
        .where('format', '=', template.format)
        .where('status', '=', 'READY')
        .orderBy('id')
        .execute();
      const current =
        started.find((d) => d.id === draft.selected_design_id) ??
        started.find((d) => d.name === `${template.name} (from template)`) ??
        started[0];
      let design = current;
      if (design === undefined) {
        design = {
          id: await nextId(trx, 'designs'),
          name: `${template.name} (from template)`,
          format: template.format,
          thumbnail_path: template.thumbnail_path,
        };
        await trx
          .insertInto('designs')
          .values({
            ...design,
            client_id: auth.clientId,
            status: 'READY',
            template_id: template.id,
            created_at: now,
          })
          .execute();
      }
      const designId = design.id;
      await saveDraft(trx, campaign.id, now, {
        selected_design_id: designId,
        template_id: template.id,
        format,
        last_active_step: 'creative',
      });
      await replaceFlyer(trx, campaign, design, 'template', now);
      return { campaignId: campaign.id, designId: String(designId), templateId: String(template.id) };
    });
