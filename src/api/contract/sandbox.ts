import { z } from './zod';
import { qSingle } from './query';

/**
 * Sandbox-only: `GET /sandbox/credentials` lists the demo clients and their credentials. It is not
 * part of the client API; the dashboard calls it only when configured for the sandbox.
 */
export const sandboxClientSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  clientKey: z.string(),
  accessToken: z.string(),
});
export type SandboxClient = z.infer<typeof sandboxClientSchema>;

export const sandboxCredentialsSchema = z.object({
  baseUrl: z.string(),
  clients: z.array(sandboxClientSchema),
});
export type SandboxCredentials = z.infer<typeof sandboxCredentialsSchema>;

/** `GET /health`. */
export const healthSchema = z.object({ status: z.literal('ok') });

const text = (max: number) =>
  qSingle(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'must not be empty'),
        z.maxLength(max, `must be at most ${max} characters`),
      ),
  );
const optionalText = (max: number) =>
  qSingle(z.optional(z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`))));
const dimension = qSingle(
  z.pipe(
    z.pipe(
      z.string().check(z.regex(/^\d{1,4}(\.\d{1,2})?$/, 'expected a positive number')),
      z.transform(Number),
    ),
    z.number().check(z.positive('must be positive')),
  ),
);

/** Kinds of artwork the sandbox draws. */
export const artKinds = ['flyer', 'design', 'template', 'logo', 'extra'] as const;
export type ArtKind = (typeof artKinds)[number];

/**
 * Sandbox-only `GET /sandbox/assets/art.svg`: a thumbnail drawn from the query alone (title, subtitle,
 * a seed for its colours, its kind and size in points).
 */
export const artQuerySchema = z.object({
  title: text(120),
  subtitle: optionalText(120),
  seed: text(40),
  kind: qSingle(z.enum(artKinds, { message: `expected one of ${artKinds.join(', ')}` })),
  w: dimension,
  h: dimension,
});

/** Sandbox-only `GET /sandbox/assets/file.pdf`: a one-page PDF drawn from the query alone. */
export const fileQuerySchema = z.object({
  title: text(160),
  subtitle: optionalText(120),
  name: qSingle(z.string().check(z.regex(/^[\w.-]{1,120}\.pdf$/, 'expected a file name ending in .pdf'))),
  w: dimension,
  h: dimension,
});
