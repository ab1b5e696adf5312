import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Auth } from '../src/components/Auth.tsx';
import { useUserStore } from '../src/stores/user.ts';
import { hasPermi, hasPermiAnd, hasPermiOr, hasRole, hasRoleAnd, hasRoleOr } from '../src/stores/permissionCheck.ts';
import { checkPermi, checkRole } from '../src/utils/permission.ts';

describe('checkPermi', () => {
  const owned = ['system:user:list', 'system:user:add'];
  it('matches one, any or all permissions', () => {
    expect(checkPermi(owned, 'system:user:add')).toBe(true);
    expect(checkPermi(owned, 'system:user:remove')).toBe(false);
    expect(checkPermi(owned, ['system:user:remove', 'system:user:list'], 'or')).toBe(true);
    expect(checkPermi(owned, ['system:user:remove', 'system:role:list'], 'or')).toBe(false);
    expect(checkPermi(owned, ['system:user:add', 'system:user:list'], 'and')).toBe(true);
    expect(checkPermi(owned, ['system:user:add', 'system:user:remove'], 'and')).toBe(false);
  });
  it('lets *:*:* pass everything', () => {
    expect(checkPermi(['*:*:*'], ['a:b:c', 'd:e:f'], 'and')).toBe(true);
  });
  it('throws on an empty list or an empty permission', () => {
    expect(() => checkPermi(owned, [])).toThrow('请设置操作权限标签值');
    expect(() => checkPermi(owned, '')).toThrow('请设置操作权限标签值');
    expect(() => checkPermi(['*:*:*'], [])).toThrow();
  });
});

describe('checkRole', () => {
  it('matches one, any or all roles', () => {
    expect(checkRole(['common'], 'common')).toBe(true);
    expect(checkRole(['common'], 'service')).toBe(false);
    expect(checkRole(['common'], ['service', 'common'])).toBe(true);
    expect(checkRole(['common'], ['service', 'common'], 'and')).toBe(false);
    expect(checkRole(['common', 'service'], ['service', 'common'], 'and')).toBe(true);
  });
  it('treats !role as "not this role"', () => {
    expect(checkRole(['common'], '!common')).toBe(false);
    expect(checkRole(['service'], '!common')).toBe(true);
    expect(checkRole(['service'], ['!common', '!zi'])).toBe(true);
    expect(checkRole(['zi'], ['!common', '!zi'])).toBe(false);
    // an excluded role wins over an included one
    expect(checkRole(['service', 'common'], ['service', '!common'])).toBe(false);
    expect(checkRole(['service'], ['service', '!common'])).toBe(true);
    expect(checkRole(['other'], ['service', '!common'])).toBe(false);
  });
  it('lets admin pass everything, exclusions included', () => {
    expect(checkRole(['admin'], ['service', 'common'], 'and')).toBe(true);
    expect(checkRole(['admin'], '!admin')).toBe(true);
  });
  it('throws on an empty list', () => {
    expect(() => checkRole(['admin'], [])).toThrow('请设置角色权限标签值');
    expect(() => checkRole(['admin'], [' '])).toThrow('请设置角色权限标签值');
  });
});

describe('store-bound helpers and <Auth>', () => {
  beforeEach(() => {
    useUserStore.setState({ roles: ['common'], permissions: ['system:task:list', 'system:task:add'] });
  });

  it('read the logged-in user', () => {
    expect(hasPermi('system:task:add')).toBe(true);
    expect(hasPermiOr(['x:y:z', 'system:task:list'])).toBe(true);
    expect(hasPermiAnd(['x:y:z', 'system:task:list'])).toBe(false);
    expect(hasRole('common')).toBe(true);
    expect(hasRole('!common')).toBe(false);
    expect(hasRoleOr(['service', 'common'])).toBe(true);
    expect(hasRoleAnd(['service', 'common'])).toBe(false);
  });

  it('renders children only when every given check passes', () => {
    render(
      <>
        <Auth perm="system:task:add">
          <span>add-button</span>
        </Auth>
        <Auth perm="system:task:remove">
          <span>remove-button</span>
        </Auth>
        <Auth perms={['x:y:z', 'system:task:list']}>
          <span>any-button</span>
        </Auth>
        <Auth perms={['x:y:z', 'system:task:list']} all>
          <span>all-button</span>
        </Auth>
        <Auth role="!common">
          <span>not-seller</span>
        </Auth>
        <Auth role="common" perm="system:task:add">
          <span>seller-add</span>
        </Auth>
        <Auth roles={['service']} fallback={<span>fallback-text</span>}>
          <span>service-only</span>
        </Auth>
      </>,
    );
    expect(screen.queryByText('add-button')).toBeTruthy();
    expect(screen.queryByText('remove-button')).toBeNull();
    expect(screen.queryByText('any-button')).toBeTruthy();
    expect(screen.queryByText('all-button')).toBeNull();
    expect(screen.queryByText('not-seller')).toBeNull();
    expect(screen.queryByText('seller-add')).toBeTruthy();
    expect(screen.queryByText('service-only')).toBeNull();
    expect(screen.queryByText('fallback-text')).toBeTruthy();
  });

  it('follows permission changes', () => {
    const { rerender } = render(<Auth perm="system:user:edit">edit-user</Auth>);
    expect(screen.queryByText('edit-user')).toBeNull();
    useUserStore.setState({ permissions: ['*:*:*'] });
    rerender(<Auth perm="system:user:edit">edit-user</Auth>);
    expect(screen.queryByText('edit-user')).toBeTruthy();
  });
});
