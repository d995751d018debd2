import Link from '@mui/material/Link';
import { MAIN_CONTENT_ID } from '../route-focus';

/**
 * 'Skip to main content' (WCAG 2.4.1): the first thing Tab reaches on every signed-in page, out of
 * sight until it has the focus, taking the focus past the top bar and the menu to `<main>`.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Link>
  );
}
