import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface DocsSearchBoxProps {
  /** The search in the URL (`?q=`), trimmed; '' without one. */
  q: string;
  /** Called with the trimmed words ('' to clear) once typing pauses, or at once on Enter. */
  onSearch: (q: string) => void;
}

/** The documentation's search box: searches as you type, after a pause, and keeps the words in the URL. */
export function DocsSearchBox({ q, onSearch }: DocsSearchBoxProps) {
  const [text, setText] = useState(q);
  // The URL changed under the box (Clear search, Back, a link): show its words, unless they are what is typed.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }

  useEffect(() => {
    const words = text.trim();
    if (words === q) return;
    const timer = setTimeout(() => onSearch(words), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = text.trim();
    if (words !== q) onSearch(words);
  }

  return (
    <form role="search" aria-label="Documentation" onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor="documentation-search">Search the documentation</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="documentation-search"
          name="q"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search docs…"
          autoComplete="off"
          maxLength={200}
          className="pl-9"
        />
      </div>
    </form>
  );
}
