import { useQuery } from '@tanstack/react-query';
import { signInInfo, signInInfoKey } from './api.ts';

/** The caller's sign-in status; the card and the header share the one cached answer. */
export function useSignInInfo() {
  return useQuery({ queryKey: signInInfoKey(), queryFn: async () => (await signInInfo()).data });
}
