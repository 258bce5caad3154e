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

/**
 * The app starts after the browser has painted index.html's shell (two animation frames: the
 * second runs once the first frame is out). On a fast connection the scripts arrive before the
 * first frame, and starting at once kept the shell, and the home page's banner in it, off the
 * screen until the first render was done; now the player sees the page while React builds it.
 */
function afterFirstPaint(start: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(start));
}

if (language === 'tr') {
  afterFirstPaint(render);
} else {
  // Turkish is bundled; another language's texts are fetched before the first render.
  changeLanguage(language)
    .catch((error: unknown) => console.error('Language could not be loaded', error))
    .finally(render);
}
