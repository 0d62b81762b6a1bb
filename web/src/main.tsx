import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Self-hosted Inter, Latin only, the four weights the theme uses (font-display: swap). index.html
// preloads 400 and 800, the first screen's body and headline; "Inter Fallback" there keeps the
// text's size while the fonts arrive.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-800.css';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Installable, and says so when offline (public/sw.js caches only static files, never API answers).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
