/**
 * Runtime configuration from Vite's env (`VITE_*`, fixed at build time).
 * - `apiBaseUrl`: where the service lives. Default `/api` on the dashboard's own origin, which the dev and
 *   preview servers forward to the sandbox.
 * - `sandbox`: whether the sign-in page offers the sandbox's demo clients. Default: on when no base URL
 *   is configured (the dashboard then talks to the sandbox), off when one is.
 * - `mapStyleUrl`: the route planner's basemap, a MapLibre style URL (`plain` for the plain built-in
 *   style, which requests nothing from anywhere). Default: none, and the planner draws OpenFreeMap's
 *   street map, or the PMTiles file's when `mapPmtilesUrl` is set (src/features/planner/basemap.ts).
 * - `mapPmtilesUrl`: a self-hosted basemap, one PMTiles file drawn with the Protomaps style.
 * - `mapAssetsUrl`: where that style's fonts and sprites live. Default: Protomaps' public copy.
 */
export type AppEnv = {
  apiBaseUrl: string;
  sandbox: boolean;
  mapStyleUrl: string | null;
  mapPmtilesUrl: string | null;
  mapAssetsUrl: string | null;
};

export const DEFAULT_API_BASE_URL = '/api';

export function parseBoolean(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  return undefined;
}

export function readEnv(raw: {
  VITE_API_BASE_URL?: string;
  VITE_SANDBOX?: string;
  VITE_MAP_STYLE_URL?: string;
  VITE_MAP_PMTILES_URL?: string;
  VITE_MAP_ASSETS_URL?: string;
}): AppEnv {
  const configured = raw.VITE_API_BASE_URL?.trim();
  const apiBaseUrl = configured ? configured.replace(/\/+$/, '') : DEFAULT_API_BASE_URL;
  const sandbox = parseBoolean(raw.VITE_SANDBOX) ?? !configured;
  const mapStyleUrl = raw.VITE_MAP_STYLE_URL?.trim() || null;
  const mapPmtilesUrl = raw.VITE_MAP_PMTILES_URL?.trim() || null;
  const mapAssetsUrl = raw.VITE_MAP_ASSETS_URL?.trim() || null;
  return { apiBaseUrl, sandbox, mapStyleUrl, mapPmtilesUrl, mapAssetsUrl };
}
