import { Provider } from 'jotai';
import { type ComponentType, lazy, Suspense } from 'react';

import { FullPageProgress } from './FullPageProgress.tsx';
import { Notifications } from './notifications/notifications.tsx';
import { isPortalPath } from './portal/path.ts';
import { GoTo } from './routing/GoTo.tsx';
import { isAuthPath, usePathname } from './routing/location.ts';
import { RootRedirect } from './routing/RootRedirect.tsx';
import { signedInAppModule } from './routing/signed-in-app-module.ts';
import { shellStore } from './session/store.ts';
import { ShellTheme } from './ShellTheme.tsx';

const SignInPage = lazy(() => import(/* webpackChunkName: "auth-sign-in" */ './auth/SignInPage.tsx'));
const ResetPasswordPage = lazy(() => import(/* webpackChunkName: "auth-reset" */ './auth/ResetPasswordPage.tsx'));
const NewPasswordPage = lazy(() => import(/* webpackChunkName: "auth-new-password" */ './auth/NewPasswordPage.tsx'));
const SignUpPage = lazy(() => import(/* webpackChunkName: "auth-sign-up" */ './auth/SignUpPage.tsx'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "auth-errors" */ './auth/ErrorPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const ServerErrorPage = lazy(() => import(/* webpackChunkName: "auth-errors" */ './auth/ErrorPage.tsx').then((m) => ({ default: m.ServerErrorPage })));
/** The contractor portal (issue 20 §2): a public page of its own, no session, no router. */
const PortalPage = lazy(() => import(/* webpackChunkName: "portal" */ './portal/PortalPage.tsx'));
/** Everything after sign-in (router, layout, federation, single-spa) lives behind this import. */
const SignedInApp = lazy(signedInAppModule);

/** The /auth/* pages by path (a trailing slash ignored): rendered without react-router (see routing/location.ts). */
const authPages: Record<string, ComponentType> = {
  '/auth/sign-in': SignInPage,
  '/auth/reset-password': ResetPasswordPage,
  '/auth/new-password': NewPasswordPage,
  '/auth/sign-up': SignUpPage,
  '/auth/404': NotFoundPage,
  '/auth/500': ServerErrorPage,
};

function AuthPage({ path }: { path: string }) {
  const Page = authPages[path.replace(/\/+$/, '')];
  return Page ? <Page /> : <GoTo to="/auth/404" />;
}

export function App() {
  const path = usePathname();
  return (
    <Provider store={shellStore}>
      <ShellTheme>
        <Suspense fallback={<FullPageProgress />}>
          {path === '/' ? <RootRedirect /> : isAuthPath(path) ? <AuthPage path={path} /> : isPortalPath(path) ? <PortalPage path={path} /> : <SignedInApp />}
        </Suspense>
        <Notifications />
      </ShellTheme>
    </Provider>
  );
}
