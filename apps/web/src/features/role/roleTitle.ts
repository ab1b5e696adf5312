import type { SysRole } from '@ceping/contract';

/** A role's name in the interface language (the English name when there is one). */
export const roleTitle = (role: Pick<SysRole, 'roleName' | 'roleNameEn'>, lang: string) =>
  lang === 'en-US' && role.roleNameEn ? role.roleNameEn : role.roleName;
