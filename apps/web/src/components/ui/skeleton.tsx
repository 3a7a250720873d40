import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder in the shape of content that is still loading; hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
