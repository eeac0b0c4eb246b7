import { z } from './zod';

/**
 * One piece of campaign artwork. The flyer carries every field; logo and additional pieces are read
 * leniently (only `fileLink` is required), so a piece with fewer details still shows.
 */
export const artworkPieceSchema = z.object({
  fileLink: z.string(),
  thumbnailUrl: z.optional(z.nullable(z.string())),
  fileName: z.optional(z.nullable(z.string())),
  designSource: z.optional(z.nullable(z.string())),
  isUploaded: z.optional(z.boolean()),
});
export type ArtworkPiece = z.infer<typeof artworkPieceSchema>;

/** The flyer, as the spec shows it: all five fields. */
export const flyerArtworkSchema = z.object({
  fileLink: z.string(),
  thumbnailUrl: z.string(),
  fileName: z.string(),
  designSource: z.string(),
  isUploaded: z.boolean(),
});
export type FlyerArtwork = z.infer<typeof flyerArtworkSchema>;

/**
 * `GET /client/campaigns/{id}/artworks`. `logo` is nullable (spec). `flyer` is also accepted as null, for a
 * draft whose artwork is not chosen yet. `artworks` lists additional pieces (none is an empty array).
 */
export const campaignArtworkSchema = z.object({
  flyer: z.nullable(flyerArtworkSchema),
  logo: z.nullable(artworkPieceSchema),
  artworks: z._default(z.array(artworkPieceSchema), []),
});
export type CampaignArtwork = z.infer<typeof campaignArtworkSchema>;
