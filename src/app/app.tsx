import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { AppInstance } from './create-app';

export function App({ router, queryClient }: AppInstance) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
