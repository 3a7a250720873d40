import { Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** A signal's or a measure's published definition, one click away from where it is shown. */
export function DefinitionPopover({ title, definition }: { title: string; definition: string }) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button type="button" variant="ghost" size="sm" aria-label={`How “${title}” is defined`}>
          <Info aria-hidden="true" />
          Definition
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={`Definition of ${title}`} className="flex flex-col gap-2 p-4 text-sm">
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground">{definition}</p>
      </PopoverContent>
    </Popover>
  );
}
