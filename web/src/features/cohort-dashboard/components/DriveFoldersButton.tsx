import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MENU } from '@shared/constants';
import { useState } from 'react';
import { useDriveFolders } from '../api/dashboard';
import { cutText } from '../utils/format';

/** Drive folder names are cut at 28 characters on narrow screens, 30 otherwise (spec 01 §9). */
const DRIVE_NAME_CUT = { narrow: 28, wide: 30 } as const;

/** A state coordinator's Add Cohort / Update button: the cohorts' drive folders, each opened in a new tab. */
export function DriveFoldersButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const narrow = useMediaQuery(`(max-width:${MENU.narrowBreakpoint}px)`);
  const folders = useDriveFolders();
  const cut = narrow ? DRIVE_NAME_CUT.narrow : DRIVE_NAME_CUT.wide;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        data-testid="drive-button"
      >
        Add Cohort / Update
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {folders.isPending && <MenuItem disabled>Loading…</MenuItem>}
        {folders.isError && <MenuItem disabled>The folders could not be loaded</MenuItem>}
        {folders.data?.length === 0 && <MenuItem disabled>No drive folders</MenuItem>}
        {folders.data?.map((folder) => (
          <MenuItem
            key={folder.id}
            component="a"
            href={folder.link_folder}
            target="_blank"
            rel="noopener noreferrer"
            title={folder.name}
            onClick={close}
          >
            {cutText(folder.name, cut)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
