import { useEffect, useState } from 'react';
import type { ModuleLoader } from './once-import';

/**
 * The module of `loader` (once-import.ts): at once when it has arrived, else undefined until it does (show
 * a skeleton meanwhile). A failure to load is thrown, as a lazy component's would be, so the nearest error
 * boundary offers to try again (which asks anew).
 */
export function useModule<M>(loader: ModuleLoader<M>): M | undefined {
  const [state, setState] = useState<{ module?: M; error?: unknown }>(() => ({ module: loader.loaded() }));
  const missing = state.module === undefined && state.error === undefined;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    loader().then(
      (module) => live && setState({ module }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [loader, missing]);
  if (state.error !== undefined) throw state.error;
  return state.module;
}
