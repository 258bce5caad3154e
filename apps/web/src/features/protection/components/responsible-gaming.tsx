import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { useAppStore } from '@/stores/app-store';
import { SECTION_IDS, type SectionKey } from '../utils/jump';
import { HelpResources } from './help-resources';
import { PlayerSettings } from './player-settings';
import { JumpLink } from './protection-ui';
import { SelfAssessment } from './self-assessment';

const JUMPS: ReadonlyArray<{ to: SectionKey; key: 'jumpSettings' | 'jumpBreak' | 'jumpTest' | 'jumpHelp' }> = [
  { to: 'settings', key: 'jumpSettings' },
  { to: 'timeout', key: 'jumpBreak' },
  { to: 'test', key: 'jumpTest' },
  { to: 'help', key: 'jumpHelp' },
];

/** The page's parts as chips under its title: a long page on a phone. */
function JumpLinks() {
  const { t } = useTranslation('protection');
  return (
    <nav aria-label={t('page.jump')}>
      <ul className="flex flex-wrap gap-2">
        {JUMPS.map((jump) => (
          <li key={jump.to}>
            <JumpLink
              to={jump.to}
              className="inline-flex h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:bg-surface-2"
            >
              {t(`page.${jump.key}`)}
            </JumpLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /responsible-gaming under its title: the player's settings (a login prompt for a visitor), the
 * self-assessment and where to get help. Public: the last two need no account.
 */
export function ResponsibleGaming() {
  const { t } = useTranslation('protection');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  return (
    <div className="space-y-7">
      <div className="-mt-3 flex flex-col gap-4">
        <p className="text-sm leading-relaxed text-muted">{t('page.subtitle')}</p>
        <JumpLinks />
      </div>
      <section
        id={SECTION_IDS.settings}
        tabIndex={-1}
        aria-labelledby="rg-settings-title"
        className="scroll-mt-24 outline-none"
      >
        <h2 id="rg-settings-title" className="mb-3 flex items-center gap-2 text-lg font-bold">
          <SlidersHorizontal aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('page.settingsTitle')}
        </h2>
        {isLoggedIn ? (
          <PlayerSettings />
        ) : (
          <LoginPrompt text={t('page.loginText')} loginLabel={t('page.login')} registerLabel={t('page.register')} />
        )}
      </section>
      <SelfAssessment />
      <HelpResources />
    </div>
  );
}
