import { Clock, ShieldCheck, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/layout/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { ContactForm } from '@/features/contact/components/contact-form';
import type { TranslationsHandle } from '@/config/i18n-namespaces';

/** Its texts (loaded before the page is taken over in the browser). */
export const handle: TranslationsHandle = { i18n: ['contact'] };

/** /contact: the contact form (accounts-and-admin §2 "Contact"). */
export default function ContactRoute() {
  const { t } = useTranslation('contact');
  const notes = [
    { icon: Clock, text: t('aside.reply') },
    { icon: ShieldCheck, text: t('aside.privacy') },
    { icon: Store, text: t('aside.sellers') },
  ];
  return (
    <PageContainer>
      <PageTitle title={t('title')} />
      <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-neutral-900">{t('title')}</h1>
          <p className="mt-2 text-neutral-600">{t('intro')}</p>
          <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-8">
            <ContactForm />
          </div>
        </div>
        <aside
          aria-labelledby="contact-aside-title"
          className="h-fit rounded-2xl border border-indigo-100 bg-indigo-50/60 p-5 lg:mt-24"
        >
          <h2 id="contact-aside-title" className="font-semibold text-neutral-900">
            {t('aside.title')}
          </h2>
          <ul className="mt-3 space-y-3 text-sm text-neutral-700">
            {notes.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
                {text}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </PageContainer>
  );
}
