import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPermissionRefused } from '../data/rpc';
import { forgetMe } from './me';

/** react-admin keeps the permissions under this key (ra-core's usePermissions). */
const PERMISSIONS_KEY = ['auth', 'getPermissions'];

/**
 * Keeps the menu and the pages in step with a role changed by an administrator during the
 * session: a call refused for the role, or the tab coming back into view, asks the server again
 * which calls the role allows, and react-admin redraws what depends on them.
 */
export function PermissionsFollower() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      forgetMe();
      void queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const stopFollowing = onPermissionRefused(refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopFollowing();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);
  return null;
}
