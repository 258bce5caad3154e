import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth/auth-provider';
import { ChangePasswordPage } from './auth/change-password-page';
import { LoginPage } from './auth/login-page';
import { SetupPage } from './auth/setup-page';
import { dataProvider } from './data/data-provider';
import { createI18nProvider } from './i18n/provider';
import { Dashboard } from './layout/dashboard';
import { BackofficeLayout } from './layout/layout';
import { darkTheme, lightTheme } from './layout/theme';
import { ALL_PAGES, ALL_RESOURCES } from './resources/registry';

const i18nProvider = createI18nProvider();

/**
 * The back office: every area's resources and pages from the registry, routed only when the role's
 * methods (bo_auth.me) include the one each requires, so a typed address of another role's page
 * is not found; the server checks every call anyway.
 */
export function App() {
  return (
    <Admin
      title="BNW"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      layout={BackofficeLayout}
      dashboard={Dashboard}
      loginPage={LoginPage}
      theme={lightTheme}
      darkTheme={darkTheme}
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
        <Route path="/setup" element={<SetupPage />} />
      </CustomRoutes>
    </Admin>
  );
}
