import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { TopBarAction, TopBarItem } from './top-bar-items';

/** The top bar's dashboard items: buttons on wide screens, a 'Dashboard' dropdown at ≤576px. */
export function DashboardNav({
  items,
  narrow,
  actions = {},
}: {
  items: TopBarItem[];
  narrow: boolean;
  actions?: Partial<Record<TopBarAction, () => void>>;
}) {
  const { pathname } = useLocation();
  const handlerOf = (item: TopBarItem) => (item.action ? actions[item.action] : undefined);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (items.length === 0) return null;

  if (narrow) {
    return (
      <>
        <Button
          color="inherit"
          endIcon={<ArrowDropDown />}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          Dashboard
        </Button>
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {items.map((item) =>
            item.to ? (
              <MenuItem
                key={item.label}
                component={RouterLink}
                to={item.to}
                selected={pathname.startsWith(item.to)}
                onClick={() => setAnchor(null)}
              >
                {item.label}
              </MenuItem>
            ) : (
              <MenuItem
                key={item.label}
                disabled={!handlerOf(item)}
                onClick={() => {
                  setAnchor(null);
                  handlerOf(item)?.();
                }}
              >
                {item.label}
              </MenuItem>
            ),
          )}
        </Menu>
      </>
    );
  }

  return (
    <Box component="nav" aria-label="Dashboard" sx={{ display: 'flex', gap: 0.5 }}>
      {items.map((item) =>
        item.to ? (
          <Button
            key={item.label}
            color="inherit"
            component={RouterLink}
            to={item.to}
            aria-current={pathname.startsWith(item.to) ? 'page' : undefined}
            sx={{ fontWeight: pathname.startsWith(item.to) ? 700 : 400, opacity: pathname.startsWith(item.to) ? 1 : 0.85 }}
          >
            {item.label}
          </Button>
        ) : (
          <Button
            key={item.label}
            color="inherit"
            disabled={!handlerOf(item)}
            onClick={handlerOf(item)}
            sx={{ opacity: 0.85, '&.Mui-disabled': { color: 'rgba(255,255,255,0.5)' } }}
          >
            {item.label}
          </Button>
        ),
      )}
    </Box>
  );
}
