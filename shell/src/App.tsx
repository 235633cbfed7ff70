import { lazy, Suspense } from 'react';
import { Provider } from 'jotai';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { shellStore } from './session/store.ts';
import { ShellTheme } from './ShellTheme.tsx';
import { FullPageProgress } from './FullPageProgress.tsx';
import { RootRedirect } from './routing/RootRedirect.tsx';
import { Notifications } from './notifications/notifications.tsx';

const SignInPage = lazy(() => import(/* webpackChunkName: "auth-sign-in" */ './auth/SignInPage.tsx'));
const ResetPasswordPage = lazy(() => import(/* webpackChunkName: "auth-reset" */ './auth/ResetPasswordPage.tsx'));
const NewPasswordPage = lazy(() => import(/* webpackChunkName: "auth-new-password" */ './auth/NewPasswordPage.tsx'));
const SignUpPage = lazy(() => import(/* webpackChunkName: "auth-sign-up" */ './auth/SignUpPage.tsx'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "auth-errors" */ './auth/ErrorPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const ServerErrorPage = lazy(() => import(/* webpackChunkName: "auth-errors" */ './auth/ErrorPage.tsx').then((m) => ({ default: m.ServerErrorPage })));
const GuardedArea = lazy(() => import(/* webpackChunkName: "app-layout" */ './routing/GuardedArea.tsx'));

export function App() {
  return (
    <Provider store={shellStore}>
      <ShellTheme>
        <BrowserRouter>
          <Suspense fallback={<FullPageProgress />}>
            <Routes>
              <Route path="/" element={<RootRedirect />} />
              <Route path="/auth/sign-in" element={<SignInPage />} />
              <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
              <Route path="/auth/new-password" element={<NewPasswordPage />} />
              <Route path="/auth/sign-up" element={<SignUpPage />} />
              <Route path="/auth/404" element={<NotFoundPage />} />
              <Route path="/auth/500" element={<ServerErrorPage />} />
              <Route path="/auth/*" element={<Navigate to="/auth/404" replace />} />
              <Route path="*" element={<GuardedArea />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
        <Notifications />
      </ShellTheme>
    </Provider>
  );
}
