import type { ContactMessage } from '@curio/shared';
import { ChevronDown, Mail, MailOpen, Reply, Send, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/lib/toast';
import { toSearchString } from '@/utils/query-string';
import {
  rowButtonClassName,
  rowDangerButtonClassName,
} from '../../common/components/button-styles';
import { ConfirmDeleteDialog } from '../../common/components/confirm-delete-dialog';
import { ErrorBanner } from '../../common/components/error-banner';
import { SectionCard } from '../../common/components/section-card';
import { StatusMessage } from '../../common/components/status-message';
import { useServerMessage } from '../../common/hooks/use-server-message';
import { useMessageActions, useMessages } from '../api/messages';

const INBOX_PAGE_PARAM = 'inboxPage';
const INBOX_FILTER_PARAM = 'inbox';

/**
 * The contact inbox: messages newest first, unread ones marked; opening one marks it read; it can
 * be marked unread again or deleted after a confirmation. "Unread only" filters the list.
 */
export function InboxTab() {
  const { t } = useTranslation('admin');
  const serverMessage = useServerMessage();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get(INBOX_PAGE_PARAM));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const unreadOnly = params.get(INBOX_FILTER_PARAM) === 'unread';
  const messages = useMessages(page - 1, unreadOnly);
  const { setRead, remove } = useMessageActions();
  const [openId, setOpenId] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<ContactMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const filterName = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const setFilter = (unread: boolean) => {
    const next = new URLSearchParams(params);
    if (unread) next.set(INBOX_FILTER_PARAM, 'unread');
    else next.delete(INBOX_FILTER_PARAM);
    next.delete(INBOX_PAGE_PARAM);
    setParams(new URLSearchParams(toSearchString(next)), { replace: true });
    setOpenId(null);
  };

  const markRead = async (message: ContactMessage, read: boolean) => {
    setError(null);
    try {
      await setRead.mutateAsync({ id: message.id, read });
    } catch (failure) {
      setError(serverMessage(failure, t('inbox.updateFailed')));
    }
  };

  const toggle = (message: ContactMessage) => {
    if (openId === message.id) {
      setOpenId(null);
      return;
    }
    setOpenId(message.id);
    if (!message.read) void markRead(message, true);
  };

  const confirmDelete = async () => {
    const message = pendingDelete;
    if (!message) return;
    setError(null);
    try {
      await remove.mutateAsync(message.id);
      toast.success(t('inbox.deleted'));
      if (openId === message.id) setOpenId(null);
    } catch (failure) {
      setError(serverMessage(failure, t('inbox.deleteFailed')));
    } finally {
      setPendingDelete(null);
    }
  };

  const data = messages.data;
  const content = data?.content;
  const filterOptions = [
    { value: false, label: t('inbox.all') },
    { value: true, label: t('inbox.unreadOnly') },
  ];

  return (
    <SectionCard
      level={2}
      title={t('inbox.title')}
      description={t('inbox.description')}
      actions={
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{t('inbox.show')}</legend>
          <div className="inline-flex rounded-lg border border-neutral-300 bg-neutral-100 p-0.5">
            {filterOptions.map((option) => (
              <label
                key={String(option.value)}
                className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-neutral-700 has-checked:bg-white has-checked:text-neutral-900 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-indigo-600"
              >
                <input
                  type="radio"
                  name={filterName}
                  checked={unreadOnly === option.value}
                  onChange={() => setFilter(option.value)}
                  className="sr-only"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      }
    >
      <ErrorBanner message={error} onDismiss={() => setError(null)} />
      {messages.isPending ? (
        <StatusMessage kind="loading">{t('inbox.loading')}</StatusMessage>
      ) : messages.isError && !content ? (
        <StatusMessage kind="error">{t('inbox.loadFailed')}</StatusMessage>
      ) : !data || !content || content.length === 0 ? (
        <StatusMessage kind="empty">
          {unreadOnly ? t('inbox.emptyUnread') : t('inbox.empty')}
        </StatusMessage>
      ) : (
        <>
          <ul
            ref={listRef}
            className="divide-y divide-neutral-200 overflow-hidden rounded-xl border border-neutral-200"
          >
            {content.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                open={openId === message.id}
                onToggle={() => toggle(message)}
                onMarkRead={(read) => void markRead(message, read)}
                onDelete={() => setPendingDelete(message)}
              />
            ))}
          </ul>
          <Pagination page={page} totalPages={data.totalPages} param={INBOX_PAGE_PARAM} />
        </>
      )}
      <ConfirmDeleteDialog
        question={pendingDelete && t('inbox.deleteQuestion', { name: pendingDelete.name })}
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
        fallbackFocus={() => listRef.current?.querySelector('button') ?? null}
      />
    </SectionCard>
  );
}

type MessageItemProps = {
  message: ContactMessage;
  open: boolean;
  onToggle: () => void;
  onMarkRead: (read: boolean) => void;
  onDelete: () => void;
};

function MessageItem({ message, open, onToggle, onMarkRead, onDelete }: MessageItemProps) {
  const { t, i18n } = useTranslation('admin');
  const panelId = useId();
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(message.createdAt));

  return (
    <li className={message.read ? 'bg-white' : 'bg-indigo-50/60'}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-neutral-50"
        >
          <span className="mt-1.5 flex size-2.5 shrink-0 items-center justify-center">
            {!message.read && (
              <span aria-hidden="true" className="size-2.5 rounded-full bg-indigo-600" />
            )}
          </span>
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span
                className={`truncate text-neutral-900 ${message.read ? 'font-medium' : 'font-bold'}`}
              >
                {message.name}
                {!message.read && <span className="sr-only"> ({t('inbox.unread')})</span>}
              </span>
              <time dateTime={message.createdAt} className="shrink-0 text-xs text-neutral-600">
                {when}
              </time>
            </span>
            <span className="block truncate text-sm text-neutral-600">{message.email}</span>
            {!open && (
              <span className="mt-1 block truncate text-sm text-neutral-700">
                {message.message}
              </span>
            )}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`mt-1 size-5 shrink-0 text-neutral-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-4 pb-4 pl-9.5">
        {open && (
          <>
            <p className="rounded-xl border border-neutral-200 bg-white p-4 text-sm whitespace-pre-wrap text-neutral-900">
              {message.message}
            </p>
            {message.forwarded && (
              <p className="mt-2 flex items-center gap-1.5 text-xs text-neutral-600">
                <Send aria-hidden="true" className="size-3.5" />
                {t('inbox.forwarded')}
              </p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              <a href={`mailto:${message.email}`} className={rowButtonClassName}>
                <Reply aria-hidden="true" className="size-4" />
                {t('inbox.reply')}
              </a>
              <button
                type="button"
                onClick={() => onMarkRead(!message.read)}
                className={rowButtonClassName}
              >
                {message.read ? (
                  <Mail aria-hidden="true" className="size-4" />
                ) : (
                  <MailOpen aria-hidden="true" className="size-4" />
                )}
                {message.read ? t('inbox.markUnread') : t('inbox.markRead')}
              </button>
              <button type="button" onClick={onDelete} className={rowDangerButtonClassName}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('common.delete')}
              </button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
