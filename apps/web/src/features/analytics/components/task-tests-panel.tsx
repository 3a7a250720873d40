import type { TaskAnalytics } from '@assay/contracts';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { formatRate } from '@/features/analytics/components/analytics-format';
import { ChartPanel } from '@/components/chart-panel';
import { CategoryBarChart, chartColors } from '@/components/charts';
import { NoFigures } from '@/features/analytics/components/shared-panels';

/** "Test 3 (hidden)": tests are named by position only, so nothing of a hidden test's content shows. */
export const testLabel = (test: TaskAnalytics['tests'][number]) =>
  `Test ${test.position}${test.hidden ? ' (hidden)' : ''}`;

/** How often each test passed in final submissions, in the API's order: the hidden tests that fail most first. */
export function TaskTestsPanel({ tests, onExport }: { tests: TaskAnalytics['tests']; onExport: () => Promise<void> }) {
  const data = tests.map((test) => ({
    label: testLabel(test),
    value: test.passRate === null ? 0 : Math.round(test.passRate * 100),
    color: test.hidden ? chartColors.primary : chartColors.neutral,
  }));
  return (
    <ChartPanel
      title="Pass rate per test"
      description="How often each test passed in final submissions, hidden tests that fail most first. Counts only."
      what="the pass rates per test"
      onExport={onExport}
      chart={
        tests.length === 0 ? (
          <NoFigures>No test results yet.</NoFigures>
        ) : (
          <CategoryBarChart
            data={data}
            layout="vertical"
            label="Pass rate of each test, in percent"
            valueName="Pass rate (%)"
          />
        )
      }
      table={
        tests.length === 0 ? (
          <NoFigures>No test results yet.</NoFigures>
        ) : (
          <DataTable caption="Pass rate per test" columns={['Test', 'Runs', 'Passed', 'Pass rate']}>
            {tests.map((test) => (
              <DataRow key={test.testId}>
                <RowHeader>{testLabel(test)}</RowHeader>
                <Cell className="tabular-nums">{test.runs}</Cell>
                <Cell className="tabular-nums">{test.passed}</Cell>
                <Cell className="tabular-nums">{formatRate(test.passRate)}</Cell>
              </DataRow>
            ))}
          </DataTable>
        )
      }
    />
  );
}
