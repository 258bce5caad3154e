import { LazyNoticeToasters } from '@/components/layout/lazy-notice-toasters';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProvider>
      <AppRouter />
      {/* Outside the router: a notice can come before the first page renders, or from a page that failed. */}
      <LazyNoticeToasters />
    </AppProvider>
  );
}
