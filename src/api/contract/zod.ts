/**
 * zod, as every module of the contract imports it: the `zod/mini` build, whose schemas carry only
 * `parse`, `safeParse` and `check` (the rest are functions: `z.optional(s)`, `s.check(z.minLength(1))`),
 * so a page's bundle holds only the parts of zod the contract uses, not every method of every schema.
 * Refusals read in English: the messages the service and the forms show come from zod's English locale.
 *
 * In a browser page zod is told never to compile parsers with `new Function`. The dashboard's
 * Content-Security-Policy allows no eval (vite.config.ts), and zod probes for it when it builds an object
 * schema, which the browser reports as a policy violation. Every schema module imports `z` from here, so
 * the settings hold before the first schema is built, whatever order the bundler gives the modules. The
 * sandbox, on Node, keeps zod's compiled parsers.
 */
import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };

/**
 * Refuses the value a `z.transform` is reading with `message` (a transform's context is the value being
 * parsed and its issues; only refinements get an `addIssue`). Returns `z.NEVER`, for the transform to return.
 */
export function refuse(ctx: z.core.ParsePayload, message: string, path?: PropertyKey[]): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value, ...(path ? { path } : {}) });
  return z.NEVER;
}
