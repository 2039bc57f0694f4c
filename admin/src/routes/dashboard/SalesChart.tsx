// Recharts is heavy: this module is loaded lazily by DashboardPage, in its own chunk.
// Colours are the theme's CSS variables, so the chart follows the light / dark switch by itself.
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatBRL } from '@gn/core/money';
import { formatInteger } from '../../lib/list-count';
import type { SalesPoint } from './dashboard-queries';

const compactBrl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const TICK = { fill: 'var(--color-ink-muted)', fontSize: 12 };

type ChartRow = SalesPoint & { reais: number };

function ticketsText(n: number): string {
  return `${formatInteger(n)} ${n === 1 ? 'ingresso' : 'ingressos'}`;
}

// Only what we read of recharts' tooltip props (its generic types do not narrow to our row).
type TooltipProps = { active?: boolean; payload?: readonly { payload?: unknown }[] };

function SalesTooltip({ active, payload }: TooltipProps) {
  const row = payload?.[0]?.payload as ChartRow | undefined;
  if (!active || !row) return null;
  return (
    <div className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink shadow-lg">
      <p className="font-medium">{row.date}</p>
      <p className="mt-1 flex items-center gap-2">
        <span className="size-2.5 rounded-sm bg-accent" aria-hidden="true" />
        {formatBRL(row.revenue)}
      </p>
      <p className="flex items-center gap-2">
        <span className="size-2.5 rounded-full bg-success" aria-hidden="true" />
        {ticketsText(row.tickets)}
      </p>
    </div>
  );
}

/** The drawing only: DashboardPage gives it a heading, a summary and an accessible table. */
export default function SalesChart({ points }: { points: SalesPoint[] }) {
  const rows: ChartRow[] = points.map((p) => ({ ...p, reais: p.revenue / 100 }));
  return (
    // Screen readers get the table beside it; the SVG would only be noise (and no focus stop).
    <div aria-hidden="true" className="h-64 w-full overflow-hidden sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={rows}
          margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="var(--color-line)" />
          <XAxis
            dataKey="label"
            tick={TICK}
            tickLine={false}
            axisLine={{ stroke: 'var(--color-line-strong)' }}
            minTickGap={16}
          />
          <YAxis
            yAxisId="revenue"
            tick={TICK}
            tickLine={false}
            axisLine={false}
            width={64}
            tickFormatter={(value: number) => compactBrl.format(value)}
          />
          <YAxis
            yAxisId="tickets"
            orientation="right"
            tick={TICK}
            tickLine={false}
            axisLine={false}
            width={36}
            allowDecimals={false}
          />
          <Tooltip content={SalesTooltip} cursor={{ fill: 'var(--color-surface-muted)' }} />
          <Bar
            yAxisId="revenue"
            dataKey="reais"
            name="Receita"
            fill="var(--color-accent)"
            radius={[3, 3, 0, 0]}
            maxBarSize={24}
            isAnimationActive={false}
          />
          <Line
            yAxisId="tickets"
            dataKey="tickets"
            name="Ingressos"
            type="monotone"
            stroke="var(--color-success)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
