import Box, { type BoxProps } from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/html';

/** Server rich text, sanitised on the client too (lib/html.ts). */
export function SafeHtml({ html, sx, ...rest }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      {...rest}
      sx={[{ '& p': { my: 0.5 }, '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
