import type { ChallengeFile } from '@assay/contracts';
import { FileCode2, FileLock2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** How many of the repository's other files are listed at once; a filter narrows the rest. */
const TREE_SHOWN = 200;

function FileButton({
  path,
  active,
  onOpen,
  children,
}: {
  path: string;
  active: boolean;
  onOpen: (path: string) => void;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-current={active ? 'true' : undefined}
      onClick={() => onOpen(path)}
      className={cn(
        'flex w-full min-w-0 items-center gap-2 rounded px-2 py-1 text-left font-mono text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring',
        active ? 'bg-primary/10 font-semibold text-foreground' : 'hover:bg-muted',
      )}
    >
      <span className="min-w-0 break-all">{path}</span>
      {children}
    </button>
  );
}

interface ChallengeFileTreeProps {
  files: readonly ChallengeFile[];
  tree: readonly string[];
  changed: readonly string[];
  active: string;
  onOpen: (path: string) => void;
}

/** The files to change first (editable), then the repository's other files, read-only, opened on click. */
export function ChallengeFileTree({ files, tree, changed, active, onOpen }: ChallengeFileTreeProps) {
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const editable = new Set(files.map((file) => file.path));
  const others = tree.filter((path) => !editable.has(path));
  const matching = filter ? others.filter((path) => path.toLowerCase().includes(filter.toLowerCase())) : others;
  return (
    <nav aria-label="Files" className="flex min-w-0 flex-col gap-4">
      <section className="flex flex-col gap-1" aria-labelledby={`${filterId}-editable`}>
        <h2 id={`${filterId}-editable`} className="flex items-center gap-2 text-sm font-semibold">
          <FileCode2 aria-hidden="true" className="size-4" />
          Files to change
        </h2>
        <ul className="flex flex-col">
          {files.map((file) => (
            <li key={file.path}>
              <FileButton path={file.path} active={file.path === active} onOpen={onOpen}>
                {file.is_test ? <Badge variant="outline">test</Badge> : null}
                {changed.includes(file.path) ? (
                  <Badge variant="secondary" className="ml-auto">
                    edited
                  </Badge>
                ) : null}
              </FileButton>
            </li>
          ))}
        </ul>
      </section>
      {others.length > 0 ? (
        <section className="flex flex-col gap-2" aria-labelledby={`${filterId}-others`}>
          <h2 id={`${filterId}-others`} className="flex items-center gap-2 text-sm font-semibold">
            <FileLock2 aria-hidden="true" className="size-4" />
            Repository files <span className="font-normal text-muted-foreground">(read-only)</span>
          </h2>
          <Label htmlFor={filterId} className="sr-only">
            Find a repository file
          </Label>
          <Input
            id={filterId}
            type="search"
            placeholder="Find a file"
            value={filter}
            onChange={(event) => setFilter(event.target.value.trim())}
          />
          <ul className="flex max-h-72 flex-col overflow-y-auto">
            {matching.slice(0, TREE_SHOWN).map((path) => (
              <li key={path}>
                <FileButton path={path} active={path === active} onOpen={onOpen} />
              </li>
            ))}
          </ul>
          {matching.length > TREE_SHOWN ? (
            <p className="text-xs text-muted-foreground">
              Showing {TREE_SHOWN} of {matching.length} files: type to narrow them.
            </p>
          ) : matching.length === 0 ? (
            <p className="text-xs text-muted-foreground">No file matches.</p>
          ) : null}
        </section>
      ) : null}
    </nav>
  );
}
