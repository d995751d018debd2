import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CohortFormPerson } from '@shared/cohort-builder/form.types';
import type { CohortCandidate } from '@shared/cohort-builder/people.types';
import { COHORT_PEOPLE_TEXT } from '@shared/cohort-builder/people.texts';
import { useId } from 'react';
import { PeoplePicker } from './PeoplePicker';
import { personName } from './person-name';

interface Props {
  participants: readonly number[];
  people: ReadonlyMap<number, CohortFormPerson>;
  onAdd: (person: CohortCandidate) => void;
  onRemove: (userId: number) => void;
}

/** The Participants list: search to add, each person with a remove button, sorted by last name. */
export function ParticipantsSection({ participants, people, onAdd, onRemove }: Props) {
  const headingId = useId();
  const sorted = [...participants].sort((a, b) =>
    `${people.get(a)?.last_name ?? ''} ${people.get(a)?.first_name ?? ''}`.localeCompare(
      `${people.get(b)?.last_name ?? ''} ${people.get(b)?.first_name ?? ''}`,
    ),
  );
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="assignments-participant">
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
        {COHORT_PEOPLE_TEXT.lists.participant} ({participants.length})
      </Typography>
      <PeoplePicker list="participant" placeholder="Add a participant" exclude={participants} onPick={onAdd} />
      {sorted.length > 0 && (
        <List dense aria-label={COHORT_PEOPLE_TEXT.lists.participant} sx={{ columnWidth: 280, columnGap: 2, mt: 1 }}>
          {sorted.map((userId) => {
            const name = personName(people, userId);
            return (
              <ListItem
                key={userId}
                disableGutters
                sx={{ breakInside: 'avoid' }}
                secondaryAction={
                  <IconButton edge="end" size="small" aria-label={`Remove ${name}`} onClick={() => onRemove(userId)}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={name}
                  secondary={people.get(userId)?.email}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
