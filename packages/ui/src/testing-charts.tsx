// '@insp/ui/testing/charts': a recording stand-in for @mui/x-charts' charts in screen tests (the
// charts themselves are @mui/x-charts' business; what a screen hands them is ours):
//   vi.mock('@mui/x-charts/BarChart', () => import('@insp/ui/testing/charts'));
// then read (and reset) `charts.bars` / `charts.pies`.

/** The props each chart was rendered with, in order. */
export const charts = { bars: [] as Array<Record<string, unknown>>, pies: [] as Array<Record<string, unknown>> };

export function BarChart(props: Record<string, unknown>) {
  charts.bars.push(props);
  return <div data-testid="bar-chart" />;
}

export function PieChart(props: Record<string, unknown>) {
  charts.pies.push(props);
  return <div data-testid="pie-chart" />;
}
