import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { changeLanguage } from '@/i18n';
import { applyLanguage, readLanguage } from '@/lib/language';
import { applyTheme, readTheme } from '@/lib/theme';
import { App } from './app';
import { prepareStart, runStartChecks } from './app/start-app';

// Theme and language first, before anything renders: no flash of the wrong theme (CSP forbids inline scripts).
applyTheme(readTheme());
const language = readLanguage();
applyLanguage(language);

function render(): void {
  prepareStart();
  void runStartChecks();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if (language === 'tr') {
  render();
} else {
  // Turkish is bundled; another language's texts are fetched before the first render.
  changeLanguage(language)
    .catch((error: unknown) => console.error('Language could not be loaded', error))
    .finally(render);
}
