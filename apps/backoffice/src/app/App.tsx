import { CssBaseline } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  Loading,
  LoadingPage,
  Notification,
  Resource,
  localStorageStore,
  useAuthState,
  usePermissions,
} from 'react-admin';
import { Route, useLocation } from 'react-router-dom';
import { authProvider } from '../auth/auth-provider';
import { PermissionsFollower } from '../auth/permissions-follower';
import { SessionRenewal } from '../auth/session-renewal';
import type { FallbackProps } from '../components/error-boundary';
import { lazyExport } from '../components/lazy-export';
import { dataProvider } from './data-provider';
import { createI18nProvider } from './i18n-provider';
import { Dashboard } from './layout/dashboard';
import { BackofficeLayout } from './layout/layout';
import { darkTheme, lightTheme } from './layout/theme';
import { ALL_PAGES, ALL_RESOURCES, isForbiddenAddress } from './registry';

const i18nProvider = createI18nProvider();
const store = localStorageStore();

// Pages a staff member sees once (the set-up link), before the session (login) or now and then
// (the password): each loaded when opened, so none weighs on the first screen after login.
const LoginPage = lazyExport(() => import('../auth/login-page'), 'LoginPage');
const SetupPage = lazyExport(() => import('../auth/setup-page'), 'SetupPage');
const ChangePasswordPage = lazyExport(() => import('../auth/change-password-page'), 'ChangePasswordPage');
const rarePages = () => import('./rare-pages');
const NotFoundPage = lazyExport(rarePages, 'NotFoundPage');
const ForbiddenPage = lazyExport(rarePages, 'ForbiddenPage');
const AccessDeniedPage = lazyExport(rarePages, 'AccessDeniedPage');
const AuthenticationErrorPage = lazyExport(rarePages, 'AuthenticationErrorPage');
const ErrorPage = lazyExport(rarePages, 'ErrorPage');

/** A page outside the layout, whose Suspense shows the lazy pages' loading indicator inside it. */
function Outside({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

const Login = () => (
  <Outside>
    <LoginPage />
  </Outside>
);
/** An address nothing answers: "no permission" when it names an area the role may not open, else "not found". */
function CatchAll() {
  const { pathname } = useLocation();
  // A visitor without a session (or one the server ended) goes to the login page, which says why;
  // "no permission" is only for a signed-in member's role.
  const auth = useAuthState(undefined, true);
  const { permissions, isPending } = usePermissions<string[]>();
  if (auth.isPending || !auth.authenticated || isPending) return <Loading />;
  const forbidden = isForbiddenAddress(pathname, new Set(Array.isArray(permissions) ? permissions : []));
  return <Outside>{forbidden ? <ForbiddenPage /> : <NotFoundPage />}</Outside>;
}
const Denied = () => (
  <Outside>
    <AccessDeniedPage />
  </Outside>
);
const AuthenticationFailed = () => (
  <Outside>
    <AuthenticationErrorPage />
  </Outside>
);
const Failure = (props: FallbackProps) => (
  <Outside>
    <ErrorPage {...props} />
  </Outside>
);

/**
 * The back office: every area's resources and pages from the registry, routed only when the role's
 * methods (bo_auth.me) include the one each requires; a typed address of another role's area
 * shows "no permission" (the catch-all); the server checks every call anyway. The first screen after login is the shell
 * (layout, menu, dashboard); each area's pages are their own chunks, loaded when opened.
 *
 * react-admin's <Admin> is its context and its UI with react-admin's own login form and pages as
 * defaults, all bundled whether used or not; composed here from the parts, only ours are.
 */
export function App() {
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="BNW"
          layout={BackofficeLayout}
          dashboard={Dashboard}
          loginPage={Login}
          loading={LoadingPage}
          catchAll={CatchAll}
          error={Failure}
          accessDenied={Denied}
          authenticationError={AuthenticationFailed}
          requireAuth
          disableTelemetry
        >
          {(permissions: unknown) => {
            const may = (method: string) => Array.isArray(permissions) && permissions.includes(method);
            return (
              <>
                {ALL_RESOURCES.filter((resource) => may(resource.requires)).map((resource) => (
                  <Resource
                    key={resource.name}
                    name={resource.name}
                    list={resource.list}
                    edit={resource.edit}
                    create={resource.create}
                    show={resource.show}
                    icon={resource.icon}
                    recordRepresentation={resource.recordRepresentation}
                  />
                ))}
                <CustomRoutes>
                  {ALL_PAGES.filter((page) => may(page.requires)).map((page) => (
                    <Route key={page.path} path={`/${page.path}/*`} element={<page.element />} />
                  ))}
                  <Route path="/account/password" element={<ChangePasswordPage />} />
                </CustomRoutes>
              </>
            );
          }}
          <CustomRoutes noLayout>
            <Route
              path="/setup"
              element={
                <Outside>
                  <SetupPage />
                </Outside>
              }
            />
          </CustomRoutes>
        </CoreAdminUI>
        <Notification />
        <SessionRenewal />
        <PermissionsFollower />
      </CssBaseline>
    </AdminContext>
  );
}
