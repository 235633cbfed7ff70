import Box from '@mui/material/Box';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { resolveRoute } from '@insp/mf-kit';
import { RemoteFailure } from '@insp/ui/components';
import { federationAtom, loadedDescriptors } from '../federation/state.ts';
import { Footer } from './Footer.tsx';
import { ModuleOutlet } from './ModuleOutlet.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';

/** The signed-in frame: sidebar, top bar, the remote's content (or its failure), footer. */
export function AppLayout({ failedTitle }: { failedTitle: string | null }) {
  const { pathname } = useLocation();
  const federation = useAtomValue(federationAtom);
  const owner = resolveRoute(loadedDescriptors(federation), pathname);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar title={owner?.descriptor.title ?? ''} />
        <Box component="main" sx={{ flexGrow: 1, p: 3 }} data-testid="content">
          {failedTitle ? <RemoteFailure title={failedTitle} /> : null}
          <ModuleOutlet hidden={failedTitle !== null} />
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
