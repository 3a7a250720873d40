import { Download } from 'lucide-react';
import { createContext, use, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

type View = 'chart' | 'table';

/**
 * The level of the panels' headings: h2 on a page of panels, h3 where the panels sit in a section of their own (the
 * candidate's progress under its h2 on the dashboard), so the outline stays in order.
 */
export const PanelHeadingLevel = createContext<'h2' | 'h3'>('h2');

/** Downloads one of the API's CSV tables, saying so when it cannot. */
export function ExportCsvButton({ what, onExport }: { what: string; onExport: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    onExport()
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setBusy(false));
  };
  return (
    // The visible words start the accessible name, which says whose figures: every panel has the same button.
    <Button variant="outline" size="sm" loading={busy} onClick={run} aria-label={`Export CSV of ${what}`}>
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}

/** Two pressed-state buttons choosing how a panel shows its figures. */
function ViewToggle({ view, onChange, what }: { view: View; onChange: (view: View) => void; what: string }) {
  const option = (value: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={cn(
        'h-8 px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
        view === value ? 'bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
      )}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={`Show ${what} as`} className="flex overflow-hidden rounded-md border border-border">
      {option('chart', 'Chart')}
      {option('table', 'Table')}
    </div>
  );
}

interface PanelProps {
  title: string;
  /** One line under the title saying what the figures count. */
  description?: ReactNode;
  /** "the funnel": how the toggle and the export button name this panel's figures to screen readers. */
  what: string;
  onExport?: () => Promise<void>;
  className?: string;
}

/**
 * A chart with its figures as a table (DESIGN.md: every chart has a table view), switched by "Chart / Table"; both
 * show the same data, and the table is what a screen reader or a keyboard user reads.
 */
export function ChartPanel({
  title,
  description,
  what,
  onExport,
  chart,
  table,
  className,
}: PanelProps & {
  chart: ReactNode;
  table: ReactNode;
}) {
  const [view, setView] = useState<View>('chart');
  return (
    <Panel
      title={title}
      description={description}
      what={what}
      onExport={onExport}
      className={className}
      tools={<ViewToggle view={view} onChange={setView} what={what} />}
    >
      {view === 'chart' ? chart : table}
    </Panel>
  );
}

/** A titled card of figures with its export; ChartPanel adds the chart view. */
export function Panel({
  title,
  description,
  what,
  onExport,
  tools,
  className,
  children,
}: PanelProps & { tools?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  const level = use(PanelHeadingLevel);
  const heading = { id: headingId, className: 'text-base font-semibold', children: title };
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          {level === 'h3' ? <h3 {...heading} /> : <h2 {...heading} />}
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {tools}
          {onExport ? <ExportCsvButton what={what} onExport={onExport} /> : null}
        </div>
      </div>
      {children}
    </section>
  );
}
