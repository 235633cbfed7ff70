import { shell } from '@insp/messages';
import { resolveRoute } from '@insp/mf-kit';
import { RemoteFailure } from '@insp/ui/components';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { federationAtom, loadedDescriptors } from '../federation/state.ts';
import { sessionAtom } from '../session/store.ts';
import { useShellValue } from '../session/use-shell-value.ts';
import { documentTitle } from './BrandLogo.tsx';
import { Footer } from './Footer.tsx';
import { ModuleOutlet } from './ModuleOutlet.tsx';
import { useFocusHeadingOnNavigation } from './page-focus.ts';
import { Sidebar } from './Sidebar.tsx';
import { activeEntryTitle, sidebarGroups } from './sidebar-model.ts';
import { TopBar } from './TopBar.tsx';

const CONTENT_ID = 'contenido';

/**
 * The signed-in frame: sidebar, top bar, the remote's content (or its failure), footer.
 * Below 900 px (phones, field staff) the sidebar is a temporary drawer behind the top bar's menu
 * button and the content takes the whole width.
 */
export interface AppLayoutProps {
  failedTitle: string | null;
  /** Shown instead of any remote (e.g. 'Acceso denegado'). */
  notice?: ReactNode;
  /** The page title while `notice` shows. */
  deniedTitle?: string;
}

export function AppLayout({ failedTitle, notice, deniedTitle }: AppLayoutProps) {
  const { pathname } = useLocation();
  const federation = useShellValue(federationAtom);
  const owner = resolveRoute(loadedDescriptors(federation), pathname);
  const session = useShellValue(sessionAtom);
  const groups = session ? sidebarGroups(loadedDescriptors(federation), session.user) : [];
  // the browser tab names the page: its sidebar entry ('Empresas · Inspección'), else its module
  const pageTitle = deniedTitle ?? activeEntryTitle(groups, pathname) ?? owner?.descriptor.title ?? null;
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
  // noSsr: read the width on the first render, so a phone never paints the permanent sidebar
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  // widening the window past 900 px forgets an open drawer, so narrowing again does not reopen it
  if (!compact && menuOpen) setMenuOpen(false);
  useFocusHeadingOnNavigation(
    pathname,
    useCallback(() => document.getElementById(CONTENT_ID), []),
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* the first stop of the keyboard: past the sidebar straight to the screen (issue 16 §4) */}
      <Box
        component="a"
        href={`#${CONTENT_ID}`}
        onClick={(event: React.MouseEvent) => {
          event.preventDefault();
          document.getElementById(CONTENT_ID)?.focus();
        }}
        data-testid="skip-link"
        sx={{
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          px: 2,
          py: 1.5,
          bgcolor: 'background.paper',
          color: 'primary.main',
          borderRadius: 1,
          boxShadow: 3,
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        {shell.skipToContent}
      </Box>
      {compact ? <Sidebar variant="temporary" open={menuOpen} onClose={() => setMenuOpen(false)} /> : <Sidebar variant="permanent" />}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar title={notice ? '' : (owner?.descriptor.title ?? '')} onOpenMenu={compact ? () => setMenuOpen(true) : undefined} />
        <Box
          component="main"
          id={CONTENT_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
          data-testid="content"
        >
          {failedTitle ? <RemoteFailure title={failedTitle} /> : null}
          {notice}
          <ModuleOutlet hidden={failedTitle !== null || notice !== undefined} />
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
