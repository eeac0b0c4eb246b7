import { z } from './zod';

/** One value an attribute can take: `value` is what the demographics step sends, `label` what to show. */
export const demographicValueSchema = z.object({ value: z.string(), label: z.string() });
export type DemographicValue = z.infer<typeof demographicValueSchema>;

/**
 * One attribute (for example age, income or household size). `key` is what the demographics step sends
 * as `attributes[].key`; `multiple` says whether several values may be chosen (default true).
 */
export const demographicAttributeSchema = z.object({
  key: z.string(),
  label: z.string(),
  description: z.optional(z.string()),
  multiple: z._default(z.boolean(), true),
  values: z.array(demographicValueSchema),
});
export type DemographicAttribute = z.infer<typeof demographicAttributeSchema>;

/**
 * The response. The spec does not show it ("available audience attributes and their values"); this shape
 * is the sandbox's: `{attributes: [{key, label, values: [{value, label}]}]}`.
 */
export const demographicAttributesSchema = z.object({ attributes: z.array(demographicAttributeSchema) });
export type DemographicAttributes = z.infer<typeof demographicAttributesSchema>;
