import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ListPaginationProps {
  /** Names the navigation landmark: "Mail pages". */
  label: string;
  page: number;
  limit: number;
  total: number;
  busy?: boolean;
  onPageChange: (page: number) => void;
}

/** "21–40 of 45" with Previous and Next; nothing when everything fits on one page. */
export function ListPagination({ label, page, limit, total, busy = false, onPageChange }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1 && page <= 1) return null;
  const first = Math.min(total, (page - 1) * limit + 1);
  const last = Math.min(total, page * limit);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="tabular-nums text-muted-foreground" aria-live="polite">
        {first}–{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages || busy} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
