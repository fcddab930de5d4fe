import {
  agentTestLinkReplySchema,
  type AgentTestLinkInput,
  type AgentTestLinkReply,
} from '@curio/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * The links a sample Taobao, Weidian and 1688 item get from the agent as typed (unsaved), built by
 * the server as Buy builds them (POST /api/admin/agents/test-link).
 */
export function testAgentLink(agent: AgentTestLinkInput): Promise<AgentTestLinkReply> {
  return apiFetch('/api/admin/agents/test-link', {
    method: 'POST',
    body: agent,
    schema: agentTestLinkReplySchema,
  });
}
