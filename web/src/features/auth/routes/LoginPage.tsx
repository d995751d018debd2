import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { OutlinedField } from '@/components/OutlinedField';
import * as MESSAGES from '@shared/texts/general';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { saveSession } from '@/lib/session';
import { type LoginCredentials, type LoginField, LoginProblem, useLogin } from '../api/login';
import { PublicCard } from '@/components/PublicCard';
import { redirectTarget } from '../utils/redirect';
import { PasswordField } from '@/components/PasswordField';

type FieldErrors = Partial<Record<LoginField, string | true>>;

export default function LoginPage() {
  const { msg } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginCredentials>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const mutation = useLogin({
    onSuccess: async (answer) => {
      saveSession(answer);
      await navigate(redirectTarget(location.state, searchParams), { replace: true });
    },
    onError: (error) => {
      if (error instanceof LoginProblem) setFieldErrors(error.fields);
    },
  });

  const problem = mutation.error instanceof LoginProblem ? mutation.error.message : mutation.error ? MESSAGES.authenticationFailed : '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (values.username.trim() === '') errors.username = MESSAGES.inputUsername;
    if (values.password === '') errors.password = MESSAGES.inputPassword;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      mutation.reset();
      return;
    }
    mutation.mutate({ username: values.username.trim(), password: values.password });
  }

  function change(field: LoginField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  const helper = (field: LoginField) => (typeof fieldErrors[field] === 'string' ? fieldErrors[field] : undefined);

  return (
    <PublicCard title="Sign in">
      {msg && !mutation.error && (
        <Alert severity={msg === 'SessionExpired' ? 'info' : 'error'} sx={{ mb: 2 }}>
          {msg === 'SessionExpired' ? MESSAGES.sessionExpired : msg}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign in">
        <Stack spacing={2}>
          <OutlinedField
            label="Username"
            name="username"
            autoComplete="username"
            autoFocus
            fullWidth
            value={values.username}
            onChange={(event) => change('username', event.target.value)}
            error={Boolean(fieldErrors.username)}
            helperText={helper('username')}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            fullWidth
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            error={Boolean(fieldErrors.password)}
            helperText={helper('password')}
          />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" fullWidth loading={mutation.isPending}>
            Log in
          </Button>
          <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'center' }}>
            Forgot Password
          </Link>
        </Stack>
      </Box>
    </PublicCard>
  );
}
