import { TOAST_DURATION_MS } from '@assay/contracts';
import { act, render, screen } from '@testing-library/react';
import { Toaster, toast as sonner } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';

afterEach(() => {
  act(() => sonner.dismiss());
});

describe('toasts on screen', () => {
  it('shows a repeated error once, with its count', async () => {
    render(<Toaster position="top-right" duration={TOAST_DURATION_MS} theme="light" />);
    act(() => {
      toast.error('Evaluation service unreachable');
      toast.error('Evaluation service unreachable');
    });
    expect(await screen.findByText('Evaluation service unreachable ×2')).toBeInTheDocument();
    expect(screen.queryByText('Evaluation service unreachable')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

describe("the app's toaster", () => {
  it('is mounted with the first toast only, which it still shows (a page that never toasts never loads it)', async () => {
    const { AppProvider } = await import('@/app/provider');
    const { container } = render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    // sonner's region: absent until something toasts.
    expect(
      container.ownerDocument.querySelector('[data-sonner-toaster], section[aria-label^="Notifications"]'),
    ).toBeNull();
    act(() => {
      toast.success('Template saved');
    });
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
  });
});
