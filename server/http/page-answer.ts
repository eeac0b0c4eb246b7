/**
 * The success envelope of a large list answer, parsed and serialized in batches of its `nodes`, yielding
 * to the event loop between them. A planner search of 500 routes with outlines and demographics is about
 * 500 KB of JSON: parsing it with its response schema and serializing it in one step held the event loop
 * for tens of milliseconds, and every other request waited (issue 37: the heaviest read's longest block
 * stays under 50 ms, measured by `npm run bench`).
 *
 * The result is what `JSON.stringify({success: true, data: schema.parse(answer)})` gives, with `nodes`
 * first among `data`'s keys: the other fields are parsed by the whole schema (with no nodes), each node
 * by the array's element schema.
 */
import type { z } from 'zod/mini';
import { yieldToEventLoop } from '../domain/event-loop';

/** Nodes parsed and serialized between two yields. */
const BATCH = 100;

interface Def {
  type?: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  element?: z.ZodMiniType;
  checks?: unknown[];
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * For a response schema of the form `{nodes: z.array(node), …}` (no checks on the array itself), the
 * node's schema; otherwise undefined (the answer is parsed in one step).
 */
export function pageNodeSchema(schema: z.ZodMiniType): z.ZodMiniType | undefined {
  const def = defOf(schema);
  if (def.type !== 'object' || def.checks?.length) return undefined;
  const nodes = def.shape?.nodes?._zod.def;
  if (nodes?.type !== 'array' || nodes.checks?.length || !nodes.element) return undefined;
  return nodes.element;
}

/** The success envelope's text for `answer`, `nodes` parsed and serialized BATCH at a time. */
export async function serializePage(
  schema: z.ZodMiniType,
  node: z.ZodMiniType,
  answer: { nodes: readonly unknown[] },
): Promise<string> {
  const { nodes, ...rest } = answer;
  // The other fields as the whole schema parses them (nodes given empty, then left out: they follow).
  const others = schema.parse({ ...rest, nodes: [] }) as Record<string, unknown>;
  delete others.nodes;
  const parts: string[] = [];
  for (let start = 0; start < nodes.length; start += BATCH) {
    if (start > 0) await yieldToEventLoop();
    const batch = nodes.slice(start, start + BATCH).map((n) => node.parse(n));
    parts.push(JSON.stringify(batch).slice(1, -1));
  }
  const tail = JSON.stringify(others).slice(1, -1);
  return `{"success":true,"data":{"nodes":[${parts.join(',')}]${tail ? `,${tail}` : ''}}}`;
}
