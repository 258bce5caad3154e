import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { changeLanguage } from '@/i18n';
import { applyLanguage, readLanguage } from '@/lib/language';
import { applyTheme, readTheme } from '@/lib/theme';
import { App } from './app';
import { prepareStart, runStartChecks } from './app/start-app';

// Theme and language first, before anything renders: no flash of the wrong theme (index.html's shell
// already did the same with its one hash-allowed inline script; this keeps the rule in one module).
applyTheme(readTheme());
const language = readLanguage();
applyLanguage(language);

function render(): void {
  prepareStart();
  void runStartChecks();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // index.html's shell is on screen meanwhile, so the first render need not be one long task:
  // as a transition React renders in slices and yields to the browser between them (less blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
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
