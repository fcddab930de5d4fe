import {
  ArrowLeft,
  FileQuestionMark,
  House,
  LockKeyhole,
  RotateCw,
  ServerCrash,
  ShieldX,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Link } from '@/components/ui/link';
import { useNavigate } from '@/lib/language-navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useServerText } from '@/hooks/use-server-text';
import { describeError } from './describe-error';

type ErrorKind = 'notFound' | 'forbidden' | 'unauthorized' | 'server';

const kindByStatus: Partial<Record<number, ErrorKind>> = {
  404: 'notFound',
  403: 'forbidden',
  401: 'unauthorized',
};

const icons: Record<ErrorKind, LucideIcon> = {
  notFound: FileQuestionMark,
  forbidden: ShieldX,
  unauthorized: LockKeyhole,
  server: ServerCrash,
};

/** The error element of the root route and of the home route (spec "Error screens"). */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const serverText = useServerText();
  const { status, text } = describeError(useRouteError());
  const detail = serverText(text);

  const kind = kindByStatus[status] ?? 'server';
  const Icon = icons[kind];
  const title = t(`errors.${kind}.title`);
  const description = t(`errors.${kind}.description`);

  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <PageTitle title={title} />
      <div className="w-full max-w-lg rounded-2xl border border-neutral-200 bg-white p-8 text-center shadow-sm">
        <Icon aria-hidden="true" className="mx-auto size-14 text-indigo-700" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
        <p className="mt-3 text-neutral-700">{description}</p>
        {detail !== description && (
          <p className="mt-3 rounded-lg bg-neutral-100 px-4 py-2 text-sm text-neutral-800">
            {detail}
          </p>
        )}
        <p className="mt-4 text-sm font-medium text-neutral-600">
          {t('errors.code', { code: status })}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className={buttonClassName('primary')}>
            <House aria-hidden="true" className="size-4" />
            {t('errors.goHome')}
          </Link>
          <button
            type="button"
            onClick={() => void navigate(-1)}
            className={buttonClassName('secondary')}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('errors.goBack')}
          </button>
          {status >= 500 && (
            <button
              type="button"
              onClick={() => window.location.reload()}
              className={buttonClassName('secondary')}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              {t('errors.refresh')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
