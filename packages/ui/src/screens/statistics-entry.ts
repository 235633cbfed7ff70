// '@insp/ui/screens/statistics': the statistics screens' card and figures. An entry of its own so
// that the screens every user opens first (projects lists) do not download it; the charts inside
// the card load lazily on top of it.
export { BAR_MAX_FACTOR, barMax, porcentaje, porcentajes } from './chart-data.ts';
export {
  retryableStatisticsError,
  STATISTICS_RETRIES,
  STATISTICS_RETRY_MS,
  type StatisticsData,
  type StatisticsGroup,
  type StatisticsLabels,
  type StatisticsLevel,
  statisticsLevel,
  statisticsQuery,
  statisticsRetry,
} from './statistics.ts';
export { StatisticsCard, type StatisticsCardProps } from './StatisticsCard.tsx';
