// Matrix rows for the documentation (issue 33): public, as a product's docs are; an unknown document is 404 to all.
import { everyone, type MatrixRow } from './outcomes.js';

export const documentationRows: MatrixRow[] = [
  {
    route: 'GET /api/v1/documentation/categories',
    request: () => ({ url: '/api/v1/documentation/categories' }),
    expect: everyone('ok'),
  },
  {
    route: 'GET /api/v1/documentation/documents',
    request: () => ({ url: '/api/v1/documentation/documents?search=sandbox' }),
    expect: everyone('ok'),
  },
  {
    route: 'GET /api/v1/documentation/documents/:id',
    request: () => ({ url: '/api/v1/documentation/documents/no-such-document' }),
    expect: everyone(404),
  },
];
