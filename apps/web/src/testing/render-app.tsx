import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client.ts';
import { AppRoutes } from '../app/routes.tsx';

/**
 * Renders the whole app (real routes, layout and lazy pages) at `path`, in memory instead of the address bar. The
 * memory router only holds the address (and lets a test move it); the app's own routes render under it as in the
 * browser.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: AppRoutes }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
