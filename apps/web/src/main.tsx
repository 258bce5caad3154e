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

/**
 * Runs `work` in a task of its own. The app's modules are evaluated in one task, and the start's
 * checks and React's first render each add to whatever task they run in; index.html's shell is on
 * screen meanwhile, so the start is spread over three shorter tasks rather than one long one
 * (a phone's main thread stays free for a tap in between: less Total Blocking Time).
 */
function inNextTask(work: () => void): void {
  setTimeout(work, 0);
}

function renderApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // As a transition React renders in slices and yields to the browser between them.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

function render(): void {
  prepareStart();
  void runStartChecks();
  inNextTask(renderApp);
}

if (language === 'tr') {
  inNextTask(render);
} else {
  // Turkish is bundled; another language's texts are fetched before the first render.
  changeLanguage(language)
    .catch((error: unknown) => console.error('Language could not be loaded', error))
    .finally(render);
}
