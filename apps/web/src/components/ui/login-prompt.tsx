import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { fullPath, storeReturnUrl } from '@/lib/session/return-url';
import { buttonClasses } from './button-styles';
import { EmptyState } from './empty-state';

interface LoginPromptProps {
  /** Left out where a sheet's heading already says it. */
  title?: string;
  text: string;
  loginLabel: string;
  /** Offers the registration too (a public page whose content needs a player). */
  registerLabel?: string;
  /** Inside a sheet: no dashed box of its own. */
  bare?: boolean;
}

/**
 * An honest "log in to see this" instead of an empty page. Following the login link stores this
 * page as the return address, as the guard does, so that the login comes back here. Its buttons
 * are full touch targets (44 px): it often stands alone on a phone screen.
 */
export function LoginPrompt({ title, text, loginLabel, registerLabel, bare = false }: LoginPromptProps) {
  const location = useLocation();
  return (
    <EmptyState icon={LogIn} title={title} text={text} bare={bare}>
      <Link
        to={paths.login.getHref()}
        onClick={() => storeReturnUrl(fullPath(location))}
        className={buttonClasses('primary', 'compact')}
      >
        {loginLabel}
      </Link>
      {registerLabel ? (
        <Link to={paths.register.getHref()} className={buttonClasses('outline', 'compact')}>
          {registerLabel}
        </Link>
      ) : null}
    </EmptyState>
  );
}
