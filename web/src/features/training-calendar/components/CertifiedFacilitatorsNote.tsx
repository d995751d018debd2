import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

interface CertifiedFacilitatorsNoteProps {
  unit: string;
  facilitators: ReadonlyArray<{ id: number; name: string }>;
}

function certifiedSentence(count: number, unit: string): string {
  return count === 1
    ? `There is 1 certified facilitator who can run Unit ${unit}.`
    : `There are ${count} certified facilitators who can run Unit ${unit}.`;
}

/** With a unit schedule: how many facilitators are certified for the unit, their names on demand. */
export function CertifiedFacilitatorsNote({ unit, facilitators }: CertifiedFacilitatorsNoteProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="certified-note">
      <Typography variant="body2">
        {certifiedSentence(facilitators.length, unit)}{' '}
        {facilitators.length > 0 && (
          <Button size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((current) => !current)} sx={{ py: 0 }}>
            {open ? 'Hide names' : 'Show names'}
          </Button>
        )}
      </Typography>
      <Collapse in={open}>
        <Box component="ul" id={listId} aria-label={`Facilitators certified for Unit ${unit}`} sx={{ my: 0.5, pl: 3 }}>
          {facilitators.map((facilitator) => (
            <li key={facilitator.id}>{facilitator.name}</li>
          ))}
        </Box>
      </Collapse>
      <Typography variant="body2">Days with fewer events than certified facilitators are free for scheduling.</Typography>
    </Alert>
  );
}
