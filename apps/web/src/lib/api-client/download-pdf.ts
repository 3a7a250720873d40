import { API_PREFIX } from '@assay/contracts';
import { ApiError } from '@/lib/api-client/api-error';
import { readProvidedToken } from '@/lib/api-client/token-provider';

/**
 * Downloads a PDF the API makes for the signed-in person. It needs the bearer, which a plain link cannot send: fetched,
 * then saved through an object URL under the server's file name (`fallbackName` when it gives none).
 */
export async function downloadPdf(path: string, fallbackName: string): Promise<void> {
  const token = await readProvidedToken();
  const response = await fetch(`${API_PREFIX}${path}`, {
    headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok)
    throw new ApiError({
      kind: 'http',
      status: response.status,
      statusText: response.statusText,
      path,
      message: `The PDF could not be made (${response.status}). Try again.`,
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
