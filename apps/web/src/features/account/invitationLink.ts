import { INVITE_QUERY_PARAM } from '@ceping/contract';

/** The web route of the register page (a page of this console, not an API path). */
const REGISTER_PAGE = '/register';

/** The register page's address with the code filled in (`/register?invite=…`), on this console's origin. */
export function invitationLink(code: string, origin = window.location.origin): string {
  const url = new URL(REGISTER_PAGE, origin);
  url.searchParams.set(INVITE_QUERY_PARAM, code);
  return url.toString();
}
