// The analytics time series as a uPlot chart, drawn when the chart scrolls into view (uPlot is fetched then; its small
// stylesheet comes with the page, see AnalyticsPanel); a tooltip (by pointer or arrow keys) lists the day's total and
// up to 15 projects, largest first. Plain DOM rather than a framework island: the pages then load no framework at all,
// which keeps them within the interactive pages' script budget. The table beside the chart carries the same figures.
import type uPlot from 'uplot';
import type { Metric } from '#contracts/analytics.ts';
import { seriesColor } from '#site/lib/chart-palette.ts';

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

const HEIGHT = 320;
const WALK_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

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

function element(tag: string, className: string, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** A label and an amount on one line of the tooltip, with the series' colour when it has one. */
function tooltipRow(label: string, amount: string, className: string, color?: string): HTMLElement {
  const named = element('span', '', label);
  if (color) {
    const swatch = document.createElement('i');
    swatch.style.background = color;
    named.prepend(swatch);
  }
  return element('span', className, named, element('span', '', amount));
}

function draw(figure: HTMLElement): void {
  const data = JSON.parse(figure.dataset.chart!) as ChartData;
  const holder = figure.querySelector<HTMLElement>('.plot')!;
  const announcer = figure.querySelector<HTMLElement>('[role="status"]')!;
  const format = formatter(data);
  let plot: uPlot | null = null;
  let index: number | null = null;

  function showDay(next: number | null): void {
    index = next;
    if (next === null) {
      announcer.replaceChildren();
      return;
    }
    const rows = data.series
      .map((series, position) => ({ title: series.title, value: series.values[next] ?? 0, color: seriesColor(position) }))
      .sort((a, b) => b.value - a.value)
      .map((row) => tooltipRow(row.title, format(row.value), 'row', row.color));
    const more = data.strings.more ? [element('span', 'more', data.strings.more)] : [];
    announcer.replaceChildren(element('div', 'tooltip',
      element('strong', '', data.dayLabels[next] ?? ''), tooltipRow(data.strings.total, format(data.totals[next] ?? 0), 'row total'), ...rows, ...more));
  }

  void import('uplot').then(({ default: UPlot }) => {
    const text = themeColor('--text-muted');
    const grid = themeColor('--border');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    holder.replaceChildren();
    plot = new UPlot({
      width: holder.clientWidth,
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [
        { ...axis, values: (_u, ticks) => ticks.map((tick) => new Date(tick * 1000).toLocaleDateString(data.locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })) },
        { ...axis, size: 80, values: (_u, ticks) => ticks.map(format) },
      ],
      series: [{}, ...data.series.map((series, position) => ({ label: series.title, stroke: seriesColor(position), width: 2 }))],
      hooks: { setCursor: [(u) => showDay(u.cursor.idx ?? null)] },
    }, [data.days.map((day) => day / 1000), ...data.series.map((series) => series.values)], holder);
  });
  new ResizeObserver(() => plot?.setSize({ width: holder.clientWidth, height: HEIGHT })).observe(holder);

  /** Arrow keys walk the days, so the tooltip works without a pointer. */
  holder.addEventListener('keydown', (event) => {
    if (!plot || !WALK_KEYS.includes(event.key)) return;
    event.preventDefault();
    const last = data.days.length - 1;
    const current = index ?? last;
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? last : Math.min(last, Math.max(0, current + (event.key === 'ArrowLeft' ? -1 : 1)));
    plot.setCursor({ left: plot.valToPos(data.days[next]! / 1000, 'x'), top: HEIGHT / 3 });
  });
}

/** Draws each chart of the page once it comes near the viewport. */
export function drawChartsWhenVisible(root: ParentNode): void {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      draw(entry.target as HTMLElement);
    }
  }, { rootMargin: '200px' });
  for (const figure of root.querySelectorAll<HTMLElement>('figure[data-chart]')) observer.observe(figure);
}
