import {
  contactMessageSchema,
  LIMITS,
  pageSchema,
  type ContactMessage,
  type Page,
} from '@curio/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { toQueryString } from '@/utils/query-string';

const messagesPageSchema = pageSchema(contactMessageSchema);
const messagesKey = ['admin', 'messages'];
const listKey = [...messagesKey, 'list'];
const unreadCountKey = [...messagesKey, 'unread-count'];

/** The contact inbox, newest first (GET /api/admin/messages); `page` is 0-based. */
function getMessages(
  {
    page,
    unreadOnly,
    size = LIMITS.dashboardPageSize,
  }: { page: number; unreadOnly: boolean; size?: number },
  signal?: AbortSignal,
): Promise<Page<ContactMessage>> {
  const query = toQueryString({ page, size, unread: unreadOnly ? 'true' : undefined });
  return apiFetch(`/api/admin/messages${query}`, { schema: messagesPageSchema, signal });
}

const getMessagesQueryOptions = (page: number, unreadOnly: boolean) =>
  queryOptions({
    queryKey: [...listKey, { page, unreadOnly }],
    queryFn: ({ signal }) => getMessages({ page, unreadOnly }, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useMessages = (page: number, unreadOnly: boolean) =>
  useQuery(getMessagesQueryOptions(page, unreadOnly));

/** How many messages are unread (the Inbox tab's badge). */
export const useUnreadCount = () =>
  useQuery({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) =>
      getMessages({ page: 0, unreadOnly: true, size: 1 }, signal).then(
        (page) => page.totalElements,
      ),
    staleTime: 60_000,
  });

/** Mark read or unread (kept in place in the lists shown), and delete. */
export function useMessageActions() {
  const queryClient = useQueryClient();

  const setRead = useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      apiFetch(`/api/admin/messages/${id}`, {
        method: 'PATCH',
        body: { read },
        schema: contactMessageSchema,
      }),
    onSuccess: (updated) => {
      // The message stays where it is (even under "Unread only") until the list is reloaded.
      queryClient.setQueriesData<Page<ContactMessage>>(
        { queryKey: listKey },
        (page) =>
          page && {
            ...page,
            content: page.content.map((message) => (message.id === updated.id ? updated : message)),
          },
      );
      return queryClient.invalidateQueries({ queryKey: unreadCountKey });
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/messages/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });

  return { setRead, remove };
}
