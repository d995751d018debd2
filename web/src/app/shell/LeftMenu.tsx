import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import CloseIcon from '@mui/icons-material/Close';
import Computer from '@mui/icons-material/Computer';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderShared from '@mui/icons-material/FolderShared';
import Forum from '@mui/icons-material/Forum';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import MenuBook from '@mui/icons-material/MenuBook';
import School from '@mui/icons-material/School';
import Storage from '@mui/icons-material/Storage';
import Science from '@mui/icons-material/Science';
import Share from '@mui/icons-material/Share';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactElement, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { bookmarkCourse } from './course-bookmark';
import { type MenuGroupEntry, type MenuItemLink, type MenuIcon, type MenuLinkEntry, buildMenu, phoneMenuActions } from './menu';
import type { TopBarAction } from './top-bar-items';

const ICONS: Record<MenuIcon, ReactElement> = {
  course: <School />,
  foundations: <MenuBook />,
  actionLearning: <Assignment />,
  practitionerInquiry: <Science />,
  diagnostics: <Assessment />,
  videoAnnotation: <VideoLibrary />,
  onlineLearning: <Computer />,
  communities: <Forum />,
  sharedAlps: <Share />,
  sharedPis: <FolderShared />,
  record: <WorkspacePremium />,
  support: <HelpOutline />,
  admin: <AdminPanelSettings />,
  data: <Storage />,
};

const TRANSITION = 'width 200ms ease';

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

interface EntryProps<T> {
  entry: T;
  collapsed: boolean;
  pathname: string;
  /** Called when a link of the entry is chosen (the phone's drawer closes). */
  onNavigate?: () => void;
}

function LinkEntry({ entry, collapsed, pathname, onNavigate }: EntryProps<MenuLinkEntry>) {
  const button = (
    <ListItemButton
      component={RouterLink}
      to={entry.to}
      onClick={onNavigate}
      selected={isActive(pathname, entry.to)}
      aria-current={isActive(pathname, entry.to) ? 'page' : undefined}
      aria-label={collapsed ? entry.label : undefined}
      sx={{ minHeight: 44, justifyContent: collapsed ? 'center' : 'flex-start' }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>{ICONS[entry.icon]}</ListItemIcon>
      {!collapsed && <ListItemText primary={entry.label} />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {collapsed ? (
        <Tooltip title={entry.label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

/** A group's item was chosen: a course becomes the bookmark on the way (the page opens whatever the answer). */
function choose(item: MenuItemLink): void {
  if (item.bookmark)
    bookmarkCourse(item.bookmark).catch(() => {
      // the course page opens all the same; the bookmark stays as it was
    });
}

function GroupEntry({ entry, collapsed, pathname, onNavigate }: EntryProps<MenuGroupEntry>) {
  const containsCurrent = entry.items.some((item) => isActive(pathname, item.to));
  const [open, setOpen] = useState(containsCurrent);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const listId = `menu-group-${entry.id}`;

  if (collapsed) {
    return (
      <ListItem disablePadding>
        <Tooltip title={entry.title ?? entry.label} placement="right">
          <ListItemButton
            aria-label={entry.title ?? entry.label}
            aria-haspopup="menu"
            aria-expanded={anchor ? true : undefined}
            selected={containsCurrent}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ minHeight: 44, justifyContent: 'center' }}
          >
            <ListItemIcon sx={{ minWidth: 0 }}>{ICONS[entry.icon]}</ListItemIcon>
          </ListItemButton>
        </Tooltip>
        <Menu
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        >
          {entry.items.map((item) => (
            <MenuItem
              key={item.to}
              component={RouterLink}
              to={item.to}
              title={item.title}
              selected={isActive(pathname, item.to)}
              onClick={() => {
                choose(item);
                setAnchor(null);
              }}
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </ListItem>
    );
  }

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        title={entry.title}
        sx={{ minHeight: 44 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[entry.icon]}</ListItemIcon>
        <ListItemText primary={entry.label} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {entry.items.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                onClick={() => {
                  choose(item);
                  onNavigate?.();
                }}
                title={item.title}
                selected={isActive(pathname, item.to)}
                aria-current={isActive(pathname, item.to) ? 'page' : undefined}
                sx={{ pl: 9, minHeight: 40 }}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** The handlers of the top bar's actions the phone's menu repeats (an action without one is left out). */
export type MenuActions = Partial<Record<TopBarAction, () => void>>;

/**
 * The account's menu entries: icons alone when collapsed (groups as pop-up menus), else labels
 * (groups open in place). `actions` (the phone's drawer) adds the top bar's actions it repeats.
 */
function MenuEntries({ collapsed, onNavigate, actions }: { collapsed: boolean; onNavigate?: () => void; actions?: MenuActions }) {
  const { nislData } = useSession();
  const { pathname } = useLocation();
  const entries = useMemo(() => buildMenu(nislData), [nislData]);
  const acting = useMemo(() => (actions ? phoneMenuActions(nislData).filter((entry) => actions[entry.action]) : []), [actions, nislData]);
  return (
    <List>
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <LinkEntry key={entry.id} entry={entry} collapsed={collapsed} pathname={pathname} onNavigate={onNavigate} />
        ) : (
          <GroupEntry key={entry.id} entry={entry} collapsed={collapsed} pathname={pathname} onNavigate={onNavigate} />
        ),
      )}
      {acting.map((entry) => (
        <ListItem key={entry.id} disablePadding>
          <ListItemButton aria-haspopup="dialog" onClick={() => actions?.[entry.action]?.()} sx={{ minHeight: 44 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[entry.icon]}</ListItemIcon>
            <ListItemText primary={entry.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The collapsible left menu above the narrow breakpoint: `<nav aria-label="Main menu">` holding a permanent drawer. */
export function LeftMenu({ collapsed, width }: { collapsed: boolean; width: number }) {
  return (
    <Box component="nav" aria-label="Main menu" sx={{ width, flexShrink: 0, transition: TRANSITION }}>
      <Drawer
        variant="permanent"
        open
        slotProps={{ paper: { sx: { width, overflowX: 'hidden', transition: TRANSITION, boxSizing: 'border-box' } } }}
      >
        <Toolbar />
        <MenuEntries collapsed={collapsed} />
      </Drawer>
    </Box>
  );
}

/**
 * The same menu on a phone (at the narrow breakpoint or less): out of the page flow, a modal drawer
 * with the full labels over the page and the top bar, opened by the top bar's toggle. Choosing an
 * entry, Escape or the backdrop closes it; MUI's modal moves the focus in and gives it back to the
 * toggle. Named as a dialog, headed 'Menu' with a close button, and, inside, the same
 * `<nav aria-label="Main menu">`, plus the top bar's Data for the manager (`actions`; choosing it
 * closes the drawer and opens the Data Sets dialog).
 */
export function LeftMenuDrawer({
  open,
  width,
  onClose,
  actions,
}: {
  open: boolean;
  width: number;
  onClose: () => void;
  actions?: MenuActions;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { 'aria-label': 'Main menu', sx: { width, maxWidth: '100%', boxSizing: 'border-box' } } }}
    >
      {/* Over the top bar, so it has a head of its own: what it is and a way out besides Escape. */}
      <Toolbar sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Menu
        </Typography>
        <IconButton edge="end" aria-label="Close main menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label="Main menu">
        <MenuEntries collapsed={false} onNavigate={onClose} actions={actions} />
      </Box>
    </Drawer>
  );
}
