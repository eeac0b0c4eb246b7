import { createHash } from 'node:crypto';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The origin of an absolute http(s) URL, or undefined for a path such as `/api`. */
const originOf = (url: string | undefined) => {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
};

/**
 * The security headers a production host should send with the dashboard, also sent by the dev and
 * preview servers so the app is developed and tested under them (README, "Security headers"). No inline
 * script is allowed: index.html has none. The dev server alone allows the one it injects itself (React
 * Fast Refresh's preamble), by its hash. Styles may be inline (Radix and the map write style elements);
 * artwork images come from the API's origin; the map library runs a web worker.
 */
function securityHeaders(env: Record<string, string>, sandboxUrl: string, dev: boolean) {
  const api = originOf(env.VITE_API_BASE_URL);
  const mapStyle = originOf(env.VITE_MAP_STYLE_URL);
  const preamble = createHash('sha256').update(react.preambleCode.replace('__BASE__', '/')).digest('base64');
  const sources = (...list: (string | false | undefined)[]) => [...new Set(list.filter(Boolean))].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${sources("'self'", dev && `'sha256-${preamble}'`)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources("'self'", 'data:', 'blob:', originOf(sandboxUrl), api, mapStyle)}`,
    "font-src 'self' data:",
    `connect-src ${sources("'self'", api, mapStyle)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The dashboard calls the API at VITE_API_BASE_URL. By default that is `/api` on the dashboard's own
 * origin, which the dev and preview servers forward to the sandbox (SANDBOX_URL), so the browser never
 * needs CORS for the sandbox. `changeOrigin` sends the sandbox's own Host (127.0.0.1:port), which is the
 * only kind of Host the sandbox answers.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const sandboxUrl = env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
  const proxy: Record<string, ProxyOptions> = {
    '/api': { target: sandboxUrl, changeOrigin: true, rewrite: (path) => path.replace(/^\/api/, '') },
  };
  return {
    plugins: [react(), tailwindcss()],
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy,
      headers: securityHeaders(env, sandboxUrl, true),
    },
    preview: {
      host: '127.0.0.1',
      port: 4173,
      strictPort: false,
      proxy,
      headers: securityHeaders(env, sandboxUrl, false),
    },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 700 },
  };
});
