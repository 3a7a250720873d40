import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Progressive hints: each opens only after the one before it, so a candidate takes no more help than needed. */
export function TaskHints({ hints }: { hints: string[] }) {
  const [shown, setShown] = useState(0);
  if (hints.length === 0) return null;
  return (
    <section aria-labelledby="hints-title" className="flex flex-col gap-3">
      <h2 id="hints-title" className="text-lg font-semibold">
        Hints
      </h2>
      <ol className="flex flex-col gap-2" aria-live="polite">
        {hints.slice(0, shown).map((hint, index) => (
          <li key={index} className="rounded-md border border-border bg-muted/50 p-3 text-sm">
            <span className="font-medium">{`Hint ${index + 1}. `}</span>
            {hint}
          </li>
        ))}
      </ol>
      {shown < hints.length ? (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => setShown((count) => count + 1)}>
            <Lightbulb aria-hidden="true" />
            {`Show hint ${shown + 1} of ${hints.length}`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
