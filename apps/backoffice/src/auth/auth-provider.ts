import type { AuthProvider } from 'react-admin';
import { BackofficeError, callBackoffice, onSessionEnded } from '../data/rpc';
import { clearSid, readSid, storeSid } from '../data/session';
import { forgetMe, forgetSignedInUsername, loadMe } from './me';
import { rememberSessionEnd } from './session-ended';

export interface LoginForm {
  username: string;
  password: string;
  code: string;
}

// Any call answering "no session" (missing, expired, locked) keeps its message for the login page.
onSessionEnded((error) => {
  forgetMe();
  rememberSessionEnd(error.message);
});

/**
 * react-admin's auth over `bo_auth.*`: login with password and authenticator code in one form,
 * `me` for the identity and the permissions (the methods the role may call), logout. The staff
 * sid is kept in sessionStorage and sent in every envelope's `user.sid`.
 */
export const authProvider: AuthProvider = {
  async login(params: LoginForm) {
    const answer = await callBackoffice('bo_auth.login', {
      username: params.username,
      password: params.password,
      code: params.code,
    });
    forgetMe();
    storeSid(answer.sid);
  },
  async logout() {
    if (readSid()) {
      // The session ends on the server; a failure (already expired) changes nothing here.
      await callBackoffice('bo_auth.logout', {}).catch(() => undefined);
    }
    clearSid();
    forgetMe();
    forgetSignedInUsername();
  },
  async checkAuth() {
    // `message: false`: the login page shows why a session ended; a first visit needs no notice.
    if (!readSid()) throw { message: false };
  },
  async checkError(error: unknown) {
    if (error instanceof BackofficeError && error.endsSession) {
      clearSid();
      forgetMe();
      throw { message: false };
    }
  },
  async getIdentity() {
    const me = await loadMe();
    return { id: me.staff.id, fullName: me.staff.username, role: me.staff.role };
  },
  async getPermissions() {
    if (!readSid()) return [];
    return (await loadMe()).methods;
  },
};
