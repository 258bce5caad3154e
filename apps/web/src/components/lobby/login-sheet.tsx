import { BottomSheet } from '@/components/ui/bottom-sheet';
import { LoginPrompt } from '@/components/ui/login-prompt';

export interface LoginSheetTexts {
  title: string;
  close: string;
  text: string;
  login: string;
  register: string;
}

interface LoginSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: LoginSheetTexts;
}

/**
 * The site's login prompt in a sheet, for a visitor who taps a heart: favourites belong to a
 * player. Its login link stores this page as the return address, so the login comes back here.
 */
export function LoginSheet({ open, onOpenChange, texts }: LoginSheetProps) {
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      closeLabel={texts.close}
      bodyClassName="px-5 pb-6"
    >
      <LoginPrompt text={texts.text} loginLabel={texts.login} registerLabel={texts.register} bare />
    </BottomSheet>
  );
}
