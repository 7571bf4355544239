export { TideChart } from './TideChart.tsx';
export type { TideChartProps, TideChartState } from './TideChart.tsx';
