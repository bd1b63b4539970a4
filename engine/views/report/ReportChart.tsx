// The report's chart, in its own chunk (with @mantine/charts and recharts):
// pages without a chart never load it. Bars, stacked bars and lines over the
// x dimension (a series dimension splits them), a pie of the first measure,
// a scatter of two measures, and a heatmap as a coloured table (readable by
// screen readers as it is). The table below holds every number the chart
// draws.
import '@mantine/charts/styles.css';
import { BarChart, LineChart, PieChart, ScatterChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportChartData } from '../../data/report-api';
import { chartModel, heatShare, valueAxisWidth } from '../../data/report-chart';
import { dimensionText, measureText } from '../../data/report-table';
import type { ReportTexts } from './useReportTexts';

export default function ReportChart({ chart, texts, formats, title, fields }: {
  chart: ReportChartData;
  texts: ReportTexts;
  /** The fields of the x and series dimensions (enum values translate through them). */
  fields: { x?: { entity: string; name: string }; series?: { entity: string; name: string } };
  /** Measure id -> format, for axis and tooltip numbers. */
  formats: Readonly<Record<string, 'number' | 'integer' | 'money' | 'percent'>>;
  title: string;
}) {
  const { t } = useTranslation();
  const model = chartModel(chart, {
    x: (v, label) => dimensionText(chart.xKind, v, label, fields.x, texts.ctx, chart.xLabelKind),
    series: (v, label) => dimensionText(chart.seriesKind, v, label, fields.series, texts.ctx, chart.seriesLabelKind),
    measure: (id) => texts.measure(id),
  });
  const format = (id: string) => (value: number) => measureText(formats[id], value, texts.ctx);
  const first = format(chart.y[0]);
  const label = t('reports.ui.chartLabel', { title });
  let body;
  if (model.kind === 'pie') {
    body = <PieChart data={model.data} withTooltip withLabels withLabelsLine labelsPosition="outside" labelsType="percent" valueFormatter={first} size={240} mx="auto" />;
  } else if (model.kind === 'scatter') {
    body = (
      <ScatterChart
        h={320} data={model.data} dataKey={{ x: 'x', y: 'y' }} labels={{ x: model.xLabel, y: model.yLabel }}
        valueFormatter={{ x: format(chart.y[0]), y: format(chart.y[1] ?? chart.y[0]) }} withLegend={model.data.length > 1}
      />
    );
  } else if (model.kind === 'heatmap') {
    body = (
      // Focusable, so a keyboard can scroll a heatmap wider than the page (axe scrollable-region-focusable).
      <div className="report-heatmap-scroll" tabIndex={0} role="region" aria-label={label}>
        <table className="report-heatmap">
          <thead><tr><td />{model.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
          <tbody>
            {model.rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                {r.cells.map((v, i) => (
                  <td key={i} style={v === null ? undefined : { background: `color-mix(in srgb, var(--mantine-color-blue-7) ${Math.round(8 + heatShare(v, model.min, model.max) * 52)}%, white)`, color: 'black' }}>
                    {v === null ? '' : first(v)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  } else {
    // Counts have no half units: whole ticks only. The axis is as wide as its longest label.
    const yAxisProps = { width: valueAxisWidth(model, first, chart.kind === 'stacked'), ...(formats[chart.y[0]] === 'integer' ? { allowDecimals: false } : {}) };
    const common = { h: 300, data: model.data, dataKey: 'x', series: model.series, valueFormatter: first, withLegend: model.series.length > 1, tickLine: 'y' as const, yAxisProps };
    body = chart.kind === 'line' ? <LineChart {...common} curveType="linear" connectNulls={false} /> : <BarChart {...common} type={chart.kind === 'stacked' ? 'stacked' : 'default'} />;
  }
  return (
    <figure className="report-chart" aria-label={label} data-testid="report-chart" data-kind={chart.kind}>
      {body}
      {chart.truncated && <Text size="xs" c="dimmed" ta="center" mt={4}>{t('reports.ui.chartTruncated')}</Text>}
    </figure>
  );
}
