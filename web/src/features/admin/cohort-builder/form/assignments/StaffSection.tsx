import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CohortFormPerson, StaffAssignment, StaffType } from '@shared/cohort-builder/form.types';
import type { CohortCandidate } from '@shared/cohort-builder/people.types';
import type { Option } from '@shared/dashboard/types';
import { COHORT_PEOPLE_TEXT, UNIT_STAFF_TYPES } from '@shared/cohort-builder/people.texts';
import { ALL_REMAINING_UNITS_USER_ID } from '@shared/constants';
import { useId } from 'react';
import { MultiSelect } from '@/components/MultiSelect';
import { PeoplePicker } from './PeoplePicker';
import { personName } from './person-name';

/** What the box says to search for, per list. */
const PICK_LABEL: Record<StaffType, string> = {
  facilitator: 'Add a facilitator',
  cofacilitator: 'Add a co-facilitator',
  webinar: 'Add a webinar producer',
  alp_coach: 'Add an AL adviser',
  quality: 'Add a quality support person',
};

export interface SectionNotice {
  severity: 'error' | 'warning';
  text: string;
}

interface Props {
  type: StaffType;
  /** This list's people, in the form's order. */
  staff: readonly StaffAssignment[];
  people: ReadonlyMap<number, CohortFormPerson>;
  unitOptions: readonly Option<string>[];
  /** The facilitator lists may hold the placeholder 'All remaining units' (user 13450). */
  allowsPlaceholder: boolean;
  notice: SectionNotice | null;
  onDismissNotice: () => void;
  onAdd: (person: CohortCandidate) => void;
  onAddPlaceholder: () => void;
  onUnits: (assignment: StaffAssignment, units: string[]) => void;
  onRemove: (assignment: StaffAssignment) => void;
}

/** One staff list (Facilitators, Co-Facilitators, Webinar Producer or Quality Support, AL Advisers): search to add, each person with their units. */
export function StaffSection({
  type,
  staff,
  people,
  unitOptions,
  allowsPlaceholder,
  notice,
  onDismissNotice,
  onAdd,
  onAddPlaceholder,
  onUnits,
  onRemove,
}: Props) {
  const headingId = useId();
  const title = COHORT_PEOPLE_TEXT.lists[type];
  const hasUnits = UNIT_STAFF_TYPES.includes(type);
  const hasPlaceholder = staff.some((s) => s.user_id === ALL_REMAINING_UNITS_USER_ID);
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={`assignments-${type}`}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <PeoplePicker list={type} placeholder={PICK_LABEL[type]} exclude={staff.map((s) => s.user_id)} onPick={onAdd} />
        {allowsPlaceholder && !hasPlaceholder && (
          <Button variant="outlined" size="small" onClick={onAddPlaceholder} sx={{ flexShrink: 0 }}>
            Add "{COHORT_PEOPLE_TEXT.allRemainingUnits}"
          </Button>
        )}
      </Stack>
      {notice && (
        <Alert severity={notice.severity} onClose={onDismissNotice} sx={{ mt: 1 }}>
          {notice.text}
        </Alert>
      )}
      <Stack component="ul" aria-label={title} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: staff.length ? 1.5 : 0 }}>
        {staff.map((assignment) => {
          const name = personName(people, assignment.user_id);
          const placeholder = assignment.user_id === ALL_REMAINING_UNITS_USER_ID;
          return (
            <Stack
              component="li"
              key={assignment.user_id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
                <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
                  {name}
                </Typography>
                <IconButton size="small" aria-label={`Remove ${name} from ${title}`} onClick={() => onRemove(assignment)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
              {hasUnits && !placeholder && (
                <Box sx={{ width: { xs: '100%', sm: 340 } }}>
                  <MultiSelect<string>
                    label={`Units of ${name}`}
                    options={unitOptions}
                    value={assignment.units}
                    keepUnknownValues
                    disableCloseOnSelect
                    onChange={(units) => onUnits(assignment, units)}
                  />
                </Box>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
