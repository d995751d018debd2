import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PlaceholderPage } from './PlaceholderPage';

export default function NotFoundPage() {
  return (
    <PlaceholderPage title="Page not found">
      <Typography>
        This address does not match a page of the portal.{' '}
        <Link component={RouterLink} to="/">
          Go to the start page
        </Link>
      </Typography>
    </PlaceholderPage>
  );
}
