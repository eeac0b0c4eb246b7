/**
 * A first check of a pasted client key, before it is sent anywhere: the service issues client keys as
 * JWTs (three base64url parts separated by dots). The service has the last word.
 */
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** What was pasted, without surrounding white space or a leading "Bearer ". */
export function normaliseClientKey(input: string): string {
  return input
    .trim()
    .replace(/^bearer\s+/i, '')
    .trim();
}

/** An error message for a key that cannot be right, or undefined when it looks like a JWT. */
export function clientKeyProblem(input: string): string | undefined {
  const key = normaliseClientKey(input);
  if (key === '') return 'Enter your client key.';
  if (/\s/.test(key)) return 'A client key has no spaces or line breaks. Paste it again in one piece.';
  if (!JWT.test(key)) return 'This does not look like a client key: expected a JWT such as eyJhbGciOi…';
  return undefined;
}
