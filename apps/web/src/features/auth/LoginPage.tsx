import type { LoginBanner } from '@ceping/contract';
import { type FormEvent, lazy, type MouseEvent, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSessionEarly } from '../../api/early.ts';
import { currentLanguage } from '../../i18n/core.ts';
import { useLockStore } from '../../stores/lock.ts';
import { setToken } from '../../utils/auth.ts';
import { safeRedirect } from '../../utils/redirect.ts';
import { AuthShell } from './AuthShell.tsx';
import { Icon, type IconName } from './icons.tsx';
import { type CaptchaInfo, fetchBanners, fetchCaptcha, postLogin } from './loginClient.ts';
import styles from './login.module.css';

/** The banners' carousel loads only when the site has banners to show (the first visit stays small). */
const LoginBanners = lazy(() => import('./LoginBanners.tsx'));

/** localStorage key of the remembered user name (the password is never stored). */
export const REMEMBER_USERNAME_KEY = 'login-username';

export interface LoginPageProps {
  /** The `redirect` query parameter (made safe before use). */
  redirect: string | null;
  /** The token is stored: open the console at `target`. A rejection is shown and the form comes back. */
  onSignedIn(target: string, token: string): void | Promise<void>;
  /** Follows an in-app link (the register page); without it the link loads the page. */
  onNavigate?(path: string): void;
  /** The user is about to sign in (a field focused or typed in, the button pointed at): load what comes next. */
  onIntent?(): void;
}

type FieldName = 'username' | 'password' | 'code';
type Errors = Partial<Record<FieldName, string>>;

function rememberedName(): string {
  try {
    return window.localStorage.getItem(REMEMBER_USERNAME_KEY) ?? '';
  } catch {
    return '';
  }
}

function remember(on: boolean, username: string): void {
  try {
    if (on) window.localStorage.setItem(REMEMBER_USERNAME_KEY, username.trim());
    else window.localStorage.removeItem(REMEMBER_USERNAME_KEY);
  } catch {
    // Storage unavailable: nothing to remember.
  }
}

/** The message key of a field's rule, or undefined when the value passes. */
function check(field: FieldName, value: string): string | undefined {
  if (field === 'username') return value.trim() ? undefined : 'login.usernameRequired';
  if (field === 'password') return value ? undefined : 'login.passwordRequired';
  return value.trim() ? undefined : 'login.codeRequired';
}

interface CaptchaState {
  /** The first answer (or failure) is in. */
  known: boolean;
  loading: boolean;
  failed: boolean;
  info: CaptchaInfo | null;
}

/**
 * `GET /captchaImage`: once the first answer is in, the captcha is on unless the server says
 * `captchaEnabled: false` (a missing flag or a failed request keeps the field, with a retry in place of
 * the image). Registration is open only when the server says `registerEnabled: true`.
 */
function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ known: false, loading: true, failed: false, info: null });
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const call = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    fetchCaptcha().then(
      (info) => {
        if (call === latest.current) setState({ known: true, loading: false, failed: false, info });
      },
      () => {
        if (call === latest.current) setState((s) => ({ known: true, loading: false, failed: true, info: s.info }));
      },
    );
  }, []);
  useEffect(refresh, [refresh]);
  const { info } = state;
  return {
    enabled: state.known && info?.captchaEnabled !== false,
    failed: state.failed,
    loading: state.loading,
    image: info?.img && !state.failed ? `data:image/png;base64,${info.img}` : undefined,
    uuid: info?.uuid,
    registerEnabled: info?.registerEnabled === true,
    refresh,
  };
}

