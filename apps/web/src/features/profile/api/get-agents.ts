import { useQuery } from '@tanstack/react-query';
import { getAgentsQueryOptions } from '@/features/catalog/api/get-lookups';

/** Agents are cached 5 minutes (accounts-and-admin §9). */
const AGENTS_STALE_TIME = 5 * 60_000;

/** GET /api/agents: the public list the profile's agent select offers (the catalogue's query). */
export function useAgents() {
  return useQuery({ ...getAgentsQueryOptions(), staleTime: AGENTS_STALE_TIME });
}
