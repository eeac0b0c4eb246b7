/**
 * The dashboard's settings as this build was made with (`VITE_*`, fixed at build time); what each means
 * and its default: read-env.ts, which vite.config.ts reads too (without `import.meta.env`).
 */
import { readEnv, type AppEnv } from './read-env';

export const env: AppEnv = readEnv({
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
  VITE_SANDBOX: import.meta.env.VITE_SANDBOX,
  VITE_MAP_STYLE_URL: import.meta.env.VITE_MAP_STYLE_URL,
  VITE_MAP_PMTILES_URL: import.meta.env.VITE_MAP_PMTILES_URL,
  VITE_MAP_ASSETS_URL: import.meta.env.VITE_MAP_ASSETS_URL,
});
