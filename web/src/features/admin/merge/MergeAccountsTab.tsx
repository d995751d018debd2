import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import type { MergeComparison } from '@shared/accounts/types';
import type { UserListRow } from '@shared/users/list.types';
import { MERGE_TEXT } from '@shared/accounts/texts';
import { useState } from 'react';
import { errorText } from '@/lib/api-client';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { AccountPicker } from '../components/AccountPicker';
import { FieldErrorSummary, type FieldProblem, useFieldErrors } from '../components/field-errors';
import { type Choices, ComparisonTable } from './ComparisonTable';
import { useMergeAccounts, useMergeComparison } from '../api/merge';

type Outcome = { severity: 'success' | 'warning'; text: string } | null;

/**
 * Admin tab 10, Merge Accounts (spec 02 §2, §4, §5): pick the secondary (merged away) and the
 * primary (kept), Verify shows them side by side with a choice per field, Merge (confirmed)
 * moves the secondary's cohorts, attendance and certificates to the primary. Cancel starts over.
 */
export default function MergeAccountsTab() {
  const [secondary, setSecondary] = useState<UserListRow | null>(null);
  const [primary, setPrimary] = useState<UserListRow | null>(null);
  const [comparison, setComparison] = useState<MergeComparison | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const problems: FieldProblem<'secondary' | 'primary'>[] = [];
  if (!secondary) problems.push({ field: 'secondary', message: MERGE_TEXT.bothRequired });
  if (!primary) problems.push({ field: 'primary', message: MERGE_TEXT.bothRequired });
  else if (secondary?.id === primary.id) problems.push({ field: 'primary', message: MERGE_TEXT.sameAccount });
  const errors = useFieldErrors(problems);

  const reset = () => {
    setComparison(null);
    setChoices({});
  };
  const verify = useMergeComparison({
    onMutate: () => setOutcome(null),
    onSuccess: (answer) => {
      setComparison(answer);
      setChoices({});
    },
    onError: (error) => setOutcome({ severity: 'warning', text: errorText(error, MERGE_TEXT.notMerged) }),
  });
  const merge = useMergeAccounts({
    onSuccess: (answer) => {
      setOutcome({ severity: 'success', text: answer.message });
      setSecondary(null);
      setPrimary(null);
      errors.reset();
      reset();
    },
    onError: (error) => setOutcome({ severity: 'warning', text: errorText(error, MERGE_TEXT.notMerged) }),
    onSettled: () => setConfirming(false),
  });

  const pick = (set: (user: UserListRow | null) => void) => (user: UserListRow | null) => {
    set(user);
    reset();
    setOutcome(null);
  };
  const clickVerify = () => {
    setOutcome(null);
    if (errors.check() && secondary && primary) verify.mutate({ secondaryId: secondary.id, primaryId: primary.id });
  };

  return (
    <Card variant="outlined">
      <CardHeader title="Merge Accounts" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Stack spacing={2}>
          <FieldErrorSummary errors={errors} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <AccountPicker
              label="Secondary account"
              helperText="Merged into the primary, then marked Merged."
              value={secondary}
              onChange={pick(setSecondary)}
              invalid={errors.fieldProps('secondary', 'Merged into the primary, then marked Merged.')}
            />
            <AccountPicker
              label="Primary account"
              helperText="The account that is kept."
              value={primary}
              onChange={pick(setPrimary)}
              invalid={errors.fieldProps('primary', 'The account that is kept.')}
            />
          </Stack>
          {outcome && (
            <Alert severity={outcome.severity} role="alert">
              {outcome.text}
            </Alert>
          )}
          {comparison && (
            <ComparisonTable
              comparison={comparison}
              choices={choices}
              onChoose={(field, side) => setChoices((c) => ({ ...c, [field]: side }))}
            />
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {comparison ? (
          <>
            <Button onClick={reset}>Cancel</Button>
            <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
              Merge
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={clickVerify} loading={verify.isPending}>
            Verify
          </Button>
        )}
      </CardActions>
      <ConfirmDialog
        open={confirming}
        text={MERGE_TEXT.mergeConfirm}
        confirmLabel="Merge"
        confirmColor="error"
        busy={merge.isPending}
        onConfirm={() => merge.mutate({ secondaryId: comparison!.secondary.id, primaryId: comparison!.primary.id, choices })}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
