import type { Stats } from '@curio/shared';
import { Boxes, Handshake, Percent, UsersRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  type BarShapeProps,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { rowButtonClassName } from '../../common/components/button-styles';
import { SectionCard } from '../../common/components/section-card';
import { StatusMessage } from '../../common/components/status-message';
import { useStats } from '../api/get-stats';
import { CHART_INK, CHART_TOOLTIP_STYLE } from './chart-palette';
import { PieCard } from './pie-card';
import { useNumberFormat } from './use-number-format';
import { CountingNote } from '@/components/stats/counting-note';

/**
 * The Statistics tab, 'Platform Statistics' (accounts-and-admin §2): agent distribution (when there
 * are agents), user interactions with the conversion rate, platform overview, key metrics, and the
 * last 30 days of views and clicks. All from GET /api/stats.
 */
export function StatisticsTab() {
  const { t } = useTranslation('admin');
  const stats = useStats();

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-neutral-900">{t('stats.title')}</h2>
      <CountingNote />
      {stats.isPending ? (
        <StatusMessage kind="loading">{t('stats.loading')}</StatusMessage>
      ) : (
        <>
          {stats.isError && (
            <StatusMessage
              kind="error"
              action={
                <button
                  type="button"
                  onClick={() => void stats.refetch()}
                  className={rowButtonClassName}
                >
                  {t('common.retry')}
                </button>
              }
            >
              {t('stats.loadFailed')}
            </StatusMessage>
          )}
          <StatisticsCards stats={stats.data} />
        </>
      )}
    </div>
  );
}

function StatisticsCards({ stats }: { stats: Stats | undefined }) {
  const { t } = useTranslation('admin');
  const format = useNumberFormat();

  return (
    <div className="grid gap-6 md:grid-cols-2">
      {stats && stats.availableAgents > 0 && (
        <PieCard
          title={t('stats.agentDistribution')}
          description={t('stats.agentDistributionHint')}
          slices={stats.agentDistribution.map((entry) => ({
            name: entry.name ?? t('stats.noAgent'),
            value: entry.users,
            color: entry.name === null ? '#a3a3a3' : undefined,
          }))}
        />
      )}
      <PieCard
        title={t('stats.userInteractions')}
        description={t('stats.userInteractionsHint')}
        slices={
          stats && [
            { name: t('stats.productClicks'), value: stats.productViews, color: '#4f46e5' },
            { name: t('stats.purchaseClicks'), value: stats.purchaseClicks, color: '#16a34a' },
          ]
        }
        footer={
          stats && (
            <p className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
              {t('stats.conversion', { rate: format.percent(stats.conversionRate) })}
            </p>
          )
        }
      />
      <PlatformOverview stats={stats} />
      <KeyMetrics stats={stats} />
      <Activity stats={stats} />
    </div>
  );
}

