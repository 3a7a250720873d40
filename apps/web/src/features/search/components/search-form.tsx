import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface SearchFormProps {
  /** The text of the current search, to start from. */
  initial: string;
  /** Called with the trimmed text, never with an empty one (SPEC.md §2: search only when the text is non-empty). */
  onSearch: (q: string) => void;
}

/** The page's own search box: the same search as the top bar's, with room to change it. */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q) onSearch(q);
  }

  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor="search-page-q">Search tasks and templates</Label>
      <div className="flex gap-2">
        <Input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={initial}
          placeholder="Search tasks..."
          autoComplete="off"
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </div>
    </form>
  );
}
