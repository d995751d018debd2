/** What a screen shows for one loaded answer: the failure's message, a spinner while it loads, then the content. */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import * as MESSAGES from '@shared/texts/general';
import type { ReactNode } from 'react';
import { errorText } from '@/lib/api-client';

interface Props<T> {
  query: { data: T | undefined; error: unknown };
  /** Names what is loading, for screen readers. */
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

export function QueryContent<T>({ query, loadingLabel, children }: Props<T>) {
  if (query.error) return <Alert severity="error">{errorText(query.error, MESSAGES.internalError)}</Alert>;
  if (query.data === undefined) return <CircularProgress aria-label={loadingLabel} />;
  return children(query.data);
}
