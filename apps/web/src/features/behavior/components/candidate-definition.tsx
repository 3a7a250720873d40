import { Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** A signal's or a measure's published definition, one click away from where it is shown. */
export function DefinitionPopover({
  title,
  definition,
  compact = false,
}: {
  title: string;
  definition: string;
  /** The icon alone (a figure tile's corner); named for screen readers all the same. */
  compact?: boolean;
}) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size={compact ? 'icon' : 'sm'}
          className={compact ? 'size-7' : undefined}
          aria-label={`Definition of “${title}”`}
          title={compact ? 'Definition' : undefined}
        >
          <Info aria-hidden="true" />
          {compact ? null : 'Definition'}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={`Definition of ${title}`} className="flex flex-col gap-2 p-4 text-sm">
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground">{definition}</p>
      </PopoverContent>
    </Popover>
  );
}
