/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the service. Default `/api`, which the dev and preview servers forward to the sandbox. */
  readonly VITE_API_BASE_URL?: string;
  /**
   * `true` to offer the sandbox's demo clients on the sign-in page (`GET /sandbox/credentials`).
   * Default: true when VITE_API_BASE_URL is unset, false otherwise.
   */
  readonly VITE_SANDBOX?: string;
  /**
   * A MapLibre style URL for the route planner's basemap, or `plain` for the plain built-in style (no
   * requests). Default: OpenFreeMap's street map, or the Protomaps style when VITE_MAP_PMTILES_URL is set.
   */
  readonly VITE_MAP_STYLE_URL?: string;
  /** A PMTiles file (URL or path) for a self-hosted basemap, drawn with the Protomaps style. */
  readonly VITE_MAP_PMTILES_URL?: string;
  /** Where the Protomaps style's fonts and sprites live. Default: https://protomaps.github.io/basemaps-assets */
  readonly VITE_MAP_ASSETS_URL?: string;
  /** `true` only in the browser tests' build: exposes the planner's map on `window` for them. */
  readonly VITE_E2E_HOOKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
