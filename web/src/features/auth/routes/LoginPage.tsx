import * as MESSAGES from '@shared/texts/general';
import { PORTAL_NAME } from '@shared/constants';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { saveSession } from '@/lib/session';
import { type LoginCredentials, type LoginField, LoginProblem, useLogin } from '../api/login';
import { redirectTarget } from '../utils/redirect';

type FieldErrors = Partial<Record<LoginField, string | true>>;

/*
 * The first page most people load, so it is built from plain elements styled by app/base.css
 * rather than MUI (issue 32: MUI, emotion and the query client were ~70 KB gzip of its JS; the
 * other pages load them with app/AppFrame.tsx). It keeps the look of the public pages' card.
 */

const VISIBILITY =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const VISIBILITY_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

interface FieldProps {
  label: string;
  name: LoginField;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  autoFocus?: boolean;
  type?: string;
  error?: boolean;
  helperText?: string;
  endAdornment?: ReactNode;
}

function Field({ label, name, value, onChange, autoComplete, autoFocus, type = 'text', error, helperText, endAdornment }: FieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      <div className="portal-input" data-error={error ? 'true' : 'false'}>
        <input
          id={id}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          // biome-ignore lint/a11y/noAutofocus: the page's one task is to sign in; the MUI form before it focused the username too
          autoFocus={autoFocus}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={helperText ? helperId : undefined}
        />
        {endAdornment}
      </div>
      {helperText && (
        <p className="portal-helper" id={helperId}>
          {helperText}
        </p>
      )}
    </div>
  );
}

/** The show-password toggle; its name avoids the word "password" so that a label lookup finds the field alone. */
function ShowTyped({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="portal-icon-button"
      aria-label="Show typed text"
      aria-pressed={visible}
      onClick={onToggle}
      onMouseDown={(event) => event.preventDefault()}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={visible ? VISIBILITY_OFF : VISIBILITY} />
      </svg>
    </button>
  );
}

export default function LoginPage() {
  const { msg } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginCredentials>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [passwordVisible, setPasswordVisible] = useState(false);

  const login = useLogin({
    onSuccess: async (answer) => {
      saveSession(answer);
      await navigate(redirectTarget(location.state, searchParams), { replace: true });
    },
    onError: (error) => {
      if (error instanceof LoginProblem) setFieldErrors(error.fields);
    },
  });

  const problem = login.error instanceof LoginProblem ? login.error.message : login.error ? MESSAGES.authenticationFailed : '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (values.username.trim() === '') errors.username = MESSAGES.inputUsername;
    if (values.password === '') errors.password = MESSAGES.inputPassword;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      login.reset();
      return;
    }
    void login.mutate({ username: values.username.trim(), password: values.password });
  }

  function change(field: LoginField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  const helper = (field: LoginField) => (typeof fieldErrors[field] === 'string' ? fieldErrors[field] : undefined);

  return (
    <main className="portal-public">
      <div className="portal-card">
        <p className="portal-overline">{PORTAL_NAME}</p>
        <h1 className="portal-title">Sign in</h1>
        <form noValidate onSubmit={onSubmit} aria-label="Sign in" className="portal-stack">
          {msg && !login.error && (
            <div className="portal-alert" role="alert" data-severity={msg === 'SessionExpired' ? 'info' : 'error'}>
              {msg === 'SessionExpired' ? MESSAGES.sessionExpired : msg}
            </div>
          )}
          <Field
            label="Username"
            name="username"
            autoComplete="username"
            autoFocus
            value={values.username}
            onChange={(value) => change('username', value)}
            error={Boolean(fieldErrors.username)}
            helperText={helper('username')}
          />
          <Field
            label="Password"
            name="password"
            type={passwordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            value={values.password}
            onChange={(value) => change('password', value)}
            error={Boolean(fieldErrors.password)}
            helperText={helper('password')}
            endAdornment={<ShowTyped visible={passwordVisible} onToggle={() => setPasswordVisible((v) => !v)} />}
          />
          {problem && (
            <div className="portal-alert" role="alert" data-severity="error">
              {problem}
            </div>
          )}
          <button type="submit" className="portal-button" disabled={login.isPending} aria-busy={login.isPending}>
            Log in
          </button>
          <RouterLink to="/forgot-password" className="portal-link">
            Forgot Password
          </RouterLink>
        </form>
      </div>
    </main>
  );
}
