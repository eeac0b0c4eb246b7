import { z } from './zod';
import { recordId } from './common';

/**
 * A template of the shared design library (the same list for every client). `orientation` reads like
 * LANDSCAPE, `format` like POSTCARD_9x6, `industry` like FOOD. `postalCompliant` says whether the
 * template meets postal-service rules.
 */
export const designTemplateSchema = z.object({
  id: recordId,
  name: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  isPublic: z.boolean(),
  orientation: z.string(),
  format: z.string(),
  industry: z.string(),
  postalCompliant: z.boolean(),
});
export type DesignTemplate = z.infer<typeof designTemplateSchema>;

/** `GET /client/design-templates`: `data` is the array itself (no paging, no query). */
export const designTemplateListSchema = z.array(designTemplateSchema);
export type DesignTemplateList = z.infer<typeof designTemplateListSchema>;
