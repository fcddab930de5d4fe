import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { LegalDocument, LegalSection, legalLinkClassName } from './legal-document';

const sections = [
  'cookies',
  'localStorage',
  'account',
  'contact',
  'statistics',
  'thirdParty',
] as const;

/** /privacy: states that no cookies are collected and links to the terms. */
export function PrivacyPolicy() {
  const { t } = useTranslation();
  return (
    <LegalDocument title={t('legal.privacy.title')}>
      <p>{t('legal.privacy.intro')}</p>
      {sections.map((section) => (
        <LegalSection key={section} heading={t(`legal.privacy.${section}.heading`)}>
          <p>{t(`legal.privacy.${section}.body`)}</p>
        </LegalSection>
      ))}
      <LegalSection heading={t('legal.privacy.rights.heading')}>
        <p>
          <Trans
            i18nKey="legal.privacy.rights.body"
            components={{ contactLink: <Link to={paths.contact} className={legalLinkClassName} /> }}
          />
        </p>
      </LegalSection>
      <p className="border-t border-neutral-200 pt-6">
        <Trans
          i18nKey="legal.privacy.terms"
          components={{ tosLink: <Link to={paths.tos} className={legalLinkClassName} /> }}
        />
      </p>
    </LegalDocument>
  );
}
