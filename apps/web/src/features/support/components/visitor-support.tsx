import { ChevronRight, CircleQuestionMark, LifeBuoy, Share2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { paths } from '@/config/paths';

function HelpLink({ to, icon: Icon, title, text }: { to: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-14 items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 hover:border-primary"
      >
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-primary" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold">{title}</span>
          <span className="block text-xs text-muted">{text}</span>
        </span>
        <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

/** /tickets for a visitor: how support works, the login (which comes back here), and where to look meanwhile. */
export function VisitorSupport() {
  const { t } = useTranslation('support');
  return (
    <>
      <LoginPrompt
        title={t('visitor.title')}
        text={t('visitor.text')}
        loginLabel={t('visitor.login')}
        registerLabel={t('visitor.register')}
      />
      <section aria-labelledby="support-other-ways" className="mt-6">
        <h2 id="support-other-ways" className="mb-2 flex items-center gap-2 text-base font-bold">
          <LifeBuoy aria-hidden="true" className="h-4 w-4 text-primary" />
          {t('visitor.otherWays')}
        </h2>
        <ul className="flex flex-col gap-2">
          <HelpLink
            to={paths.faq.getHref()}
            icon={CircleQuestionMark}
            title={t('visitor.faq')}
            text={t('visitor.faqText')}
          />
          <HelpLink
            to={paths.socialMedia.getHref()}
            icon={Share2}
            title={t('visitor.social')}
            text={t('visitor.socialText')}
          />
        </ul>
      </section>
    </>
  );
}
