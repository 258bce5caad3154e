import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '@/components/ui/login-prompt';

interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The site's login prompt in a dialog, for a visitor who taps a heart: favourites belong to a
 * player. Its login link stores this page as the return address, so the login comes back here.
 */
export function LoginDialog({ open, onOpenChange }: LoginDialogProps) {
  const { t } = useTranslation('casino');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="dialog-overlay fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2"
        >
          <Dialog.Title className="sr-only">{t('favorite.loginTitle')}</Dialog.Title>
          <LoginPrompt
            title={t('favorite.loginTitle')}
            text={t('favorite.loginText')}
            loginLabel={t('favorite.login')}
            registerLabel={t('favorite.register')}
          />
          <Dialog.Close
            aria-label={t('favorite.close')}
            className="absolute right-1 top-1 flex h-11 w-11 items-center justify-center rounded-xl text-muted hover:text-fg"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
