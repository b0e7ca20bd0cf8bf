// Geometry of the simple SVG bar charts: bars scaled to the largest value, never below a sliver.
export type Bar = { label: string; value: number; x: number; y: number; width: number; height: number };

export function barLayout(values: Array<{ label: string; value: number }>, { width, height, gap = 4, minHeight = 2, maxBarWidth = Infinity }: { width: number; height: number; gap?: number; minHeight?: number; maxBarWidth?: number }): Bar[] {
  if (values.length === 0) return [];
  const max = Math.max(1, ...values.map((entry) => entry.value));
  const barWidth = Math.min(maxBarWidth, Math.max(1, (width - gap * (values.length - 1)) / values.length));
  return values.map((entry, index) => {
    const barHeight = entry.value === 0 ? 0 : Math.max(minHeight, (entry.value / max) * height);
    return { label: entry.label, value: entry.value, x: index * (barWidth + gap), y: height - barHeight, width: barWidth, height: barHeight };
  });
}
