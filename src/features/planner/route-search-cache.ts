/**
 * A route search's answer (up to 500 routes with their outlines, about 0.8 MB of heap) is kept a minute
 * once no view shows it, not the cache's five: going back to the last place searched is still instant, and
 * twenty places searched do not hold twenty answers. Its own module, so the bench reads it without the app.
 */
export const ROUTE_SEARCH_GC_MS = 60_000;
