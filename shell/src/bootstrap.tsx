import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App.tsx';
import { isAuthPath } from './routing/location.ts';
import { restoreSession } from './session/session.ts';

void restoreSession();
// A signed-in page (opened, reloaded, a link): the signed-in app's chunks and the federation
// (/config.json, the remotes' entries and descriptors) start downloading now, beside the session's
// refresh, instead of after React's first render of the shell. The sign-in pages load none of it.
if (window.location.pathname !== '/' && !isAuthPath(window.location.pathname))
  void import(/* webpackChunkName: "app" */ './routing/SignedInApp.tsx').then((m) => m.bootFederation());
const container = document.getElementById('root');
// a transition: React renders the shell in slices of a few milliseconds instead of one long task
// (a slow phone's first input would wait for it; issue 19 §5, Total Blocking Time)
const root = container ? createRoot(container) : null;
if (root) startTransition(() => root.render(<App />));
