import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';

// The one module that imports the chart library: every page that draws a chart loads it in its own lazy chunk, so
// public pages, the app shell and the candidate dashboard's first paint never wait for it. Colours are the design
// tokens themselves (CSS variables), so the charts follow the light and dark themes without a re-render.

/** The series colours, in order: the accent first, then neutrals and state colours for a second and third series. */
export const chartColors = {
  primary: 'var(--primary)',
  neutral: 'var(--muted-foreground)',
  success: 'var(--success)',
  warning: 'var(--warning)',
  danger: 'var(--destructive)',
} as const;

const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };
const CHART_HEIGHT = 240;

export interface BarDatum {
  label: string;
  value: number;
  /** One bar's own colour (decisions by outcome); the chart's colour otherwise. */
  color?: string;
}

function ChartTooltip({ active, payload, label }: TooltipContentProps<TooltipValueType, string | number>) {
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-md border border-border bg-card px-3 py-2 text-sm text-card-foreground shadow-sm">
      <p className="font-medium">{label}</p>
      {payload.map((entry) => (
        <p key={String(entry.dataKey)} className="tabular-nums text-muted-foreground">
          {`${String(entry.name)}: ${String(entry.value)}`}
        </p>
      ))}
    </div>
  );
}

/** Bars of one figure per category (a funnel, score deciles, languages): `label` names the chart for screen readers. */
export function CategoryBarChart({
  data,
  label,
  valueName,
  color = chartColors.primary,
  layout = 'horizontal',
}: {
  data: BarDatum[];
  label: string;
  valueName: string;
  color?: string;
  /** `vertical` lays the bars sideways, for long category names. */
  layout?: 'horizontal' | 'vertical';
}) {
  const sideways = layout === 'vertical';
  return (
    <BarChart
      responsive
      style={{ width: '100%', height: CHART_HEIGHT }}
      data={data}
      layout={layout}
      title={label}
      aria-label={label}
      margin={{ top: 8, right: 16, bottom: 8, left: sideways ? 16 : 0 }}
    >
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={sideways} horizontal={!sideways} />
      {sideways ? (
        <>
          <XAxis type="number" allowDecimals={false} tick={axisTick} stroke="var(--border)" />
          <YAxis type="category" dataKey="label" width={110} tick={axisTick} stroke="var(--border)" />
        </>
      ) : (
        <>
          <XAxis dataKey="label" tick={axisTick} stroke="var(--border)" />
          <YAxis allowDecimals={false} width={40} tick={axisTick} stroke="var(--border)" />
        </>
      )}
      <Tooltip content={ChartTooltip} cursor={{ fill: 'var(--muted)' }} />
      <Bar dataKey="value" name={valueName} fill={color} radius={[3, 3, 0, 0]} isAnimationActive={false}>
        {data.map((datum) => (
          <Cell key={datum.label} fill={datum.color ?? color} />
        ))}
      </Bar>
    </BarChart>
  );
}

export interface LineSeries<Row> {
  key: keyof Row & string;
  name: string;
  color: string;
  /** A dash pattern, so the series differ by more than colour. */
  dash?: string;
}

/** Lines over time (the per-day series, scores over time); `xKey` is the row's field shown on the axis. */
export function SeriesLineChart<Row extends object>({
  data,
  xKey,
  series,
  label,
  yDomain,
}: {
  data: Row[];
  xKey: keyof Row & string;
  series: LineSeries<Row>[];
  label: string;
  yDomain?: [number, number];
}) {
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: CHART_HEIGHT }}
      data={data}
      title={label}
      aria-label={label}
      margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
    >
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey={xKey as string} tick={axisTick} stroke="var(--border)" minTickGap={16} />
      <YAxis allowDecimals={false} width={40} tick={axisTick} stroke="var(--border)" domain={yDomain} />
      <Tooltip content={ChartTooltip} />
      {series.length > 1 ? <Legend wrapperStyle={{ color: 'var(--foreground)', fontSize: 12 }} /> : null}
      {series.map((line) => (
        <Line
          key={line.key}
          type="monotone"
          dataKey={line.key}
          name={line.name}
          stroke={line.color}
          strokeDasharray={line.dash}
          strokeWidth={2}
          dot={data.length <= 31 ? { fill: 'var(--card)' } : false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
