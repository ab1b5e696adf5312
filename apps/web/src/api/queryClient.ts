import { QueryClient } from '@tanstack/react-query';
import i18n from '../i18n/index.ts';

/** The one query cache of the app. Errors are already shown by the request client, so queries do not retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// Dictionary labels and other server texts are localized by the server: fetch them again.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());
