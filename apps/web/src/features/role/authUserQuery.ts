import { textFilter, type PagedState } from '../../components/list/usePagedList.ts';
import type { AuthUserQuery } from './api.ts';

export interface AuthUserSearch {
  userName?: string;
  phonenumber?: string;
}

/** The list query of the users holding (or not holding) `roleId`. */
export function authUserQueryOf(roleId: number, { search, pageNum, pageSize }: PagedState<AuthUserSearch>): AuthUserQuery {
  return { roleId, pageNum, pageSize, userName: textFilter(search.userName), phonenumber: textFilter(search.phonenumber) };
}
