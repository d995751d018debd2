import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DistrictCriterion, DistrictsToChange } from '@shared/districts/types';
import { DISTRICT_TEXT } from '@shared/districts/texts';
import { useState } from 'react';
import { DownloadStatus } from '@/components/DownloadStatus';
import { errorText } from '@/lib/api-client';
import { useDownload } from '@/lib/download';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useStates } from '@/lib/lookups';
import { useCountAccountsToChange, useFindDistricts, useSaveDistrictChange } from '../api/districts';
import { FIELD_ERRORS_CHECK_TITLE, FieldErrorSummary, useFieldErrors } from '../components/field-errors';

type Outcome = { severity: 'success' | 'warning' | 'info'; text: string } | null;

/**
 * Admin tab 5, Add District (spec 02 §2, §5, §8): choose the accounts with a blank district (by
 * state, or by school as entered), Find shows how many there are and the districts of their
 * states; choose a District ('You must select a District.'), Verify counts the accounts it would
 * change, a confirmation, then Save. Export downloads the report of every change made so far.
 */
export default function AddDistrictTab() {
  const [type, setType] = useState<DistrictCriterion>('state');
  const [stateId, setStateId] = useState('');
  const [school, setSchool] = useState('');
  const [found, setFound] = useState<DistrictsToChange | null>(null);
  const [districtId, setDistrictId] = useState('');
  const [confirmCount, setConfirmCount] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const download = useDownload();
  const states = useStates();
  const value = type === 'state' ? stateId : school.trim();
  const values = { type, value, district_id: districtId ? Number(districtId) : null };
  const warn = (text: string) => setOutcome({ severity: 'warning', text });
  // Find needs the State (or the school's name); Verify needs the District.
  const findErrors = useFieldErrors<'state' | 'school'>(
    value
      ? []
      : [
          type === 'state'
            ? { field: 'state', message: DISTRICT_TEXT.selectState }
            : { field: 'school', message: DISTRICT_TEXT.enterSchool },
        ],
  );
  const verifyErrors = useFieldErrors<'district'>(districtId ? [] : [{ field: 'district', message: DISTRICT_TEXT.selectDistrict }]);
  const startOver = () => {
    setFound(null);
    setDistrictId('');
    setOutcome(null);
    verifyErrors.reset();
  };

  const find = useFindDistricts({
    onMutate: startOver,
    onSuccess: (answer) => {
      setFound(answer);
      if (answer.counter === 0) warn(DISTRICT_TEXT.noneFound);
    },
    onError: (error) => warn(errorText(error, DISTRICT_TEXT.notUpdated)),
  });
  const verify = useCountAccountsToChange({
    onSuccess: ({ counter }) => (counter ? setConfirmCount(counter) : warn(DISTRICT_TEXT.noneFound)),
    onError: (error) => warn(errorText(error, DISTRICT_TEXT.notUpdated)),
  });
  const save = useSaveDistrictChange({
    onSuccess: (answer) => {
      setFound(null);
      setDistrictId('');
      verifyErrors.reset();
      setOutcome({ severity: 'success', text: answer.message });
    },
    onError: (error) => warn(errorText(error, DISTRICT_TEXT.notUpdated)),
    onSettled: () => setConfirmCount(null),
  });

  const clickFind = () => {
    if (findErrors.check()) find.mutate({ type, value });
  };
  const clickVerify = () => {
    setOutcome(null);
    if (verifyErrors.check()) verify.mutate(values);
  };
  const districtName = found?.districts.find((d) => String(d.id) === districtId)?.name ?? '';
  const stateName = (id: number) => states.data?.find((s) => s.id === id)?.name ?? '';

  return (
    <Card variant="outlined" sx={{ maxWidth: 760 }}>
      <CardHeader title="Add District" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Stack spacing={2}>
          <FieldErrorSummary errors={findErrors} title={FIELD_ERRORS_CHECK_TITLE} />
          <FieldErrorSummary errors={verifyErrors} />
          <Typography variant="body2" color="text.secondary">
            Fills in the District of accounts whose District is blank.
          </Typography>
          <RadioGroup
            row
            aria-label="Accounts to look for"
            value={type}
            onChange={(event) => {
              setType(event.target.value as DistrictCriterion);
              findErrors.reset();
              startOver();
            }}
          >
            <FormControlLabel value="state" control={<Radio />} label="Accounts of a State" />
            <FormControlLabel value="school" control={<Radio />} label="Accounts of a School (as entered)" />
          </RadioGroup>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            {type === 'state' ? (
              <TextField
                select
                label="State"
                value={stateId}
                onChange={(event) => {
                  setStateId(event.target.value);
                  startOver();
                }}
                {...findErrors.fieldProps('state')}
                sx={{ minWidth: 240 }}
              >
                {(states.data ?? []).map((s) => (
                  <MenuItem key={s.id} value={String(s.id)}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                label="School"
                value={school}
                onChange={(event) => {
                  setSchool(event.target.value);
                  startOver();
                }}
                {...findErrors.fieldProps('school')}
                sx={{ minWidth: 320 }}
              />
            )}
            <Button variant="outlined" onClick={clickFind} loading={find.isPending}>
              Find accounts
            </Button>
          </Stack>
          {found && found.counter > 0 && (
            <>
              <Typography role="status">{`${found.counter} account${found.counter === 1 ? '' : 's'} with a blank District.`}</Typography>
              <TextField
                select
                label="District"
                value={districtId}
                onChange={(event) => {
                  setDistrictId(event.target.value);
                  setOutcome(null);
                }}
                {...verifyErrors.fieldProps('district')}
                sx={{ maxWidth: 480 }}
              >
                {found.districts.map((d) => (
                  <MenuItem key={d.id} value={String(d.id)}>
                    {type === 'school' ? `${d.name} (${stateName(d.state_id)})` : d.name}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          {outcome && (
            <Alert severity={outcome.severity} role="alert">
              {outcome.text}
            </Alert>
          )}
          <DownloadStatus download={download} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" onClick={clickVerify} loading={verify.isPending} disabled={!found || found.counter === 0}>
          Verify
        </Button>
        <Button
          onClick={() => void download.start('the district changes report', 'GET /api/export_district_changes_report')}
          disabled={download.running !== null}
        >
          Export change report
        </Button>
      </CardActions>
      <ConfirmDialog
        open={confirmCount !== null}
        text={DISTRICT_TEXT.confirm(confirmCount ?? 0, districtName)}
        confirmColor="error"
        confirmLabel="Save"
        busy={save.isPending}
        onConfirm={() => save.mutate(values)}
        onCancel={() => setConfirmCount(null)}
      />
    </Card>
  );
}
