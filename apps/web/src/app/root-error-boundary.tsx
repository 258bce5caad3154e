import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DemoBanner } from '@/components/layout/demo-banner';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/status-message';

/** A page that failed to load or render (a lost chunk after a deploy, a bug): say so in Turkish, offer a reload. */
export function RootErrorScreen() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('boundary.title');
  }, [t]);
  return (
    <div className="min-h-dvh">
      <DemoBanner />
      <main className="mx-auto max-w-md px-4 py-10">
        <h1 className="mb-4 text-2xl font-bold">{t('boundary.title')}</h1>
        <ErrorMessage text={t('boundary.text')}>
          <Button onClick={() => window.location.reload()}>{t('boundary.reload')}</Button>
        </ErrorMessage>
      </main>
    </div>
  );
}

interface BoundaryProps {
  /** The error screen goes away when this changes (the player navigated elsewhere). */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failedAt: string | null;
}

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : <RootErrorScreen />;
  }
}

/** Catches what a page throws while loading or rendering; leaving the page clears the error screen. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary resetKey={pathname}>{children}</PageErrorBoundary>;
}
