import { createBrowserRouter } from 'react-router';
import { routes } from '@/app/route-table';

/** The app's browser router over the route table (tests build memory routers from the same `routes`). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
