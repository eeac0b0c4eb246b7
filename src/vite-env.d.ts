/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the service. Default `/api`, which the dev and preview servers forward to the sandbox. */
  readonly VITE_API_BASE_URL?: string;
  /**
   * `true` to offer the sandbox's demo clients on the sign-in page (`GET /sandbox/credentials`).
   * Default: true when VITE_API_BASE_URL is unset, false otherwise.
   */
  readonly VITE_SANDBOX?: string;
  /** A MapLibre style URL for the route planner's basemap. Default: a plain built-in style (no requests). */
  readonly VITE_MAP_STYLE_URL?: string;
  /** `true` only in the browser tests' build: exposes the planner's map on `window` for them. */
  readonly VITE_E2E_HOOKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
