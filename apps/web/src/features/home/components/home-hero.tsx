import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';

/** The banner at the top of the home page: the site's name, the demo label and one clear action. */
export function HomeHero() {
  const { t } = useTranslation();
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-hero-from to-hero-to px-5 py-7 text-white shadow-lg"
    >
      <div aria-hidden="true" className="absolute -right-10 -top-10 h-40 w-40 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-16 right-10 h-32 w-32 rounded-full bg-accent/20" />
      <p className="relative inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-bold text-accent-fg">
        <FlaskConical aria-hidden="true" className="h-3.5 w-3.5" />
        {t('common.demoBadge')}
      </p>
      <h1 id="home-hero-title" className="relative mt-3 text-3xl font-extrabold leading-tight tracking-tight">
        {t('home.heroTitle')}
      </h1>
      <p className="relative mt-2 text-[15px] leading-relaxed text-white/90">{t('home.heroText')}</p>
      <Link
        to={isLoggedIn ? paths.slot.getHref() : paths.register.getHref()}
        className={buttonClasses('accent', 'lg', 'relative mt-5')}
      >
        {isLoggedIn ? t('home.heroCtaLoggedIn') : t('home.heroCta')}
      </Link>
    </section>
  );
}
