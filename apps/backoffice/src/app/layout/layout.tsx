import { styled } from '@mui/material/styles';
import { type ReactNode, Suspense } from 'react';
import { Loading, Sidebar, SkipNavigationButton } from 'react-admin';
import { ErrorBoundary } from '../../components/error-boundary';
import { lazyExport } from '../../components/lazy-export';
import { BackofficeAppBar } from './app-bar';
import { GroupedMenu } from './menu';

/** react-admin's error page (what failed, a way back), loaded only when a page fails. */
const ErrorPage = lazyExport(() => import('../rare-pages'), 'ErrorPage');

/**
 * react-admin's layout (app bar, sidebar with our grouped menu, the page), composed from its parts:
 * its own Layout also brings the preferences inspector and the error page with the page-title
 * editor (a text field, a select, their inputs) onto every screen, used or not. The styles are
 * react-admin's layout's.
 */
export function BackofficeLayout({ children }: { children: ReactNode }) {
  return (
    <Frame className="layout">
      <SkipNavigationButton />
      <div className="RaLayout-appFrame">
        <BackofficeAppBar />
        <main className="RaLayout-contentWithSidebar">
          <Sidebar>
            <GroupedMenu />
          </Sidebar>
          <div id="main-content" className="RaLayout-content">
            <ErrorBoundary
              fallback={(props) => (
                <Suspense fallback={<Loading />}>
                  <ErrorPage {...props} />
                </Suspense>
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Frame>
  );
}

const Frame = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  '& .RaLayout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  '& .RaLayout-content': {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
