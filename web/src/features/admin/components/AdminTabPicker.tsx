import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type AdminTab, groupedTabs } from '../admin-tabs';

/** The phone's button names the open tab; its accessible name starts with this. */
export const ADMIN_TAB_PICKER = 'Admin tab';
/** The drawer's heading and name. */
export const ADMIN_TAB_LIST = 'Admin tabs';

/**
 * The admin tabs on a phone (issue 34): a full-width button naming the open tab opens a drawer from
 * the bottom that lists every tab the account has, grouped (accounts, cohorts, certificates,
 * content, system), so that any tab is two taps away. Choosing one closes the drawer and asks the
 * page to open it (which may first ask the open panel's leave question); Escape, the backdrop or
 * the close button leave the tab as it was.
 */
export function AdminTabPicker({
  id,
  tabs,
  current,
  onChoose,
}: {
  /** The button's id: the open panel is labelled by it. */
  id: string;
  tabs: readonly AdminTab[];
  current: AdminTab;
  onChoose: (tab: AdminTab) => void;
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <>
      <Button
        id={id}
        variant="outlined"
        fullWidth
        aria-haspopup="dialog"
        aria-expanded={open}
        endIcon={<ArrowDropDown />}
        onClick={() => setOpen(true)}
        sx={{ justifyContent: 'space-between', textTransform: 'none', mb: 2, minHeight: 44 }}
      >
        {`${ADMIN_TAB_PICKER}: ${current.label}`}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-labelledby': headingId, sx: { maxHeight: '85vh' } } }}
      >
        <Toolbar sx={{ justifyContent: 'space-between', flexShrink: 0 }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {ADMIN_TAB_LIST}
          </Typography>
          <IconButton edge="end" aria-label={`Close ${ADMIN_TAB_LIST.toLowerCase()}`} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        <Box component="nav" aria-labelledby={headingId} sx={{ overflowY: 'auto', pb: 1 }}>
          {groupedTabs(tabs).map((group) => (
            <Box key={group.id}>
              <Typography
                id={`${headingId}-${group.id}`}
                component="h3"
                variant="overline"
                sx={{ display: 'block', px: 2, pt: 1, color: 'text.secondary' }}
              >
                {group.label}
              </Typography>
              <List dense disablePadding aria-labelledby={`${headingId}-${group.id}`}>
                {group.tabs.map((tab) => (
                  <ListItem key={tab.number} disablePadding>
                    <ListItemButton
                      selected={tab.number === current.number}
                      aria-current={tab.number === current.number ? 'true' : undefined}
                      onClick={() => {
                        setOpen(false);
                        onChoose(tab);
                      }}
                      sx={{ minHeight: 44, pl: 3 }}
                    >
                      <ListItemText primary={tab.label} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Box>
          ))}
        </Box>
      </Drawer>
    </>
  );
}
