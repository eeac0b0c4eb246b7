import { z } from './zod';

/**
 * Notes for the API document (`server/http/openapi.ts`) on contract schemas, kept beside them
 * (`wireNotes`). They change nothing a schema accepts or rejects: they say how a value looks on the wire
 * where zod's JSON Schema cannot (a query string read as a number, a transform, an open code list that
 * the service fills from a known table).
 */

export type JsonSchema = { readonly [key: string]: unknown };

/** The code tables whose values the document lists (the service's own tables, with their labels). */
export type CodeTable = 'campaignTypes' | 'campaignStatuses' | 'missionTypes' | 'missionStatuses';

/**
 * How a field carries a code of a table: `code` (the number), `label` (its label, as `typeEnum`), or
 * `filter` (a query value: the number or the label).
 */
export type CodeUse = 'code' | 'label' | 'filter';

/** What the document writes instead of (or beside) what zod's JSON Schema conversion gives. */
export interface WireNote {
  /** What a caller sends (requests, query parameters): a JSON Schema, or a zod schema to convert. */
  readonly input?: JsonSchema | z.ZodMiniType;
  /** What the service answers. */
  readonly output?: JsonSchema | z.ZodMiniType;
  /** Keywords added to what zod's conversion gives, per direction. */
  readonly also?: { readonly input?: JsonSchema; readonly output?: JsonSchema };
  /** A union whose variants exclude each other: `oneOf` instead of `anyOf`. */
  readonly oneOf?: true;
  /** Values are codes of a table. */
  readonly codes?: { readonly table: CodeTable; readonly use: CodeUse };
}

/**
 * The notes, by schema instance (nothing is added to the schema itself, and zod's own conversion never
 * sees them). A schema derived from an annotated one (`.refine`, `.optional`) is another instance.
 */
export const wireNotes = new WeakMap<z.ZodMiniType, WireNote>();

/** The schema, written in the document as `note` says. */
export const documentedAs = <T extends z.ZodMiniType>(schema: T, note: WireNote): T => {
  wireNotes.set(schema, { ...wireNotes.get(schema), ...note });
  return schema;
};

/** The same JSON Schema (or zod schema) for both directions. */
export const documentedBoth = <T extends z.ZodMiniType>(schema: T, as: JsonSchema | z.ZodMiniType): T =>
  documentedAs(schema, { input: as, output: as });

/** A union whose variants exclude each other, written as `oneOf`. */
export const oneOfVariants = <T extends z.ZodMiniType>(schema: T): T => documentedAs(schema, { oneOf: true });

/** A field whose values are codes of `table`, written as an enum in the document. */
export const codeField = <T extends z.ZodMiniType>(schema: T, table: CodeTable, use: CodeUse): T =>
  documentedAs(schema, { codes: { table, use } });

/** Free text in answers, documented as the values the service is known to send (others still show). */
export const knownText = (known: readonly string[]): z.ZodMiniString =>
  documentedAs(z.string(), { output: { type: 'string', enum: [...known] } });

/** An integer query parameter on the wire: its bounds and default. */
export const integerParam = (minimum: number, maximum: number, def?: number): JsonSchema => ({
  type: 'integer',
  minimum,
  ...(maximum < Number.MAX_SAFE_INTEGER ? { maximum } : {}),
  ...(def === undefined ? {} : { default: def }),
});

/** A decimal query parameter on the wire. */
export const numberParam = (minimum: number, maximum: number, def?: number): JsonSchema => ({
  type: 'number',
  minimum,
  maximum,
  ...(def === undefined ? {} : { default: def }),
});
