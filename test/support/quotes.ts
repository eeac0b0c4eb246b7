/** Shared by the quotes page's tests: what the sandbox itself quotes, and money as the page writes it. */
import type { AppSandbox } from './app-sandbox';

/** The `data` of a POST to the calculator at `path` ("eddm", "flyer-distribution"), parsed by `schema`. */
export async function serviceQuote<T>(
  env: AppSandbox,
  path: string,
  body: unknown,
  schema: { parse: (v: unknown) => { data: T } },
): Promise<T> {
  const res = await env.sandbox.fetch(`http://sandbox.test/client/calculators/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return schema.parse(await res.json()).data;
}

/** US dollars as the page shows them: cents, or up to four decimals for a unit price. */
export const usd = (n: number, unit = false) =>
  new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: unit ? 4 : 2,
  }).format(n);
