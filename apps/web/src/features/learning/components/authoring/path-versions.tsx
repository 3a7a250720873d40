import { RelativeTime } from '@/components/relative-time';
import { Button } from '@/components/ui/button';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import type { AdminPath } from '@/features/learning/api/authoring';

interface PathVersionsProps {
  versions: AdminPath['versions'];
  /** The version whose figures are shown. */
  shown: number | null;
  onShow: (version: number) => void;
}

/** The published versions, newest first, with the learners each one has; a version's figures are one click away. */
export function PathVersions({ versions, shown, onShow }: PathVersionsProps) {
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  return (
    <section aria-labelledby="path-versions" className="flex flex-col gap-3">
      <h3 id="path-versions" className="text-base font-semibold">
        Versions
      </h3>
      {newestFirst.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not published yet: learners see nothing of this path.</p>
      ) : (
        <DataTable
          caption="Published versions"
          columns={[
            'Version',
            'Published',
            { label: 'Learners on it', className: 'text-right' },
            { label: 'Steps', className: 'text-right' },
            { label: 'Figures', hidden: true },
          ]}
        >
          {newestFirst.map((row) => (
            <DataRow key={row.version}>
              <RowHeader className="tabular-nums">{`v${row.version}`}</RowHeader>
              <Cell>
                <RelativeTime value={row.published_at} />
              </Cell>
              <Cell className="text-right tabular-nums">{row.learners}</Cell>
              <Cell className="text-right tabular-nums">{row.steps}</Cell>
              <Cell className="text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-pressed={shown === row.version}
                  onClick={() => onShow(row.version)}
                >
                  {`Figures of v${row.version}`}
                </Button>
              </Cell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </section>
  );
}
