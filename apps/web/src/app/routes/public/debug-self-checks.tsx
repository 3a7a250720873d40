import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { apiClient } from '@/lib/api-client/http-client';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';

export const TEST_ERROR_SCREEN_MESSAGE = 'Test error raised by the diagnostics page.';
export const TEST_ERROR_TOAST_TEXT = 'Test error toast from the diagnostics page';
export const TEST_WARNING_TEXT = 'Test warning from the diagnostics page';
/** A path the API does not have: asking for it fails as a real API failure does, with a request id. */
export const TEST_API_ERROR_PATH = '/debug/test-api-error';

/**
 * Asks the API for a path it does not have and leaves the refusal uncaught, as a bug would: the error report (to
 * the embedded collector or Sentry) carries the call's request id, the same as the API's log line of it.
 */
function raiseApiError(): void {
  void apiClient.get(TEST_API_ERROR_PATH);
}

function ThrowDuringRender(): never {
  throw new Error(TEST_ERROR_SCREEN_MESSAGE);
}

/** Lets a self-hoster see that errors reach people: the error screen, error toasts and logged warnings. */
export function SelfChecksCard({ className }: { className?: string }) {
  const [crashed, setCrashed] = useState(false);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Self-checks</CardTitle>
        <CardDescription>
          Each button raises a harmless test problem so you can see how Assay reports it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {crashed ? <ThrowDuringRender /> : null}
        <Button variant="outline" onClick={() => setCrashed(true)}>
          Test the error screen
        </Button>
        <Button variant="outline" onClick={() => toast.error(TEST_ERROR_TOAST_TEXT)}>
          Raise a test error toast
        </Button>
        <Button variant="outline" onClick={() => logger.warn(TEST_WARNING_TEXT)}>
          Log a test warning
        </Button>
        <Button variant="outline" onClick={raiseApiError}>
          Raise a test API error
        </Button>
      </CardContent>
    </Card>
  );
}
