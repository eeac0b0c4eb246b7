import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The dashboard calls the API at VITE_API_BASE_URL. By default that is `/api` on the dashboard's own
 * origin, which the dev and preview servers forward to the sandbox (SANDBOX_URL), so the browser never
 * needs CORS for the sandbox.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const sandboxUrl = env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
  const proxy: Record<string, ProxyOptions> = {
    '/api': { target: sandboxUrl, changeOrigin: true, rewrite: (path) => path.replace(/^\/api/, '') },
  };
  return {
    plugins: [react(), tailwindcss()],
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: false, proxy },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 700 },
  };
});
