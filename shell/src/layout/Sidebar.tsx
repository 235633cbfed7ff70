import type { SidebarEntry } from '@insp/contracts';
import { shell } from '@insp/messages';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

import { federationAtom, loadedDescriptors } from '../federation/state.ts';
import { logoTarget } from '../routing/access.ts';
import { lastPath } from '../routing/last-path.ts';
import { sessionAtom } from '../session/store.ts';
import { useShellValue } from '../session/use-shell-value.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { CollapseIcon, ExpandIcon } from './icons.tsx';
import { isEntryActive, sidebarGroups } from './sidebar-model.ts';

/** Spec 000 §9: the sidebar is 258 px wide. */
export const SIDEBAR_WIDTH = 258;

/** A plain list item around each entry (MUI's ListItem would add a module for no visible change). */
const LIST_ITEM = { listStyle: 'none', p: 0, m: 0 } as const;

interface EntryLinkProps {
  entry: SidebarEntry;
  pathname: string;
  depth: number;
  onNavigate?: () => void;
}

function EntryLink({ entry, pathname, depth, onNavigate }: EntryLinkProps) {
  const childActive = entry.children?.some((c) => isEntryActive(c, pathname)) ?? false;
  const [open, setOpen] = useState(childActive);
  if (entry.children) {
    // every entry is a list item (<li>): links and buttons straight inside a <ul> are not a list to assistive technology
    return (
      <Box component="li" sx={LIST_ITEM}>
        <ListItemButton onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ pl: 2 + depth * 2 }}>
          <ListItemText primary={entry.title} />
          {open ? <CollapseIcon fontSize="small" /> : <ExpandIcon fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} unmountOnExit>
          <List disablePadding>
            {entry.children.map((c) => (
              <EntryLink key={c.path} entry={c} pathname={pathname} depth={depth + 1} onNavigate={onNavigate} />
            ))}
          </List>
        </Collapse>
      </Box>
    );
  }
  const active = isEntryActive(entry, pathname);
  return (
    <Box component="li" sx={LIST_ITEM}>
      <ListItemButton
        component={RouterLink}
        to={entry.path}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: 2 + depth * 2 }}
      >
        <ListItemText primary={entry.title} />
      </ListItemButton>
    </Box>
  );
}

export interface SidebarProps {
  /**
   * 'permanent' beside the content (wide screens); 'temporary' over it, opened from the top bar's
   * menu button on phones, where a 258 px column would leave no room for the content.
   */
  variant: 'permanent' | 'temporary';
  open?: boolean;
  onClose?: () => void;
}

export function Sidebar({ variant, open = false, onClose }: SidebarProps) {
  const { pathname, search } = useLocation();
  const session = useShellValue(sessionAtom);
  const federation = useShellValue(federationAtom);
  const groups = session ? sidebarGroups(loadedDescriptors(federation), session.user) : [];
  // computed from this render's location: the remembered path is written only after it (GuardedArea)
  const logo = logoTarget(pathname + search, lastPath(), session, federation);
  // choosing an entry (even the current one) closes the temporary drawer
  const onNavigate = variant === 'temporary' ? onClose : undefined;
  return (
    <Drawer
      variant={variant}
      open={variant === 'permanent' || open}
      onClose={onClose}
      // the root is the fixed, full-screen modal when temporary: only the permanent one takes room
      sx={{
        ...(variant === 'permanent' ? { width: SIDEBAR_WIDTH, flexShrink: 0 } : {}),
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, maxWidth: '85vw', boxSizing: 'border-box' },
      }}
      data-testid="sidebar"
    >
      <Box
        component={RouterLink}
        to={logo}
        onClick={onNavigate}
        sx={{ display: 'block', p: 2, color: 'primary.main', textDecoration: 'none' }}
        data-testid="sidebar-logo"
      >
        <BrandLogo />
      </Box>
      <Box component="nav" aria-label={shell.mainNavigation} sx={{ overflowY: 'auto' }}>
        {groups.map((group) => (
          <List key={group.id} dense subheader={<ListSubheader disableSticky>{group.title}</ListSubheader>}>
            {group.entries.map((entry) => (
              <EntryLink key={entry.path} entry={entry} pathname={pathname} depth={0} onNavigate={onNavigate} />
            ))}
          </List>
        ))}
      </Box>
    </Drawer>
  );
}
