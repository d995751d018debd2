import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MergeComparison, MergeField, MergeSide } from '@shared/accounts/types';

export type Choices = Partial<Record<MergeField, MergeSide>>;

/** The two accounts side by side; in each row a radio picks whose value the primary keeps (the primary's by default). */
export function ComparisonTable({
  comparison,
  choices,
  onChoose,
}: {
  comparison: MergeComparison;
  choices: Choices;
  onChoose: (field: MergeField, side: MergeSide) => void;
}) {
  const cell = (row: MergeComparison['rows'][number], side: MergeSide) => {
    const chosen = (choices[row.field] ?? 'primary') === side;
    return (
      <TableCell sx={{ bgcolor: chosen && !row.same ? 'action.selected' : undefined }}>
        <Radio
          size="small"
          checked={chosen}
          disabled={row.same}
          onChange={() => onChoose(row.field, side)}
          name={`merge-${row.field}`}
          slotProps={{ input: { 'aria-label': `${row.label}: keep the ${side}'s value` } }}
        />
        <Typography component="span" variant="body2" color={row[side] ? undefined : 'text.secondary'}>
          {row[side] || '(blank)'}
        </Typography>
      </TableCell>
    );
  };
  return (
    <Table size="small" aria-label="Accounts compared">
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>{`Secondary: ${comparison.secondary.username} (${comparison.secondary.id}), ${comparison.secondary.cohorts} cohorts`}</TableCell>
          <TableCell>{`Primary: ${comparison.primary.username} (${comparison.primary.id}), ${comparison.primary.cohorts} cohorts`}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {comparison.rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            {cell(row, 'secondary')}
            {cell(row, 'primary')}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
