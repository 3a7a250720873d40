import { useState } from 'react';
import { cn } from '@/lib/utils';

interface AvatarProps {
  /** Who the avatar shows: the picture's alt text, and where the initial comes from. */
  name: string;
  /** The picture's URL; empty or missing (or failing to load) shows the initial instead. */
  src?: string | null;
  className?: string;
}

/** The first letter of `name`, upper-cased; Array.from keeps an emoji or a non-BMP letter whole. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
}

export function Avatar({ name, src, className }: AvatarProps) {
  // Remember which URL failed rather than a flag, so a new picture gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = cn(
    'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-sm font-semibold text-secondary-foreground',
    className,
  );

  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt={name}
        // Provider-hosted pictures (Google's among them) refuse requests that carry a referrer from another site.
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
        className={cn(classes, 'object-cover')}
      />
    );
  }
  return (
    <span role="img" aria-label={name} className={classes}>
      <span aria-hidden="true">{initialOf(name)}</span>
    </span>
  );
}
