import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { SidebarEntry } from '@insp/contracts';
import { shell } from '@insp/messages';
import { federationAtom, loadedDescriptors } from '../federation/state.ts';
import { sessionAtom } from '../session/store.ts';
import { lastPath } from '../routing/last-path.ts';
import { CollapseIcon, ExpandIcon } from './icons.tsx';
import { isEntryActive, sidebarGroups } from './sidebar-model.ts';

/** Spec 000 §9: the sidebar is 258 px wide. */
export const SIDEBAR_WIDTH = 258;

function EntryLink({ entry, pathname, depth }: { entry: SidebarEntry; pathname: string; depth: number }) {
  const childActive = entry.children?.some((c) => isEntryActive(c, pathname)) ?? false;
  const [open, setOpen] = useState(childActive);
  if (entry.children) {
    return (
      <>
        <ListItemButton onClick={() => setOpen((o) => !o)} sx={{ pl: 2 + depth * 2 }}>
          <ListItemText primary={entry.title} />
          {open ? <CollapseIcon fontSize="small" /> : <ExpandIcon fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} unmountOnExit>
          <List disablePadding>
            {entry.children.map((c) => (
              <EntryLink key={c.path} entry={c} pathname={pathname} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      </>
    );
  }
  return (
    <ListItemButton component={RouterLink} to={entry.path} selected={isEntryActive(entry, pathname)} sx={{ pl: 2 + depth * 2 }}>
      <ListItemText primary={entry.title} />
    </ListItemButton>
  );
}

export function Sidebar() {
  const { pathname } = useLocation();
  const session = useAtomValue(sessionAtom);
  const federation = useAtomValue(federationAtom);
  const groups = session ? sidebarGroups(loadedDescriptors(federation), session.user) : [];
  return (
    <Drawer
      variant="permanent"
      sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } }}
      data-testid="sidebar"
    >
      <Box component={RouterLink} to={lastPath()} sx={{ display: 'block', p: 2, color: 'primary.main', textDecoration: 'none' }} data-testid="sidebar-logo">
        <Typography variant="h6" sx={{ fontWeight: 700 }}>
          {shell.brand}
        </Typography>
      </Box>
      <Box component="nav" sx={{ overflowY: 'auto' }}>
        {groups.map((group) => (
          <List key={group.id} dense subheader={<ListSubheader disableSticky>{group.title}</ListSubheader>}>
            {group.entries.map((entry) => (
              <EntryLink key={entry.path} entry={entry} pathname={pathname} depth={0} />
            ))}
          </List>
        ))}
      </Box>
    </Drawer>
  );
}
