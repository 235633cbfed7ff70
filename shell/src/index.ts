// No async boundary: the shell is an ordinary bundle; federation starts after sign-in (federation/instance.ts).
import { isAuthPath } from './routing/location.ts';
import { restoreSession } from './session/session.ts';

void restoreSession();
// A signed-in page (opened, reloaded, a link): the signed-in app's chunks and the federation
// (/config.json, the remotes' entries and descriptors) start downloading now, beside the session's
// refresh, instead of after React's first render of the shell. The sign-in pages load none of it.
if (window.location.pathname !== '/' && !isAuthPath(window.location.pathname))
  void import(/* webpackChunkName: "app" */ './routing/SignedInApp.tsx').then((m) => m.bootFederation());
// React, MUI and the shell's first render are evaluated in a task of their own (the module is in this
// bundle: 'eager' adds no request): a phone's main thread is not held by one long task for the whole
// bundle, and the requests above are on their way while it runs (issue 19 §5, Total Blocking Time)
window.setTimeout(() => void import(/* webpackMode: "eager" */ './bootstrap.tsx'), 0);
