import { PORTAL_NAME } from '@shared/constants';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The centred card of the pages one reaches without signing in: the sign-in screens, a certificate's verification. */
export function PublicCard({ title, children, maxWidth = 420 }: { title: string; children: ReactNode; maxWidth?: number }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Paper elevation={2} sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 } }}>
        <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 600 }}>
          {PORTAL_NAME}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
