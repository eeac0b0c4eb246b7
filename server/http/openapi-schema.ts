import { z } from '../../src/api/contract/zod';
import { campaignStatusLabels, campaignTypeLabels } from '../../src/api/contract/campaign';
import { wireNotes, type CodeTable, type CodeUse, type JsonSchema } from '../../src/api/contract/wire-schema';
import { missionStatusLabelsAll, missionTypeLabelsAll } from '../domain/mission-codes';

/**
 * Contract schemas as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), for the API document: zod's
 * conversion, with the contract's wire notes (`src/api/contract/wire-schema.ts`) applied: a query string
 * written as the integer, boolean or date it carries, a transform written as what travels, a code field
 * written as the enum of the sandbox's code table.
 */

export type Json = Record<string, unknown>;
export type Io = 'input' | 'output';

/** The code tables as the sandbox uses them (its missions use more codes than the spec shows). */
const codeTables: Record<CodeTable, Readonly<Record<number, string>>> = {
  campaignTypes: campaignTypeLabels,
  campaignStatuses: campaignStatusLabels,
  missionTypes: missionTypeLabelsAll,
  missionStatuses: missionStatusLabelsAll,
};

function codeSchema(table: CodeTable, use: CodeUse): Json {
  const labels = codeTables[table];
  const codes = { type: 'integer', enum: Object.keys(labels).map(Number) };
  const names = { type: 'string', enum: Object.values(labels) };
  if (use === 'code') return codes;
  if (use === 'label') return names;
  return { oneOf: [codes, names], description: 'The code, or its label in any case.' };
}

const isZod = (value: unknown): value is z.ZodMiniType => value instanceof z.ZodMiniType;

/** The safe-integer bounds zod writes on every `.int()`: true of any JSON number a client reads. */
function dropSafeIntegerBounds(schema: Json) {
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
}

/** Replaces a JSON Schema object's contents in place (zod keeps references to it). */
function replace(target: Json, by: Json) {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, structuredClone(by));
}

/** A zod schema as JSON Schema, without its `$schema` line, with the wire notes applied. */
export function jsonSchema(schema: z.ZodMiniType, io: Io): Json {
  const converted: Json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: json }) => {
      const target = json as Json;
      dropSafeIntegerBounds(target);
      const note = wireNotes.get(zodSchema as unknown as z.ZodMiniType);
      if (!note) return;
      const as = note[io];
      if (as !== undefined) {
        const description = target.description;
        replace(target, isZod(as) ? jsonSchema(as, io) : (as as JsonSchema));
        if (description !== undefined && target.description === undefined) target.description = description;
      } else if (note.codes) {
        const description = target.description;
        replace(target, codeSchema(note.codes.table, note.codes.use));
        if (description !== undefined) target.description = description;
      }
      const also = note.also?.[io];
      if (also) Object.assign(target, structuredClone(also));
      if (note.oneOf && Array.isArray(target.anyOf)) {
        target.oneOf = target.anyOf;
        delete target.anyOf;
      }
    },
  });
  delete converted.$schema;
  return converted;
}
