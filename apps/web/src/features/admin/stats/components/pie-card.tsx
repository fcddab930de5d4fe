import { Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../common/components/section-card';
import { CHART_INK, CHART_TOOLTIP_STYLE, pieColor } from './chart-palette';
import { useNumberFormat } from './use-number-format';

type Slice = { name: string; value: number; color?: string };

type PieCardProps = {
  title: string;
  description: string;
  slices: Slice[] | undefined;
  footer?: ReactNode;
};

/** A doughnut chart with a legend that carries the numbers (the legend is what screen readers read). */
export function PieCard({ title, description, slices, footer }: PieCardProps) {
  const { t } = useTranslation('admin');
  const format = useNumberFormat();
  const colored = slices?.map((slice, index) => ({
    ...slice,
    color: slice.color ?? pieColor(index),
  }));
  // Each sector takes its `fill` from its data; empty ones are left out of the ring.
  const sectors = colored
    ?.filter((slice) => slice.value > 0)
    .map((slice) => ({ name: slice.name, value: slice.value, fill: slice.color }));
  const total = colored?.reduce((sum, slice) => sum + slice.value, 0) ?? 0;

  return (
    <SectionCard title={title} description={description}>
      {!colored || total === 0 ? (
        <p className="py-10 text-center text-sm text-neutral-600">{t('stats.noData')}</p>
      ) : (
        <div className="flex flex-col items-center gap-4 sm:flex-row">
          <div aria-hidden="true" className="h-48 w-full max-w-48 shrink-0">
            <ResponsiveContainer width="100%" height="100%">
              <PieChart accessibilityLayer={false}>
                <Pie
                  data={sectors}
                  dataKey="value"
                  nameKey="name"
                  innerRadius="55%"
                  outerRadius="95%"
                  paddingAngle={sectors && sectors.length > 1 ? 2 : 0}
                  stroke={CHART_INK.surface}
                  rootTabIndex={-1}
                  isAnimationActive={false}
                />
                <Tooltip
                  contentStyle={CHART_TOOLTIP_STYLE}
                  formatter={(value) => format.count(Number(value))}
                />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul className="w-full min-w-0 space-y-2 text-sm">
            {colored.map((slice) => (
              <li key={slice.name} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  style={{ backgroundColor: slice.color }}
                  className="size-3 shrink-0 rounded-sm"
                />
                <span className="min-w-0 flex-1 truncate text-neutral-800">{slice.name}</span>
                <span className="font-semibold text-neutral-900 tabular-nums">
                  {format.count(slice.value)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {footer}
    </SectionCard>
  );
}
