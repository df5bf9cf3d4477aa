import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './routes.tsx';
import { readServerQueries } from './server-queries.ts';

function createAppQueryClient() {
  const queryClient = createQueryClient();
  const serverQueries = readServerQueries();
  if (serverQueries) hydrate(queryClient, serverQueries);
  return queryClient;
}

/** Composes the app: server-state cache (starting from what the server rendered the page with) around the router. */
export function App() {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
