import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { IMPORT_LIMITS } from '@shared/user-import/types';
import { ADMIN_POLICY_RULES } from '@shared/auth/password-policy';

const EXAMPLE = [
  'username,email,password,first_name,last_name,job_title,phone,school,district,state',
  'jane.doe,jane.doe@example.org,,Jane,Doe,Principal,202-555-0101,Harrisburg Lincoln Elementary School,Harrisburg City School District,PA',
  'sam.lee,sam.lee@example.org,Summer-Start-24,Sam,"Lee, Jr.",Teacher,,,,New York',
].join('\n');

/** The documentation modal behind the Help link (spec 02 §2): columns, password rules, an example. */
export function ImportHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="import-help-title">
      <DialogTitle id="import-help-title">Importing accounts from a CSV file</DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle2" component="h3">
          The file
        </Typography>
        <Typography sx={{ mb: 2 }}>
          A .csv file of at most {IMPORT_LIMITS.maxFileBytes / 1_000_000} MB, its values separated by commas, semicolons or tabs, in UTF-8,
          UTF-16 or Windows-1252 (Excel's "CSV UTF-8", plain "CSV" and "Unicode Text" all work). The first row names the columns, in any
          order, in any case ("First Name" and first_name are the same column). Values with separators, quotes or line breaks go in double
          quotes, as spreadsheets write them. Blank rows are skipped. A row that cannot be read is reported with its row number; the other
          rows are still imported. A username or e-mail may appear in one row of the file only: a later row repeating it is reported and not
          imported.
        </Typography>
        <Typography variant="subtitle2" component="h3">
          Columns
        </Typography>
        <Typography component="ul" sx={{ mt: 0 }}>
          <li>
            <b>username</b> and <b>email</b> — required. An account on the portal with this username and this e-mail is updated, not
            created; a username or e-mail that belongs to another account is refused.
          </li>
          <li>
            <b>password</b> — optional, see below.
          </li>
          <li>
            <b>first_name</b>, <b>last_name</b>, <b>job_title</b>, <b>phone</b> (10 digits, any punctuation) — optional.
          </li>
          <li>
            <b>state</b> (name or two-letter code), <b>district</b> and <b>school</b> (names as the portal lists them) — optional. A school
            not on the list is kept as written.
          </li>
          <li>
            An optional value that cannot be used (an unknown state or district, a district without a state, a phone that is not 10 digits)
            does not stop the row: a district or school is kept as typed ("as entered"), the rest is left blank, and the row's message says
            so.
          </li>
        </Typography>
        <Typography variant="subtitle2" component="h3">
          Passwords
        </Typography>
        <Typography component="ul" sx={{ mt: 0 }}>
          <li>No password column: every new account gets a generated password.</li>
          <li>New account: an empty cell gets a generated password; a filled cell is used.</li>
          <li>Existing account: an empty cell leaves its password unchanged; a filled cell replaces it.</li>
          <li>
            A password from the file needs at least 8 characters; for Administrator or Senior Admin accounts:{' '}
            {ADMIN_POLICY_RULES.map((r) => r.label.toLowerCase()).join(', ')}.
          </li>
          <li>Passwords reach people only through "Send credentials": they are never shown on this page.</li>
        </Typography>
        <Typography variant="subtitle2" component="h3">
          What the import does
        </Typography>
        <Typography component="ul" sx={{ mt: 0 }}>
          <li>
            New accounts get the chosen Account Privs and Course Privileges, or join the chosen cohort; they are active, or Pending when
            another account, or an earlier row of the file, has the same first name, last name and state.
          </li>
          <li>
            Existing accounts keep what they have and gain the chosen Account Privs, Course Privileges or cohort; filled cells update their
            data. "Send updated data" mails them the result.
          </li>
        </Typography>
        <Typography variant="subtitle2" component="h3">
          Example
        </Typography>
        <Typography component="pre" sx={{ fontFamily: 'monospace', fontSize: 13, bgcolor: 'action.hover', p: 1, overflowX: 'auto' }}>
          {EXAMPLE}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
