import type { AgentTestLinkInput, AgentTestLinkReply } from '@curio/shared';
import { ExternalLink, FlaskConical, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { useServerText, type ServerText } from '@/hooks/use-server-text';
import { explainedError } from '@/lib/api-client';
import { testAgentLink } from '../api/test-agent-link';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'testing' }
  | { kind: 'links'; links: AgentTestLinkReply['links'] }
  | { kind: 'refused'; error: ServerText | 'buyLinkFailed' };

/**
 * "Test link": the Buy links of a sample Taobao, Weidian and 1688 item for the agent as typed,
 * or why none can be made. The answer shows only while the values are those it was for.
 */
export function AgentTestLink({ name, referralCode, linkTemplate }: AgentTestLinkInput) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const translateServer = useServerText();
  const typed = JSON.stringify([name, referralCode, linkTemplate]);
  const [answer, setAnswer] = useState<{ typed: string; outcome: Outcome }>();
  const outcome: Outcome = answer?.typed === typed ? answer.outcome : { kind: 'idle' };

  const test = async () => {
    const settle = (next: Outcome) => setAnswer({ typed, outcome: next });
    settle({ kind: 'testing' });
    try {
      const { links } = await testAgentLink({ name, referralCode, linkTemplate });
      settle({ kind: 'links', links });
    } catch (error) {
      settle({ kind: 'refused', error: explainedError(error) ?? 'buyLinkFailed' });
    }
  };

  return (
    <section
      aria-label={t('agents.testLink.title')}
      className="rounded-xl border border-neutral-200 bg-neutral-50 p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-neutral-700">{t('agents.testLink.description')}</p>
        <button
          type="button"
          onClick={() => void test()}
          disabled={outcome.kind === 'testing'}
          aria-busy={outcome.kind === 'testing'}
          className={buttonClassName('secondary')}
        >
          {outcome.kind === 'testing' ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <FlaskConical aria-hidden="true" className="size-4" />
          )}
          {t('agents.testLink.action')}
        </button>
      </div>
      <div aria-live="polite">
        {outcome.kind === 'refused' && (
          <p role="alert" className="mt-3 text-red-700">
            {translateServer(outcome.error)}
          </p>
        )}
        {outcome.kind === 'links' && (
          <ul aria-label={t('agents.testLink.results')} className="mt-3 space-y-3">
            {outcome.links.map((link) => (
              <li key={link.platform}>
                <p className="font-medium text-neutral-900">
                  {t(`agents.testLink.platforms.${link.platform}`)}
                </p>
                <p className="text-xs break-all text-neutral-600">
                  {t('agents.testLink.sample', { link: link.sampleLink })}
                </p>
                {link.url !== null ? (
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-mono text-xs break-all text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:text-indigo-900"
                  >
                    {link.url}
                    <ExternalLink
                      aria-hidden="true"
                      className="ml-1 inline size-3.5 align-[-2px]"
                    />
                    <span className="sr-only"> {tApp('app.opensInNewTab')}</span>
                  </a>
                ) : (
                  <p className="text-red-700">
                    {t('agents.testLink.unavailable', {
                      reason: translateServer(link.reason ?? 'buyLinkFailed'),
                    })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