function PlatformOverview({ stats }: { stats: Stats | undefined }) {
  const { t } = useTranslation('admin');
  const format = useNumberFormat();
  const bars = stats && [
    { name: t('stats.registeredUsers'), value: stats.registeredUsers, color: '#4f46e5' },
    { name: t('stats.totalProducts'), value: stats.totalProducts, color: '#0891b2' },
  ];
  return (
    <SectionCard title={t('stats.platformOverview')} description={t('stats.platformOverviewHint')}>
      {bars ? (
        <>
          <div aria-hidden="true" className="h-56">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={bars}
                accessibilityLayer={false}
                margin={{ top: 8, right: 8, bottom: 0, left: -12 }}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={CHART_INK.grid} />
                <XAxis dataKey="name" tick={{ fill: CHART_INK.text, fontSize: 12 }} />
                <YAxis allowDecimals={false} tick={{ fill: CHART_INK.text, fontSize: 12 }} />
                <Tooltip
                  contentStyle={CHART_TOOLTIP_STYLE}
                  formatter={(value) => format.count(Number(value))}
                />
                <Bar
                  dataKey="value"
                  name={t('stats.count')}
                  radius={[6, 6, 0, 0]}
                  isAnimationActive={false}
                  shape={(props: BarShapeProps) => (
                    <Rectangle {...props} fill={bars[props.index]?.color} />
                  )}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ul className="sr-only">
            {bars.map((bar) => (
              <li key={bar.name}>
                {t('stats.chartSummary', { label: bar.name, value: format.count(bar.value) })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="py-10 text-center text-sm text-neutral-600">{t('stats.noData')}</p>
      )}
    </SectionCard>
  );
}

type Metric = { label: string; value: string; icon: LucideIcon; tone: string };

function KeyMetrics({ stats }: { stats: Stats | undefined }) {
  const { t } = useTranslation('admin');
  const format = useNumberFormat();
  const dash = '—';
  const metrics: Metric[] = [
    {
      label: t('stats.registeredUsers'),
      value: stats ? format.count(stats.registeredUsers) : dash,
      icon: UsersRound,
      tone: 'bg-indigo-50 text-indigo-700',
    },
    {
      label: t('stats.totalProducts'),
      value: stats ? format.count(stats.totalProducts) : dash,
      icon: Boxes,
      tone: 'bg-cyan-50 text-cyan-800',
    },
    {
      label: t('stats.availableAgents'),
      value: stats ? format.count(stats.availableAgents) : dash,
      icon: Handshake,
      tone: 'bg-amber-50 text-amber-800',
    },
    {
      label: t('stats.conversionRate'),
      value: stats ? format.percent(stats.conversionRate) : dash,
      icon: Percent,
      tone: 'bg-emerald-50 text-emerald-800',
    },
  ];
  return (
    <SectionCard title={t('stats.keyMetrics')}>
      <dl className="grid grid-cols-2 gap-3">
        {metrics.map(({ label, value, icon: Icon, tone }) => (
          <div key={label} className="rounded-xl border border-neutral-200 p-4">
            <dt className="flex items-center gap-2 text-sm text-neutral-700">
              <span
                aria-hidden="true"
                className={`inline-flex size-7 items-center justify-center rounded-lg ${tone}`}
              >
                <Icon className="size-4" />
              </span>
              {label}
            </dt>
            <dd className="mt-2 text-2xl font-bold text-neutral-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

function Activity({ stats }: { stats: Stats | undefined }) {
  const { t } = useTranslation('admin');
  const format = useNumberFormat();
  const days = stats?.daily.map((day) => ({ ...day, label: format.day(day.date) }));
  const totals = stats?.daily.reduce(
    (sum, day) => ({ views: sum.views + day.views, clicks: sum.clicks + day.clicks }),
    { views: 0, clicks: 0 },
  );
  return (
    <SectionCard
      className="md:col-span-2"
      title={t('stats.activity')}
      description={t('stats.activityHint')}
    >
      {days && totals ? (
        <>
          <div aria-hidden="true" className="h-64">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart
                data={days}
                accessibilityLayer={false}
                margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
              >
                <CartesianGrid strokeDasharray="3 3" stroke={CHART_INK.grid} />
                <XAxis
                  dataKey="label"
                  tick={{ fill: CHART_INK.text, fontSize: 12 }}
                  interval="preserveStartEnd"
                  minTickGap={24}
                />
                <YAxis allowDecimals={false} tick={{ fill: CHART_INK.text, fontSize: 12 }} />
                <Tooltip contentStyle={CHART_TOOLTIP_STYLE} />
                <Legend />
                <Line
                  type="monotone"
                  dataKey="views"
                  name={t('stats.views')}
                  stroke="#4f46e5"
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
                <Line
                  type="monotone"
                  dataKey="clicks"
                  name={t('stats.clicks')}
                  stroke="#16a34a"
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
          <ul className="sr-only">
            <li>
              {t('stats.chartSummary', {
                label: t('stats.views'),
                value: format.count(totals.views),
              })}
            </li>
            <li>
              {t('stats.chartSummary', {
                label: t('stats.clicks'),
                value: format.count(totals.clicks),
              })}
            </li>
          </ul>
        </>
      ) : (
        <p className="py-10 text-center text-sm text-neutral-600">{t('stats.noData')}</p>
      )}
    </SectionCard>
  );
}
