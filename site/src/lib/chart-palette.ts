// The colours of the analytics chart's lines, shared by the chart script and the legend the server writes beside it.

/** Distinguishable on light and dark backgrounds alike (Tableau 10 and 5 more). */
const PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac', '#1f77b4', '#17becf', '#bcbd22', '#8c564b', '#e377c2'];

export function seriesColor(position: number): string {
  return PALETTE[position % PALETTE.length]!;
}
