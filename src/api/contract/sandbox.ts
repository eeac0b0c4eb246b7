import { z } from 'zod';

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
