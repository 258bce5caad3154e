import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Real addresses under /backoffice/ (the set-up link is /backoffice/setup?token=…), not react-admin's
// default hash router: the server answers every /backoffice/ path with this page.
createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename="/backoffice">
      <App />
    </BrowserRouter>
  </StrictMode>,
);
