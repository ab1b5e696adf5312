import { useNavigate, useSearchParams } from 'react-router';
import { LoginPage } from '../features/auth/index.ts';
import { useUserStore } from '../stores/user.ts';

export { REMEMBER_USERNAME_KEY } from '../features/auth/index.ts';

/**
 * The login page inside the console's router (after a logout, or a link to `/login` with the console
 * loaded). A first visit to `/login` renders the same page before the router exists (`main.tsx`).
 */
export default function Login() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <LoginPage
      redirect={searchParams.get('redirect')}
      onSignedIn={(target, token) => {
        useUserStore.setState({ token });
        navigate(target, { replace: true });
      }}
      onNavigate={(path) => navigate(path)}
    />
  );
}
