import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** The candidate top bar's search: Enter opens /search?q=… with the text, and does nothing while it is blank. */
export function TaskSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`${paths.search}?q=${encodeURIComponent(query)}`);
  };

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search tasks
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={inputId}
        type="search"
        placeholder="Search tasks..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-9 pl-9"
      />
    </form>
  );
}
