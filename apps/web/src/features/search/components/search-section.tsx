import type { ReactNode } from 'react';

/** One group of results under its own heading, with how many matched. */
export function SearchSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-baseline gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <span className="text-sm text-muted-foreground tabular-nums">{`${count} ${count === 1 ? 'match' : 'matches'}`}</span>
      </div>
      {children}
    </section>
  );
}
