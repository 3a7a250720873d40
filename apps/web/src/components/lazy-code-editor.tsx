import { Suspense, type ComponentProps } from 'react';
import type { CodeEditor as Editor } from '@/components/code-editor';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy-component';
import { cn } from '@/lib/utils';

// CodeMirror is the largest library of the app: it loads as its own chunk, after the task's statement has shown.
const CodeEditor = lazyComponent(() => import('@/components/code-editor').then((m) => m.CodeEditor));

/** The code editor, loaded on first use, with a placeholder of its size meanwhile. */
export function LazyCodeEditor(props: ComponentProps<typeof Editor>) {
  const height = props.className ?? 'min-h-80';
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className={cn('h-full', height)}>
          <span className="sr-only">Loading the editor…</span>
          <Skeleton className={cn('h-full w-full', height)} />
        </div>
      }
    >
      <CodeEditor {...props} />
    </Suspense>
  );
}
