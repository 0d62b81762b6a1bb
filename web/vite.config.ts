import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { catalogsPlugin } from './vite-catalogs';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), catalogsPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/files': apiTarget, '/checkout': apiTarget },
  },
  // The server's page renderer (src/entry-server.tsx, decision 0026) carries its packages inside it,
  // built for production whatever NODE_ENV the server runs under: its first render must be the
  // browser's, to the class name (Emotion labels and MUI's test ids exist only in development).
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') }, publicDir: false } : {}),
  build: {
    outDir: 'dist',
    sourcemap: false,
    // web/dist/.vite/manifest.json: scripts/web-size.mjs reads it to report first-load sizes.
    manifest: true,
    chunkSizeWarningLimit: 900,
    // Every browser the app supports knows <link rel="modulepreload">; no polyfill on the first page.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // The packages every page runs, in chunks of their own, so that a page the server drew can
        // run them one task at a time before the app (web/public/page-start.js, decision 0027):
        // React; the style engine; the router and the query cache. (Material UI's components stay
        // with the screens that use them: every one of them is behind the package's one index.)
        manualChunks(id) {
          if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (/\/node_modules\/(@emotion\/[^/]+|@mui\/(system|styled-engine|utils|private-theming)|stylis)\//.test(id)) return 'styles';
          if (/\/node_modules\/(react-router|@tanstack\/[^/]+|zustand)\//.test(id)) return 'data';
          return undefined;
        },
      },
      treeshake: {
        // The app's own modules run nothing when imported, so a screen that takes one component
        // from a feature's index does not carry the feature's other screens (docs/decisions/0019).
        // Packages keep what their package.json says (shared says none either).
        moduleSideEffects: (id) => !/\/web\/src\/.*\.tsx?$/.test(id),
      },
    },
  },
}));
