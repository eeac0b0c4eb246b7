import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

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
  const state = read(searchParams);
  const current = searchParams.toString();
  // What the URL holds as last rendered: a setter kept from an earlier render builds on it too.
  const latest = useRef({ state, searchParams, current });
  const pending = useRef<{ from: string; next: S } | null>(null);
  useLayoutEffect(() => {
    latest.current = { state, searchParams, current };
    // Once the URL has moved on, the pending change is history: coming back to the address it was made
    // from (the back button) must read the URL again, not the change made there before.
    if (pending.current && pending.current.from !== current) pending.current = null;
  });
  const setState: SetUrlState<S> = (next) => {
    const url = latest.current;
    const base = pending.current && pending.current.from === url.current ? pending.current.next : url.state;
    const value = typeof next === 'function' ? (next as (base: S) => S)(base) : next;
    pending.current = { from: url.current, next: value };
    setSearchParams(write(value, url.searchParams), { preventScrollReset: true, replace });
  };
  return [state, setState];
}
