import { agentSchema, type Agent } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

/** Agents are cached 5 minutes (accounts-and-admin §9). */
const AGENTS_STALE_TIME = 5 * 60_000;
const agentsSchema = z.array(agentSchema);

/** The public agent list; the admin's agent and colour changes invalidate it. */
export const agentsQueryKey = ['agents'] as const;

/** GET /api/agents: the public list the profile's agent select offers. */
function getAgents(signal?: AbortSignal): Promise<Agent[]> {
  return apiFetch('/api/agents', { schema: agentsSchema, signal });
}

export function useAgents() {
  return useQuery(
    queryOptions({
      queryKey: agentsQueryKey,
      queryFn: ({ signal }) => getAgents(signal),
      staleTime: AGENTS_STALE_TIME,
    }),
  );
}