/** The site's banners in the interface language; the last ones stay up while the other language's are asked. */
function useBanners(lang: string): LoginBanner[] {
  const [banners, setBanners] = useState<LoginBanner[]>([]);
  useEffect(() => {
    let live = true;
    fetchBanners(lang).then((list) => {
      if (live) setBanners(list);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return banners;
}

interface FieldProps {
  name: FieldName;
  icon: IconName;
  type?: string;
  value: string;
  error?: string;
  autoComplete: string;
  maxLength?: number;
  suffix?: ReactNode;
  onChange(value: string): void;
}

/** An input styled as antd's large affix input, with its rule's message under it. */
function Field({ name, icon, type = 'text', value, error, autoComplete, maxLength, suffix, onChange }: FieldProps) {
  const { t } = useTranslation('auth');
  const id = `login_${name}`;
  return (
    <div className={styles.item}>
      <span className={error ? `${styles.affix} ${styles.affixError}` : styles.affix}>
        <Icon name={icon} className={styles.prefix} />
        <input
          id={id}
          name={name}
          type={type}
          className={styles.input}
          value={value}
          placeholder={t(`login.${name}`)}
          aria-label={t(`login.${name}`)}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}_help` : undefined}
          autoComplete={autoComplete}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
        {suffix}
      </span>
      {error ? (
        <div id={`${id}_help`} className={styles.explain} role="alert">
          {t(error)}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The login page in plain React (no antd, contract schemas, request client or query cache: a first
 * visit loads only this, React and the login texts). Signing in stores the token where the console
 * reads it and hands over to `onSignedIn`.
 */
export function LoginPage({ redirect, onSignedIn, onNavigate, onIntent }: LoginPageProps) {
  const { t, i18n } = useTranslation('auth');
  const [values, setValues] = useState(() => {
    const saved = rememberedName();
    return { username: saved, password: '', code: '', rememberMe: saved !== '' };
  });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const captcha = useCaptcha();
  const banners = useBanners(i18n.language);
  const intended = useRef(false);

  const intent = () => {
    if (intended.current || !onIntent) return;
    intended.current = true;
    onIntent();
  };

  const change = (field: FieldName) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: check(field, value) }));
    intent();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const fields: FieldName[] = captcha.enabled ? ['username', 'password', 'code'] : ['username', 'password'];
    const found: Errors = {};
    for (const field of fields) found[field] = check(field, values[field]);
    setErrors(found);
    if (fields.some((f) => found[f])) return;
    intent();
    remember(values.rememberMe, values.username);
    setServerError(null);
    setSubmitting(true);
    try {
      const token = await postLogin({ username: values.username, password: values.password, code: values.code, uuid: captcha.uuid });
      setToken(token);
      // the console's first calls go out now, while its code loads
      fetchSessionEarly(token, currentLanguage());
      // a new sign-in starts unlocked (RuoYi's Login dispatches lock/unlockScreen)
      useLockStore.getState().unlock();
      await onSignedIn(safeRedirect(redirect), token);
    } catch (error) {
      setSubmitting(false);
      setServerError(error instanceof Error && error.message ? error.message : t('common:request.code.default'));
      // a captcha is single-use
      if (captcha.enabled) {
        setValues((v) => ({ ...v, code: '' }));
        captcha.refresh();
      }
    }
  };

  const toRegister = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate('/register');
  };

  const captchaContent =
    captcha.loading && !captcha.image ? (
      <Icon name="loading" className={styles.spin} />
    ) : captcha.failed ? (
      <span className={styles.captchaFailed}>{t('login.captchaFailed')}</span>
    ) : captcha.image ? (
      <img src={captcha.image} alt={t('login.captchaAlt')} />
    ) : null;

  return (
    <AuthShell
      title={t('login.title')}
      aside={
        banners.length > 0 ? (
          <Suspense fallback={null}>
            <LoginBanners banners={banners} />
          </Suspense>
        ) : undefined
      }
    >
      <form name="login" className={styles.form} onSubmit={submit} onFocus={intent} autoComplete="on" noValidate>
        <Field name="username" icon="user" value={values.username} error={errors.username} autoComplete="username" onChange={change('username')} />
        <Field
          name="password"
          icon="lock"
          type={showPassword ? 'text' : 'password'}
          value={values.password}
          error={errors.password}
          autoComplete="current-password"
          onChange={change('password')}
          suffix={
            <button
              type="button"
              className={styles.eye}
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((s) => !s)}
            >
              <Icon name={showPassword ? 'eye' : 'eyeInvisible'} />
            </button>
          }
        />
        {captcha.enabled ? (
          <div className={styles.captcha}>
            <Field name="code" icon="safety" value={values.code} error={errors.code} autoComplete="off" maxLength={8} onChange={change('code')} />
            <button
              type="button"
              className={captcha.failed ? `${styles.captchaImage} ${styles.captchaImageFailed}` : styles.captchaImage}
              onClick={captcha.refresh}
              title={captcha.failed ? t('login.captchaFailed') : t('login.refreshCaptcha')}
            >
              {captchaContent}
            </button>
          </div>
        ) : null}
        {serverError ? (
          <div className={styles.alert} role="alert">
            {serverError}
          </div>
        ) : null}
        <div className={styles.row}>
          <label className={styles.checkbox}>
            <input type="checkbox" checked={values.rememberMe} onChange={(e) => setValues((v) => ({ ...v, rememberMe: e.target.checked }))} />
            <span className={styles.checkboxBox} aria-hidden="true" />
            <span>{t('login.rememberMe')}</span>
          </label>
          {captcha.registerEnabled ? (
            <a className={styles.link} href="/register" onClick={toRegister}>
              {t('login.toRegister')}
            </a>
          ) : null}
        </div>
        <button type="submit" className={styles.submit} aria-busy={submitting} data-loading={submitting || undefined} onPointerEnter={intent}>
          {submitting ? <Icon name="loading" className={styles.spin} /> : null}
          <span>{submitting ? t('login.submitting') : t('login.submit')}</span>
        </button>
      </form>
    </AuthShell>
  );
}
