import { AccessDenied, AuthenticationError, Error as ReactAdminError, NotFound } from 'react-admin';
import type { FallbackProps } from '../components/error-boundary';

/**
 * react-admin's pages for what rarely happens (an address nothing answers, a role refused, a page
 * that failed): they bring react-admin's page title and its editor along, so they are loaded only
 * when shown, not with the first screen.
 */
export function NotFoundPage() {
  return <NotFound />;
}

export function AccessDeniedPage() {
  return <AccessDenied />;
}

export function AuthenticationErrorPage() {
  return <AuthenticationError />;
}

export function ErrorPage(props: FallbackProps) {
  return <ReactAdminError {...props} />;
}
