import { ExternalLink, LifeBuoy, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-styles';
import { SECTION_IDS } from '../utils/jump';

function Resource({ name, text, children }: { name: string; text: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <h3 className="text-base font-bold leading-snug">{name}</h3>
      <p className="text-sm leading-relaxed">{text}</p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </li>
  );
}

function PhoneLink({ number, children }: { number: string; children: ReactNode }) {
  return (
    <a href={`tel:${number}`} className={buttonClasses('primary', 'compact')}>
      <Phone aria-hidden="true" className="h-4 w-4" />
      {children}
    </a>
  );
}

function SiteLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('protection');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'compact')}>
      {children}
      <span className="sr-only"> {t('help.newTab')}</span>
      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 text-muted" />
    </a>
  );
}

/** Where to get help in Türkiye: static, in Turkish, kept up to date by the operator. */
export function HelpResources() {
  const { t } = useTranslation('protection');
  return (
    <section id={SECTION_IDS.help} tabIndex={-1} aria-labelledby="rg-help-title" className="scroll-mt-24 outline-none">
      <h2 id="rg-help-title" className="mb-1 flex items-center gap-2 text-lg font-bold">
        <LifeBuoy aria-hidden="true" className="h-5 w-5 text-primary" />
        {t('help.title')}
      </h2>
      <p className="mb-4 text-sm leading-relaxed">{t('help.intro')}</p>
      <ul className="flex flex-col gap-3">
        <Resource name={t('help.yedam.name')} text={t('help.yedam.text')}>
          <PhoneLink number="115">{t('help.yedam.phone')}</PhoneLink>
          <SiteLink href="https://www.yedam.org.tr">{t('help.yedam.site')}</SiteLink>
        </Resource>
        <Resource name={t('help.amatem.name')} text={t('help.amatem.text')}>
          <PhoneLink number="182">{t('help.amatem.phone')}</PhoneLink>
        </Resource>
        <Resource name={t('help.ga.name')} text={t('help.ga.text')}>
          <SiteLink href="https://www.gamblersanonymous.org">{t('help.ga.site')}</SiteLink>
        </Resource>
      </ul>
      <p className="mt-4 rounded-xl border border-danger/40 bg-danger/10 px-3.5 py-2.5 text-sm font-medium">
        {t('help.emergency')}
      </p>
      <p className="mt-3 text-xs text-muted">{t('help.maintained')}</p>
    </section>
  );
}
