import { adminAgentSchema, type AdminAgent } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { agentsQueryKey } from '@/features/profile/api/get-agents';
import type { LookupEndpoint } from '../../common/api/lookup-mutations';
import { statsQueryKey } from '../../stats/api/get-stats';

export const adminAgentsQueryKey = ['admin', 'agents'];

/** Agents with referral code, link template and user count (GET /api/admin/agents). */
function getAdminAgents(signal?: AbortSignal): Promise<AdminAgent[]> {
  return apiFetch('/api/admin/agents', { schema: z.array(adminAgentSchema), signal });
}

/** Cached 5 minutes (accounts-and-admin §9 "Agents cache"). */
const getAdminAgentsQueryOptions = () =>
  queryOptions({
    queryKey: adminAgentsQueryKey,
    queryFn: ({ signal }) => getAdminAgents(signal),
    staleTime: 5 * 60_000,
  });

export const useAdminAgents = () => useQuery(getAdminAgentsQueryOptions());

/** POST /api/agents, PATCH and DELETE /api/agents/{id}; the public list is refreshed too. */
export const agentsEndpoint: LookupEndpoint<AdminAgent> = {
  path: '/api/agents',
  queryKey: adminAgentsQueryKey,
  itemSchema: adminAgentSchema,
  alsoInvalidate: [agentsQueryKey, statsQueryKey],
};
