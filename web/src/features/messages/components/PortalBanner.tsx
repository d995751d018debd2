import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { SafeHtml } from '@/components/SafeHtml';
import { useSession } from '@/lib/session';
import { usePortalBanner } from '../api/messages';

/** The portal banner (spec 01 §2): shown when the server says one is active; closable for this page view. */
export function PortalBanner() {
  const { token, nislData } = useSession();
  const banner = usePortalBanner(nislData?.userID, token !== null);
  const [closed, setClosed] = useState<number | null>(null);
  const data = banner.data;
  if (!data || closed === data.id) return null;
  return (
    <Alert
      severity="info"
      role="region"
      aria-label="Portal banner"
      square
      onClose={() => setClosed(data.id)}
      closeText="Close banner"
      sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiAlert-message': { width: '100%' } }}
    >
      <SafeHtml html={data.text} />
    </Alert>
  );
}
