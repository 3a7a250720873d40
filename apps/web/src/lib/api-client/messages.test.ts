import { describe, expect, it } from 'vitest';
import {
  HTML_INSTEAD_OF_JSON_MESSAGE,
  NON_JSON_MESSAGE,
  OFFLINE_MESSAGE,
  corsMessage,
  httpErrorMessage,
  networkErrorMessage,
  timeoutMessage,
} from './messages';

const path = '/api/v1/users/me';

describe('SPEC §8 API error texts', () => {
  it('gives the fixed texts for 429, 401, 403, 404 and 5xx, whatever the body says', () => {
    const text = (status: number) => httpErrorMessage({ status, statusText: 'X', path, bodyMessage: 'from body' });
    expect(text(429)).toBe('API error: 429 - Rate limit exceeded. Please try again later.');
    expect(text(401)).toBe('API error: 401 - Unauthorized. Please log in again.');
    expect(text(403)).toBe("API error: 403 - Forbidden. You don't have permission to access this resource.");
    expect(text(404)).toBe('API error: 404 - Resource not found. Endpoint: /api/v1/users/me.');
    expect(text(500)).toBe('API error: 500 - Server error. Please try again later.');
    expect(text(503)).toBe('API error: 503 - Server error. Please try again later.');
  });

  it("shows the server's words for a 403 that explains a state (a suspended organization), not for any other 403", () => {
    const suspended = 'Your organization is suspended: Unpaid invoices. Contact your administrator.';
    expect(
      httpErrorMessage({
        status: 403,
        statusText: 'Forbidden',
        path,
        bodyMessage: suspended,
        code: 'ORGANIZATION_SUSPENDED',
      }),
    ).toBe(suspended);
    expect(httpErrorMessage({ status: 403, statusText: 'Forbidden', path, bodyMessage: 'no', code: 'FORBIDDEN' })).toBe(
      "API error: 403 - Forbidden. You don't have permission to access this resource.",
    );
  });

  it('uses the body message for other statuses, else status and status text', () => {
    expect(httpErrorMessage({ status: 400, statusText: 'Bad Request', path, bodyMessage: 'Name is required' })).toBe(
      'Name is required',
    );
    expect(httpErrorMessage({ status: 409, statusText: 'Conflict', path })).toBe('API error: 409 Conflict');
    expect(httpErrorMessage({ status: 422, statusText: '', path, bodyMessage: '' })).toBe('API error: 422');
  });

  it('gives the timeout, HTML, non-JSON and offline texts', () => {
    expect(timeoutMessage(12000, path)).toBe('Network timeout after 12000ms while calling /api/v1/users/me');
    expect(HTML_INSTEAD_OF_JSON_MESSAGE).toBe(
      'API endpoint returned HTML instead of JSON, usually a routing issue or a missing endpoint.',
    );
    expect(NON_JSON_MESSAGE).toBe('API endpoint returned non-JSON data.');
    expect(OFFLINE_MESSAGE).toBe(
      'Unable to connect to the server. Please check your internet connection and try again.',
    );
  });

  it('names CORS and both origins for a cross-origin failure, and the path for a generic one', () => {
    const cors = corsMessage('https://api.example.test', 'https://app.example.test');
    expect(cors).toContain('CORS');
    expect(cors).toContain('https://api.example.test');
    expect(cors).toContain('https://app.example.test');
    expect(networkErrorMessage(path)).toContain('/api/v1/users/me');
  });
});
