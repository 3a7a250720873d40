import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useTheme } from '@/lib/theme-provider';
import type { Theme } from '@/lib/theme';
import { cn } from '@/lib/utils';

const options: { value: Theme; label: string; Icon: LucideIcon }[] = [
  { value: 'light', label: 'Light theme', Icon: Sun },
  { value: 'dark', label: 'Dark theme', Icon: Moon },
  { value: 'system', label: 'System theme', Icon: Monitor },
];

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <div
      role="group"
      aria-label="Colour theme"
      className={cn('inline-flex rounded-md border border-border p-0.5', className)}
    >
      {options.map(({ value, label, Icon }) => {
        return (
          <button
            key={value}
            type="button"
            aria-label={label}
            aria-pressed={theme === value}
            title={label}
            onClick={() => setTheme(value)}
            // Styled by aria-pressed and named by data-theme-option, so the prerendered public pages' script
            // (app/static-pages/enhance.ts) can run it without React.
            data-theme-option={value}
            className="inline-flex size-8 items-center justify-center rounded-sm text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-muted aria-pressed:text-foreground"
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
