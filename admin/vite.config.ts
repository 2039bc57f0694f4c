import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { scannerServiceWorker } from './scanner-sw-plugin.ts';

// Settings baked into the bundle at build time (see src/config.ts). A production build without
// them would only fail in the browser, so fail the build instead.
const REQUIRED_ENV = ['VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_API_KEY', 'VITE_SITE_URL'] as const;

export default defineConfig(({ command, mode }) => {
  if (command === 'build') {
    const env = loadEnv(mode, import.meta.dirname, 'VITE_');
    const missing = REQUIRED_ENV.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(`@gn/admin: missing build environment: ${missing.join(', ')}`);
    }
  }
  return {
    plugins: [react(), tailwindcss(), scannerServiceWorker()],
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1' },
    build: {
      target: 'es2023',
      sourcemap: true,
      rolldownOptions: {
        output: {
          // Libraries that change less often than the app get their own long-cached chunks.
          // The tests name exact packages: a broad /node_modules/ would also pull the lazily
          // loaded Firestore SDK and zod into the first load.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              {
                name: 'firebase-auth',
                test: /node_modules[\\/](@firebase[\\/](app|auth|component|logger|util)|firebase[\\/](app|auth)|idb)[\\/]/,
              },
              {
                name: 'ui',
                test: /node_modules[\\/](@headlessui|@floating-ui|@react-aria|@tanstack|sonner)[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
