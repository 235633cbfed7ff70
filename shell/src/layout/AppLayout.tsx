import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { resolveRoute } from '@insp/mf-kit';
import { RemoteFailure } from '@insp/ui/components';
import { federationAtom, loadedDescriptors } from '../federation/state.ts';
import { Footer } from './Footer.tsx';
import { ModuleOutlet } from './ModuleOutlet.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * The signed-in frame: sidebar, top bar, the remote's content (or its failure), footer.
 * Below 900 px (phones, field staff) the sidebar is a temporary drawer behind the top bar's menu
 * button and the content takes the whole width.
 */
export function AppLayout({ failedTitle }: { failedTitle: string | null }) {
  const { pathname } = useLocation();
  const federation = useAtomValue(federationAtom);
  const owner = resolveRoute(loadedDescriptors(federation), pathname);
  // noSsr: read the width on the first render, so a phone never paints the permanent sidebar
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  // widening the window past 900 px forgets an open drawer, so narrowing again does not reopen it
  if (!compact && menuOpen) setMenuOpen(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {compact ? <Sidebar variant="temporary" open={menuOpen} onClose={() => setMenuOpen(false)} /> : <Sidebar variant="permanent" />}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar title={owner?.descriptor.title ?? ''} onOpenMenu={compact ? () => setMenuOpen(true) : undefined} />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }} data-testid="content">
          {failedTitle ? <RemoteFailure title={failedTitle} /> : null}
          <ModuleOutlet hidden={failedTitle !== null} />
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
