import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SettingRow } from '@shared/settings/types';
import { DEBOUNCE_MS } from '@shared/constants';
import * as MESSAGES from '@shared/texts/general';
import { SETTING_TEXT, SETTINGS_PAGE_SIZE } from '@shared/settings/texts';
import { useState } from 'react';
import { NoticeSnackbar, useNotice } from '@/components/NoticeSnackbar';
import { errorText } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PagedTable } from '../components/PagedTable';
import { WhenBy } from '../components/WhenBy';
import { useSaveSetting, useSettingsPage } from './api/settings';
import { SettingModal } from './SettingModal';

function shownValue(row: SettingRow): string {
  if (row.type === 'boolean') return row.value === 'true' ? 'On' : 'Off';
  return row.optionsSelector?.find((option) => option.value === row.value)?.label ?? row.value;
}

/**
 * Admin tab 18, System Settings (spec 03 §2.9, senior admins): the settings the portal reads (maintenance
 * mode and its page, the Helpdesk contact, external addresses, the default course), 10 a page with a search, each with an Edit
 * button opening the edit modal. A saved value reaches every server function within a minute.
 */
export default function SystemSettingsTab() {
  const [input, setInput] = useState('');
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const search = useDebouncedValue(input.trim(), DEBOUNCE_MS.userLookup);
  const page = paging.search === search ? paging.page : 1;
  const query = useSettingsPage(search, page);
  const save = useSaveSetting();
  const { notice, setNotice, close } = useNotice();
  const [editing, setEditing] = useState<SettingRow | null>(null);

  const onSave = async (value: string): Promise<string | null> => {
    if (!editing) return null;
    try {
      const answer = await save.mutateAsync({ key: editing.key, value });
      setEditing(null);
      setNotice({ severity: 'success', text: answer.message || SETTING_TEXT.saved });
      return null;
    } catch (error) {
      return errorText(error, MESSAGES.internalError);
    }
  };

  const data = query.data;
  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        System Settings
      </Typography>
      <TextField
        type="search"
        size="small"
        label="Search settings"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        sx={{ mb: 2, width: '100%', maxWidth: 320 }}
      />
      <PagedTable
        page={data}
        countLine={data ? `${data.total} setting${data.total === 1 ? '' : 's'}` : ''}
        filtersSet={null}
        countTestId="settings-count"
        error={query.isError ? errorText(query.error, MESSAGES.internalError) : null}
        loadingLabel="Loading the settings"
        label="System settings"
        columns={[
          { label: 'Setting', cell: (row) => row.description, sx: { minWidth: 180 } },
          { label: 'Value', cell: shownValue, sx: { overflowWrap: 'anywhere', minWidth: 140 } },
          { label: 'Updated', cell: (row) => <WhenBy at={row.updated_at} by={row.who_update} /> },
          {
            label: 'Edit',
            action: true,
            cell: (row) => (
              <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit ${row.description}`}>
                Edit
              </Button>
            ),
          },
        ]}
        rowKey={(row) => row.key}
        pageSizes={[SETTINGS_PAGE_SIZE]}
        onPage={(next) => setPaging({ search, page: next })}
      />
      {editing && (
        <SettingModal key={editing.key} setting={editing} saving={save.isPending} onSave={onSave} onClose={() => setEditing(null)} />
      )}
      <NoticeSnackbar notice={notice} onClose={close} />
    </Box>
  );
}
