/**
 * A module loaded on first use and kept: `load()` asks for it once (again after a failure, so a retry can
 * succeed) and `load.loaded()` gives it at once when it has arrived. With `useModule` (use-module.ts), a
 * component draws in the same render as its data when the code is already here, which React's `lazy` and
 * `Suspense` do not: React holds back content replacing a Suspense fallback until the fallback has been
 * shown for 300 ms. Route loaders ask early through the same loader.
 *
 * In the app's data chunk with the loaders (vite.config.ts), so a loader can ask without waiting for the
 * shared chunk.
 */
export interface ModuleLoader<M> {
  (): Promise<M>;
  /** The module if it has arrived, else undefined. */
  loaded(): M | undefined;
}

export function onceImport<M>(importModule: () => Promise<M>): ModuleLoader<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const load = () =>
    (pending ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.assign(load, { loaded: () => loaded });
}
