import type { LanguageId, ScoreDecile } from '@assay/contracts';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { decileLabel, languageName } from '@/features/analytics/components/analytics-format';
import { ChartPanel } from '@/components/chart-panel';
import { CategoryBarChart } from '@/components/charts';

/** A short line in place of a chart with nothing to draw. */
export function NoFigures({ children }: { children: string }) {
  return <p className="py-6 text-center text-sm text-muted-foreground">{children}</p>;
}

/** Scores in ten buckets of ten points, as bars and as a table. */
export function ScoreDecilesPanel({
  deciles,
  description,
  onExport,
}: {
  deciles: ScoreDecile[];
  description: string;
  onExport?: () => Promise<void>;
}) {
  const total = deciles.reduce((sum, decile) => sum + decile.count, 0);
  const data = deciles.map((decile) => ({ label: decileLabel(decile), value: decile.count }));
  return (
    <ChartPanel
      title="Score distribution"
      description={description}
      what="the score distribution"
      onExport={onExport}
      chart={
        total === 0 ? (
          <NoFigures>No scored submissions in this period.</NoFigures>
        ) : (
          <CategoryBarChart
            data={data}
            label="Scored submissions by score, in ten-point bands"
            valueName="Submissions"
          />
        )
      }
      table={
        <DataTable caption="Score distribution" columns={['Score', 'Submissions']}>
          {data.map((row) => (
            <DataRow key={row.label}>
              <RowHeader>{row.label}</RowHeader>
              <Cell className="tabular-nums">{row.value}</Cell>
            </DataRow>
          ))}
        </DataTable>
      }
    />
  );
}

/** Which languages the submissions were written in, most used first. */
export function LanguagesPanel({
  languages,
  onExport,
}: {
  languages: { language: LanguageId; submissions: number }[];
  onExport?: () => Promise<void>;
}) {
  const data = [...languages]
    .sort((a, b) => b.submissions - a.submissions)
    .map((row) => ({ label: languageName(row.language), value: row.submissions }));
  return (
    <ChartPanel
      title="Languages"
      description="Final submissions by the language they were written in."
      what="the languages"
      onExport={onExport}
      chart={
        data.length === 0 ? (
          <NoFigures>No submissions in this period.</NoFigures>
        ) : (
          <CategoryBarChart
            data={data}
            layout="vertical"
            label="Final submissions by language"
            valueName="Submissions"
          />
        )
      }
      table={
        data.length === 0 ? (
          <NoFigures>No submissions in this period.</NoFigures>
        ) : (
          <DataTable caption="Languages" columns={['Language', 'Submissions']}>
            {data.map((row) => (
              <DataRow key={row.label}>
                <RowHeader>{row.label}</RowHeader>
                <Cell className="tabular-nums">{row.value}</Cell>
              </DataRow>
            ))}
          </DataTable>
        )
      }
    />
  );
}
