import { useTranslation } from 'react-i18next';
import { FaqAccordion } from '@/features/information/components/faq-accordion';
import { InformationPage } from '@/features/information/components/information-page';
import { parseInfoText } from '@/features/information/utils/info-text';

export function AboutUsPage() {
  const { t } = useTranslation();
  return <InformationPage infType="SiteInformation" fallbackTitle={t('nav.aboutUs')} />;
}

export function FaqPage() {
  const { t } = useTranslation();
  return (
    <InformationPage
      infType="SSSinformation"
      fallbackTitle={t('nav.faq')}
      renderBody={(page) => <FaqAccordion blocks={parseInfoText(page.Text)} />}
    />
  );
}

export function GeneralRulesPage() {
  const { t } = useTranslation();
  return <InformationPage infType="GenelKurallar" fallbackTitle={t('nav.generalRules')} />;
}

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return <InformationPage infType="GizlilikBilgisi" fallbackTitle={t('nav.privacyPolicy')} />;
}

export function FinancialsInformationPage() {
  const { t } = useTranslation();
  return <InformationPage infType="FinancialsInformation" fallbackTitle={t('nav.financialsInformation')} />;
}

export function BetRulesPage() {
  const { t } = useTranslation();
  return <InformationPage infType="BahisKurallari" fallbackTitle={t('nav.betRules')} />;
}

export function CasinoRulesPage() {
  const { t } = useTranslation();
  return <InformationPage infType="CasinoKurallari" fallbackTitle={t('nav.casinoRules')} />;
}
