/**
 * Early reads: the first reads of the pages a visit most often opens on leave as soon as the document is
 * parsed, not once the app's code has arrived and run. This file is also an inline script of index.html
 * (made from it at build time by scripts/early-reads-plugin.ts and allowed by its hash in the
 * Content-Security-Policy), so it imports nothing and runs before any module: it reads the stored client
 * key and the address, starts the reads the page's loader will ask for, and leaves them on `window`.
 * The HTTP client adopts such a read when it is about to send the very same request (same URL and
 * credential, `takeEarlyRead`): the answer then goes through the same parsing, errors and retries as one
 * it sent itself, and nothing is read twice. A read the app never asks for is simply not used.
 *
 * The requests here must be the app's own, byte for byte, or they are wasted: early-reads.test.ts visits
 * every address below through the app's router and checks that each early read is one the page sends,
 * and that the page then sends no other read of it. Addresses with anything else in them (a filter, a
 * sort) start nothing here: their reads leave from the route loader, as on any later navigation.
 */

/** The tab's storage key of the signed-in client's key (session.ts keeps it). */
export const CLIENT_KEY_STORAGE = 'doorstep.clientKey';

/** The campaign list's page sizes and its default (lib/campaign-filters.ts reads the same). */
export const PAGE_SIZES = [25, 50, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;

/** The campaign list's read (`GET /client/campaigns`). */
const CAMPAIGNS = '/client/campaigns';

/**
 * Home's first figures, the counts by status (features/home/home-loader.ts `countQueries`): every
 * campaign, the active ones (10) and the completed ones (15), each as `first=1`, reading `totalCount`.
 */
const HOME_READS = [
  `${CAMPAIGNS}?statuses=10&first=1`,
  `${CAMPAIGNS}?first=1`,
  `${CAMPAIGNS}?statuses=15&first=1`,
];

const POSITIVE = /^[1-9]\d{0,5}$/;

/** A campaign's page, its id captured. */
const CAMPAIGN_PAGE = /^\/campaigns\/(\d{1,15})$/;

/** `pathname` without its trailing slashes (the root stays `/`), as the router matches it. */
const trimPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The reads a cold visit of `pathname` and `search` starts early, as paths of the API with their query:
 * Home's counts, the campaign list's page (with no filter or sort: only `page` and `size`), a campaign.
 */
export function earlyReadPaths(pathname: string, search: string): string[] {
  const path = trimPath(pathname);
  const params = new URLSearchParams(search);
  if (path === '/') return HOME_READS;
  if (path === '/campaigns') {
    let page = 1;
    let size: number = DEFAULT_PAGE_SIZE;
    for (const [name, value] of params) {
      if (name === 'page' && POSITIVE.test(value)) page = Number(value);
      else if (name === 'size' && PAGE_SIZES.some((s) => String(s) === value)) size = Number(value);
      else return [];
    }
    const skip = (page - 1) * size;
    return [`${CAMPAIGNS}?first=${size}${skip > 0 ? `&skip=${skip}` : ''}`];
  }
  const campaign = CAMPAIGN_PAGE.exec(path);
  if (campaign) return [`${CAMPAIGNS}/${campaign[1]}`];
  return [];
}

/** A read started early: its credential and its answer to come. */
export interface EarlyRead {
  authorization: string;
  response: Promise<Response>;
  /** `Date.now()` when it was sent. */
  at: number;
}

/** Where the early reads wait for the app, by URL. */
const GLOBAL = '__doorstepEarlyReads';

type WithEarlyReads = { [GLOBAL]?: Map<string, EarlyRead> };

/** The id of index.html's data block naming the chunks of each first screen (scripts/early-reads-plugin.ts). */
export const FIRST_SCREEN_CHUNKS_ID = 'doorstep-first-screen';

/** The page of the first screens index.html names chunks for, by address: `home`, `campaigns`, `campaign`. */
export function firstScreenOf(pathname: string): string | null {
  const path = trimPath(pathname);
  if (path === '/') return 'home';
  if (path === '/campaigns') return 'campaigns';
  return CAMPAIGN_PAGE.test(path) ? 'campaign' : null;
}

/**
 * Asks for the chunks this visit's first screen needs, all at once (a build names them in index.html): the
 * app's, and when signed in, the signed-in frame's and the page's. Without it each chunk is asked for only
 * once the one before it has arrived and run.
 */
function preloadFirstScreen(w: Window, signedIn: boolean): void {
  const data = (w.document as Document | undefined)?.getElementById(FIRST_SCREEN_CHUNKS_ID)?.textContent;
  if (!data) return;
  let chunks: Record<string, string[] | undefined>;
  try {
    chunks = JSON.parse(data) as Record<string, string[] | undefined>;
  } catch {
    return;
  }
  const page = firstScreenOf(w.location.pathname);
  const names = signedIn && page ? ['app', 'signedIn', page] : ['app'];
  const asked = new Set<string>();
  for (const name of names) {
    for (const href of chunks[name] ?? []) {
      if (asked.has(href)) continue;
      asked.add(href);
      const link = w.document.createElement('link');
      if (href.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      // As the app's own dynamic imports ask for them, so the browser reuses what arrived.
      link.crossOrigin = '';
      link.href = href;
      w.document.head.append(link);
    }
  }
}

/**
 * Starts the early reads of this visit, against the API at `apiBase`, when the tab holds a client key (a
 * signed-out visit sends nothing), and asks for the first screen's code. Each read goes out with the
 * headers the HTTP client sends for it.
 */
export function startEarlyReads(apiBase: string, w: Window = window): void {
  let key: string | null = null;
  try {
    key = w.sessionStorage.getItem(CLIENT_KEY_STORAGE);
  } catch {
    key = null;
  }
  if (!key) {
    preloadFirstScreen(w, false);
    return;
  }
  const reads = new Map<string, EarlyRead>();
  const authorization = `Bearer ${key}`;
  for (const path of earlyReadPaths(w.location.pathname, w.location.search)) {
    const url = apiBase + path;
    const response = w.fetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: authorization },
    });
    // The app sees a failure when it adopts the read; one it never adopts must not be reported.
    response.catch(() => undefined);
    reads.set(url, { authorization, response, at: Date.now() });
  }
  (w as unknown as WithEarlyReads)[GLOBAL] = reads;
  // After the reads: on a connection limit (six per host over HTTP/1.1) the reads go first.
  preloadFirstScreen(w, true);
}

/** An early read older than this is not adopted: the app has long since read again, or never will. */
const FRESH_MS = 30_000;

/**
 * For the HTTP client: the early read of exactly this request (a GET of `url` with `authorization`), taken
 * so no other request gets the same answer; undefined when there is none.
 */
export function takeEarlyRead(
  url: string,
  authorization: string | undefined,
  w: unknown = globalThis,
): Promise<Response> | undefined {
  const reads = (w as WithEarlyReads)[GLOBAL];
  const read = reads?.get(url);
  if (!reads || !read) return undefined;
  reads.delete(url);
  if (read.authorization !== authorization || Date.now() - read.at > FRESH_MS) return undefined;
  return read.response;
}
