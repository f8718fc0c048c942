// The analytics time series as a uPlot chart, loaded only when the chart scrolls into view (its small stylesheet comes
// with the page, see AnalyticsPanel); a tooltip (by pointer or arrow keys) lists the day's total and up to 15 projects,
// largest first. The table beside it carries the same figures.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type uPlot from 'uplot';
import type { Metric } from '#contracts/analytics.ts';

export interface ChartData {
  metric: Metric;
  locale: string;
  currency: string | null;
  /** Revenue only: the currency's minor-unit digits, amounts being in minor units. */
  fractionDigits: number;
  /** Milliseconds of each day's start (UTC). */
  days: number[];
  dayLabels: string[];
  /** The projects drawn, largest first: at most the tooltip's 15. */
  series: { title: string; values: number[] }[];
  totals: number[];
  /** `more`: how many projects the chart leaves out, when it leaves any out. */
  strings: { label: string; total: string; loading: string; more: string | null };
}

/** Distinguishable on light and dark backgrounds alike (Tableau 10 and 5 more). */
const PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac', '#1f77b4', '#17becf', '#bcbd22', '#8c564b', '#e377c2'];
const HEIGHT = 320;

function formatter({ metric, locale, currency, fractionDigits }: ChartData): (amount: number) => string {
  if (metric === 'revenue') {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: currency ?? 'USD' });
    return (amount) => money.format(amount / 10 ** fractionDigits);
  }
  if (metric === 'playtime') {
    const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 });
    return (amount) => hours.format(amount / 3600);
  }
  const count = new Intl.NumberFormat(locale);
  return (amount) => count.format(amount);
}

/** Theme colours are light-dark() tokens that only an element can resolve; canvas needs the resolved value. */
function themeColor(variable: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${variable})`;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

export default function AnalyticsChart({ data }: { data: ChartData }) {
  const holder = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [ready, setReady] = useState(false);
  const [index, setIndex] = useState<number | null>(null);
  const format = formatter(data);

  useEffect(() => {
    let cancelled = false;
    const element = holder.current!;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const text = themeColor('--text-muted');
      const grid = themeColor('--border');
      const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      plot.current = new UPlot({
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map((tick) => new Date(tick * 1000).toLocaleDateString(data.locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })) },
          { ...axis, size: 80, values: (_u, ticks) => ticks.map(format) },
        ],
        series: [{}, ...data.series.map((series, position) => ({ label: series.title, stroke: PALETTE[position % PALETTE.length], width: 2 }))],
        hooks: { setCursor: [(u) => setIndex(u.cursor.idx ?? null)] },
      }, [data.days.map((day) => day / 1000), ...data.series.map((series) => series.values)], element);
      setReady(true);
    });
    const resize = new ResizeObserver(() => plot.current?.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      cancelled = true;
      resize.disconnect();
      plot.current?.destroy();
    };
  }, [data]);

  /** Arrow keys walk the days, so the tooltip works without a pointer. */
  function onKey(event: KeyboardEvent) {
    const u = plot.current;
    if (!u || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const last = data.days.length - 1;
    const current = index ?? last;
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? last : Math.min(last, Math.max(0, current + (event.key === 'ArrowLeft' ? -1 : 1)));
    u.setCursor({ left: u.valToPos(data.days[next]! / 1000, 'x'), top: HEIGHT / 3 });
  }

  const shown = index === null ? [] : data.series
    .map((series, position) => ({ title: series.title, value: series.values[index] ?? 0, color: PALETTE[position % PALETTE.length] }))
    .sort((a, b) => b.value - a.value);
  return (
    <figure className="analytics-chart">
      <div ref={holder} role="img" aria-label={data.strings.label} tabIndex={0} onKeyDown={onKey} className="plot">
        {!ready && <p className="loading">{data.strings.loading}</p>}
      </div>
      {index !== null && (
        <div className="tooltip" role="status">
          <strong>{data.dayLabels[index]}</strong>
          <span className="row total"><span>{data.strings.total}</span><span>{format(data.totals[index] ?? 0)}</span></span>
          {shown.map((row) => (
            <span className="row" key={row.title}><span><i style={{ background: row.color }} />{row.title}</span><span>{format(row.value)}</span></span>
          ))}
          {data.strings.more && <span className="more">{data.strings.more}</span>}
        </div>
      )}
    </figure>
  );
}
