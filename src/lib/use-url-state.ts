import { useLayoutEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export type UrlStateOptions<S> = {
  /** The state the URL's search params hold; anything unreadable should read as its default. */
  read: (params: URLSearchParams) => S;
  /**
   * The search params for `state`. `current` is the URL's params as they are, for a state that owns only
   * some of them and keeps the others (the missions view inside the campaign page keeps its `tab`).
   */
  write: (state: S, current: URLSearchParams) => URLSearchParams;
  /**
   * Replace the current history entry instead of adding one: for a change of presentation (a tab, a
   * chart or table view) that the back button should not step through. Default: add an entry.
   */
  replace?: boolean;
};

/** Sets the state, or derives it from the latest one (the pending change, if the URL has not caught up). */
export type SetUrlState<S> = (next: S | ((base: S) => S)) => void;

/**
 * State kept in the URL's search params, so a view can be bookmarked and the back button works.
 *
 * Two changes in quick succession (both date fields committing together, a quote then adding it to the
 * comparison) must not lose the first: until the URL has caught up, a change builds on the last one
 * requested rather than on the state the URL still shows. Each change adds its own history entry (unless
 * `replace`).
 */
export function useUrlState<S>({ read, write, replace = false }: UrlStateOptions<S>): [S, SetUrlState<S>] {
  const [searchParams, setSearchParams] = useSearchParams();
  // The history entry's state (where the page was opened from) outlives a change of its parameters.
  const { state: entryState } = useLocation() as { state: unknown };
  const state = read(searchParams);
  const current = searchParams.toString();
  // What the URL holds as last rendered: a setter kept from an earlier render builds on it too.
  const latest = useRef({ state, searchParams, current, entryState });
  /**
   * The last change asked for and the addresses written on the way to it, from the one it was first made
   * on (`chain`): until the URL shows `to`, a change builds on it, even if the router draws an address in
   * between (a quick second change can be drawn before the first).
   */
  const pending = useRef<{ chain: Set<string>; to: string; next: S } | null>(null);
  useLayoutEffect(() => {
    latest.current = { state, searchParams, current, entryState };
    // Caught up, or moved elsewhere (the back button): the URL is read again.
    const p = pending.current;
    if (p && (current === p.to || !p.chain.has(current))) pending.current = null;
  });
  const setState: SetUrlState<S> = (next) => {
    const url = latest.current;
    const p = pending.current;
    const building = !!p && p.chain.has(url.current) && url.current !== p.to;
    const base = building ? p.next : url.state;
    const value = typeof next === 'function' ? (next as (base: S) => S)(base) : next;
    const params = write(value, building ? new URLSearchParams(p.to) : url.searchParams);
    const to = params.toString();
    pending.current = { chain: new Set([...(building ? p.chain : [url.current]), to]), to, next: value };
    setSearchParams(params, {
      preventScrollReset: true,
      replace,
      state: url.entryState,
    });
  };
  return [state, setState];
}
