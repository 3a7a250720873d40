import { apiClient } from '@/lib/api-client/http-client';
import type { QueryParams } from '@/lib/api-client/query';

/**
 * Downloads one analytics table as the API's CSV (`?format=csv&table=`). Through the app's client, so the bearer is
 * sent (a plain link cannot send it); saved through an object URL under the server's file name, else `fallbackName`.
 */
export async function downloadAnalyticsCsv(path: string, query: QueryParams, fallbackName: string): Promise<void> {
  const response = await apiClient.get<Response>(path, {
    query: { ...query, format: 'csv' },
    file: { accept: 'text/csv' },
  });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const anchor = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
