import { Suspense, type ComponentProps } from 'react';
import type { CodeEditor as Editor } from '@/components/code-editor';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy-component';

// CodeMirror is the largest library of the app: it loads as its own chunk, after the task's statement has shown.
const CodeEditor = lazyComponent(() => import('@/components/code-editor').then((m) => m.CodeEditor));

/** The code editor, loaded on first use, with a placeholder of its size meanwhile. */
export function LazyCodeEditor(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="h-full min-h-80">
          <span className="sr-only">Loading the editor…</span>
          <Skeleton className="h-full min-h-80 w-full" />
        </div>
      }
    >
      <CodeEditor {...props} />
    </Suspense>
  );
}
