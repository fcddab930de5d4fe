import { ExternalLink, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { agentLinkExample, SAMPLE_SHOP_LINK } from '../utils/agent-link-example';

type AgentLinkPreviewProps = { linkTemplate: string | null | undefined; referralCode?: string };

/** The live example of an agent's Buy link, updated while the template is typed. */
export function AgentLinkPreview({ linkTemplate, referralCode }: AgentLinkPreviewProps) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const example = agentLinkExample(linkTemplate, referralCode);
  return (
    <div className="rounded-xl border border-neutral-200 bg-neutral-50 p-4 text-sm">
      <p className="flex items-center gap-2 font-medium text-neutral-900">
        <Link2 aria-hidden="true" className="size-4 text-indigo-700" />
        {t('agents.example')}
      </p>
      <p aria-live="polite" className="mt-2 font-mono text-xs break-all text-neutral-800">
        {example.kind === 'link' ? (
          <a
            href={example.href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:text-indigo-900"
          >
            {example.href}
            <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
            <span className="sr-only"> {tApp('app.opensInNewTab')}</span>
          </a>
        ) : example.kind === 'cn-links' ? (
          <span className="font-sans text-sm text-neutral-700">{t('agents.builtByCnLinks')}</span>
        ) : (
          <span className="font-sans text-sm text-red-700">{t('agents.exampleInvalid')}</span>
        )}
      </p>
      <p className="mt-2 text-xs break-all text-neutral-600">
        {t('agents.exampleCaption', { link: SAMPLE_SHOP_LINK })}
      </p>
    </div>
  );
}
