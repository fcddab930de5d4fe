import { auditEntrySchema, LIMITS, pageSchema, type AuditEntry, type Page } from '@curio/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const auditPageSchema = pageSchema(auditEntrySchema);

/** One page of the audit log, newest first (GET /api/admin/audit); `page` is 0-based. */
function getAudit(page: number, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  return apiFetch(`/api/admin/audit?page=${page}&size=${LIMITS.dashboardPageSize}`, {
    schema: auditPageSchema,
    signal,
  });
}

const getAuditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', page],
    queryFn: ({ signal }) => getAudit(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAudit = (page: number) => useQuery(getAuditQueryOptions(page));
