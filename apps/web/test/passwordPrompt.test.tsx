import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PasswordPrompt } from '../src/app/PasswordPrompt.tsx';
import { useUserStore } from '../src/stores/user.ts';

function renderPrompt() {
  const router = createMemoryRouter(
    [
      {
        path: '/home',
        element: (
          <>
            <div>home page</div>
            <PasswordPrompt />
          </>
        ),
      },
      { path: '/user/profile', element: <div>profile page</div> },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  return router;
}

beforeEach(() => {
  useUserStore.setState({ passwordPrompt: null });
});

describe('password prompt', () => {
  it('stays hidden without a flag', () => {
    renderPrompt();
    expect(screen.queryByText('安全提示')).toBeNull();
  });

  it('leads to the change-password tab of the personal center', async () => {
    useUserStore.setState({ passwordPrompt: 'default' });
    const router = renderPrompt();
    expect(await screen.findByText('您的密码还是初始密码，请修改密码！')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '前往修改' }));
    await screen.findByText('profile page');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/user/profile?activeTab=resetPwd');
    expect(useUserStore.getState().passwordPrompt).toBeNull();
  });

  it('can be dismissed, and says when the password expired', async () => {
    useUserStore.setState({ passwordPrompt: 'expired' });
    const router = renderPrompt();
    expect(await screen.findByText('您的密码已过期，请尽快修改密码！')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '稍后再说' }));
    await waitFor(() => expect(useUserStore.getState().passwordPrompt).toBeNull());
    expect(router.state.location.pathname).toBe('/home');
  });
});
