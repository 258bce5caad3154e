import { useEffect, useState } from 'react';
import { useLogin } from 'react-admin';
import { TEXTS } from '../i18n/texts';
import { useText } from '../i18n/use-text';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { forgetSessionEnd, readSessionEnd } from './session-ended';

/** The login page: the login form, with why the last session ended when one did. */
export function LoginPage() {
  const t = useText();
  const login = useLogin();
  // Read once for this visit of the page, then forgotten: a later visit does not repeat it.
  const [ended] = useState(readSessionEnd);
  useEffect(forgetSessionEnd, []);
  return (
    <AuthCard title={t(TEXTS.loginTitle)}>
      {/* A refused login (locked account) is no "session ended" notice for the next visit. */}
      <LoginForm onLogin={(fields) => login(fields)} notice={ended} onRefused={forgetSessionEnd} />
    </AuthCard>
  );
}
