import { useTranslation } from 'react-i18next';
import { LegalDocument, LegalSection } from './legal-document';

const TERMS_EFFECTIVE_DATE = '10.02.2025';

const sections = [
  'affiliate',
  'noDirectSales',
  'userObligations',
  'intellectualProperty',
  'liability',
  'changes',
] as const;

/** /tos: the Terms of Service. */
export function TermsOfService() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('legal.tos.title')}
      subtitle={t('legal.tos.effective', { date: TERMS_EFFECTIVE_DATE })}
    >
      <p>{t('legal.tos.intro')}</p>
      {sections.map((section, index) => (
        <LegalSection key={section} heading={`${index + 1}. ${t(`legal.tos.${section}.heading`)}`}>
          <p>{t(`legal.tos.${section}.body`)}</p>
        </LegalSection>
      ))}
    </LegalDocument>
  );
}
