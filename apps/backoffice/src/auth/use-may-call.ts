import { usePermissions } from 'react-admin';
import type { BackofficeMethodName } from '@bnw/contract/backoffice';

/** Whether the staff member's role may make a call (`bo_auth.me`'s methods); the server checks again. */
export function useMayCall(): (method: BackofficeMethodName) => boolean {
  const { permissions } = usePermissions<string[]>();
  return (method) => Array.isArray(permissions) && permissions.includes(method);
}
