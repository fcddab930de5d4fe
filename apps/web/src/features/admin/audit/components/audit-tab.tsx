import { ROLES, type AuditEntry, type Role } from '@curio/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { SectionCard } from '../../common/components/section-card';
import { StatusMessage } from '../../common/components/status-message';
import { useAudit } from '../api/get-audit';

const AUDIT_PAGE_PARAM = 'auditPage';

const VERBS = [
  'create',
  'rename',
  'update',
  'delete',
  'role',
  'freeze',
  'unfreeze',
  'email_released',
] as const;
const TYPES = [
  'user',
  'product',
  'color',
  'size',
  'category',
  'agent',
  'contact_message',
  'synonym',
  'currency_rate',
] as const;
type Verb = (typeof VERBS)[number];
type TargetType = (typeof TYPES)[number];

const isVerb = (value: string): value is Verb => (VERBS as readonly string[]).includes(value);
const isType = (value: string): value is TargetType => (TYPES as readonly string[]).includes(value);
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** The admin actions, newest first, 25 a page: when, who, what, and on what. */
export function AuditTab() {
  const { t, i18n } = useTranslation('admin');
  const [params] = useSearchParams();
  const requested = Number(params.get(AUDIT_PAGE_PARAM));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const audit = useAudit(page - 1);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const actionOf = (entry: AuditEntry) => {
    const verb = entry.action.split('.').pop() ?? entry.action;
    return isVerb(verb) ? t(`audit.actions.${verb}`) : entry.action;
  };

  /** A before or after value in the viewer's language: a role, a user's status, or as recorded. */
  const valueOf = (value: string | undefined) => {
    if (value === undefined) return undefined;
    if (isRole(value)) return t(`users.roles.${value}`);
    if (value === 'active' || value === 'frozen') return t(`users.status.${value}`);
    return value;
  };

  const targetOf = (entry: AuditEntry) => {
    const type = isType(entry.targetType) ? t(`audit.types.${entry.targetType}`) : entry.targetType;
    const details = entry.details ?? {};
    const from = valueOf(text(details.from));
    const to = valueOf(text(details.to));
    // Who or what: named, or (a creation, say) by the value it was given.
    const label =
      text(details.username) ??
      text(details.name) ??
      text(details.email) ??
      (from ? undefined : to);
    return (
      <>
        <span className="font-medium text-neutral-900">{type}</span>
        {label && <span className="text-neutral-800"> “{label}”</span>}
        {entry.targetId !== null && <span className="text-neutral-600"> #{entry.targetId}</span>}
        {from && to && (
          <span className="block text-xs text-neutral-600">{t('audit.change', { from, to })}</span>
        )}
      </>
    );
  };

  const data = audit.data;
  const content = data?.content;
  return (
    <SectionCard level={2} title={t('audit.title')} description={t('audit.description')}>
      {audit.isPending ? (
        <StatusMessage kind="loading">{t('audit.loading')}</StatusMessage>
      ) : audit.isError && !content ? (
        <StatusMessage kind="error">{t('audit.loadFailed')}</StatusMessage>
      ) : !data || !content || content.length === 0 ? (
        <StatusMessage kind="empty">{t('audit.empty')}</StatusMessage>
      ) : (
        <>
          <div
            className="relative overflow-x-auto rounded-xl border border-neutral-200"
            tabIndex={0}
            role="group"
            aria-label={t('audit.title')}
          >
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="border-b border-neutral-200 bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-700 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t('audit.columns.when')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('audit.columns.who')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('audit.columns.action')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('audit.columns.target')}
                  </th>
                </tr>
              </thead>
              <tbody
                className="divide-y divide-neutral-200"
                aria-busy={audit.isFetching || undefined}
              >
                {content.map((entry) => (
                  <tr key={entry.id}>
                    <td className="px-4 py-3 whitespace-nowrap text-neutral-700">
                      <time dateTime={entry.createdAt}>
                        {when.format(new Date(entry.createdAt))}
                      </time>
                    </td>
                    <td className="px-4 py-3 text-neutral-900">
                      {entry.actor?.username ?? t('audit.system')}
                    </td>
                    <td className="px-4 py-3 text-neutral-900">{actionOf(entry)}</td>
                    <td className="px-4 py-3">{targetOf(entry)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={data.totalPages} param={AUDIT_PAGE_PARAM} />
        </>
      )}
    </SectionCard>
  );
}
