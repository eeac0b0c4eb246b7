/** The host names of this machine, as a URL's `hostname` spells them. */
export const LOOPBACK_HOSTNAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** `http://localhost:5173`, `http://127.0.0.1:4173`, `http://[::1]:8080`: a page served from this machine. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTNAMES.includes(url.hostname)
    );
  } catch {
    return false;
  }
}
