import { LANGUAGES } from '@bnw/contract/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { Languages, LogOut, Moon, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/ui/logo';
import { logout } from '@/lib/session/logout';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';
import { MenuGroup } from './menu-group';
import { NAV_GROUPS } from './nav-items';

interface AppDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The dark-mode switch: the track stays the familiar 28 px pill, the button around it is a
 * thumb's size (44 px, WCAG 2.5.8).
 */
/**
 * The dark-mode row is one switch from edge to edge: the label is part of the control, so a tap
 * on the words toggles it as a tap on the track does (a player tapped "Karanlık mod" and nothing
 * happened).
 */
function ThemeSwitchRow() {
  const { t } = useTranslation();
  const themeMode = useAppStore((state) => state.themeMode);
  const setThemeMode = useAppStore((state) => state.setThemeMode);
  const dark = themeMode === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      onClick={() => setThemeMode(dark ? 'light' : 'dark')}
      className="-mx-1 flex min-h-11 w-[calc(100%+0.5rem)] items-center justify-between gap-3 rounded-lg px-1 text-left"
    >
      <span className="flex items-center gap-3 text-sm font-medium">
        <Moon aria-hidden="true" className="h-5 w-5 text-primary" />
        {t('drawer.darkMode')}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'relative h-7 w-12 shrink-0 rounded-full border border-line transition-colors',
          dark ? 'bg-primary' : 'bg-surface-2',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0 h-5.5 w-5.5 rounded-full bg-white shadow transition-transform',
            dark ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </span>
    </button>
  );
}

function LanguageToggle({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const setLanguage = useAppStore((state) => state.setLanguage);
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex rounded-xl border border-line p-0.5">
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={language === lang}
          onClick={() => setLanguage(lang)}
          className={cn(
            'h-11 rounded-lg px-3.5 text-sm font-semibold',
            language === lang ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-surface-2',
          )}
        >
          {t(`drawer.languages.${lang}`)}
        </button>
      ))}
    </div>
  );
}

function DrawerSettings() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="drawer-settings" className="border-t border-line px-4 py-4">
      <h2 id="drawer-settings" className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">
        {t('drawer.groups.settings')}
      </h2>
      <div className="py-1">
        <ThemeSwitchRow />
      </div>
      <div className="flex items-center justify-between gap-3 py-1">
        <span id="drawer-language" className="flex items-center gap-3 text-sm font-medium">
          <Languages aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('drawer.language')}
        </span>
        <LanguageToggle labelledBy="drawer-language" />
      </div>
    </section>
  );
}

/** Çıkış in the drawer's account group (section 4's logout). */
function DrawerLogout({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="px-4 pb-3">
      <button
        type="button"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logout().finally(() => {
            setLeaving(false);
            onDone();
          });
        }}
        className="flex h-11 w-full items-center justify-center gap-2 rounded-xl border border-line text-sm font-semibold text-danger hover:bg-surface-2 disabled:opacity-60"
      >
        <LogOut aria-hidden="true" className="h-5 w-5" />
        {t('playerMenu.logout')}
      </button>
    </div>
  );
}

/** The side menu: every section grouped, the theme and the language (Radix Dialog, 300 ms transition). */
export function AppDrawer({ open, onOpenChange }: AppDrawerProps) {
  const { t } = useTranslation();
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="drawer-panel fixed inset-y-0 left-0 z-50 flex w-[86%] max-w-sm flex-col bg-surface text-fg shadow-2xl outline-none">
          <div className="flex items-center gap-3 border-b border-line px-4 py-3">
            <LogoMark />
            <Dialog.Title className="text-lg font-bold">{t('drawer.title')}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('drawer.description')}</Dialog.Description>
            <Dialog.Close
              aria-label={t('common.close')}
              className="-mr-1.5 ml-auto flex h-11 w-11 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain">
            <nav aria-label={t('nav.mainNavigation')} className="px-2 py-2">
              {NAV_GROUPS.filter((group) => !group.loggedInOnly || isLoggedIn).map((group) => (
                <MenuGroup
                  key={group.key}
                  id={`drawer-group-${group.key}`}
                  title={t(`drawer.groups.${group.key}`)}
                  links={group.items.map((item) => ({
                    to: item.to,
                    icon: item.icon,
                    label: t(`nav.${item.labelKey}`),
                  }))}
                  onNavigate={close}
                />
              ))}
            </nav>
            {isLoggedIn ? <DrawerLogout onDone={close} /> : null}
            <DrawerSettings />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
