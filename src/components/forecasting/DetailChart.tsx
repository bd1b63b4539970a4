// The detail page's chart, in its own chunk (@mantine/charts and recharts):
// the history, the fitted values, the statistical forecast, the consensus
// and the lag-1 forecast the past months were planned with.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { ForecastDetail } from './forecasting-api';
import { monthText, quantityText } from './format';

const SERIES = [
  { name: 'history', color: 'dark.5' },
  { name: 'fitted', color: 'gray.5', strokeDasharray: '4 3' },
  { name: 'lag1', color: 'grape.5', strokeDasharray: '2 2' },
  { name: 'statistical', color: 'blue.6' },
  { name: 'consensus', color: 'teal.6' },
] as const;

export default function DetailChart({ detail }: { detail: ForecastDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const data = detail.months.map((month, i) => ({
    month: monthText(month, locale),
    history: detail.history[i],
    fitted: detail.fitted[i],
    lag1: detail.lag1[i],
    statistical: month >= detail.current ? detail.statistical[i] : null,
    consensus: month >= detail.current ? detail.consensus[i] : null,
  }));
  return (
    <LineChart
      h={320}
      data={data}
      dataKey="month"
      series={SERIES.map((s) => ({ ...s, label: t(`forecasting.detail.series.${s.name}`) }))}
      withLegend
      connectNulls={false}
      curveType="linear"
      valueFormatter={(v) => quantityText(v, locale)}
      aria-label={t('forecasting.detail.chartLabel', { product: detail.product.name })}
    />
  );
}
