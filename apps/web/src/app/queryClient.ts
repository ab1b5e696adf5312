import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app. Errors are already shown by the request client, so queries do not retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
