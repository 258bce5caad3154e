import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { LoginPrompt } from '@/components/ui/login-prompt';

interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The site's login prompt in a sheet, for a visitor who taps a heart: favourites belong to a
 * player. Its login link stores this page as the return address, so the login comes back here.
 */
export function LoginDialog({ open, onOpenChange }: LoginDialogProps) {
  const { t } = useTranslation('casino');
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('favorite.loginTitle')}
      closeLabel={t('favorite.close')}
      bodyClassName="px-5 pb-6"
    >
      <LoginPrompt
        text={t('favorite.loginText')}
        loginLabel={t('favorite.login')}
        registerLabel={t('favorite.register')}
        bare
      />
    </BottomSheet>
  );
}
