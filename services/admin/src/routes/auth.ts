import { ErrorResponse, MessageResponse, NewPasswordBody, ResetPasswordBody, SessionResponse, SessionUser, SignInBody, SignUpBody } from '@insp/contracts';
import { auth } from '@insp/messages';
import { access, HttpError, isDatabaseUnavailable, type ZodApp } from '@insp/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import type { AuthDeps } from '../auth/service.ts';
import * as service from '../auth/service.ts';
import type { IssuedRefresh } from '../repositories/sessions.ts';

export const REFRESH_COOKIE = 'insp_rt';
/** The browser reaches admin through the gateway's /api/admin prefix. */
export const REFRESH_COOKIE_PATH = '/api/admin/auth';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse, 500: ErrorResponse };

/** Auth failures the product names keep their text; anything else is 'Hubo un problema.' (spec 000 §8). */
async function guarded<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof service.TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
    // A database outage keeps the kit's 503, which tells the user to try again shortly.
    if (error instanceof HttpError || isDatabaseUnavailable(error)) throw error;
    reply.log.error({ err: error }, 'auth route failed');
    throw new HttpError(500, auth.somethingWrong);
  }
}

/** Answers that carry tokens (or the session user) are never stored by a browser or a proxy. */
async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
}

export function authRoutes(app: ZodApp, deps: AuthDeps): void {
  const secure = deps.publicUrl.startsWith('https:');
  const cookieBase = { httpOnly: true, path: REFRESH_COOKIE_PATH, sameSite: 'strict', secure } as const;

  const setRefreshCookie = (reply: FastifyReply, issued: IssuedRefresh): void => {
    const maxAge = Math.max(0, Math.floor((issued.session.expiresAt.getTime() - Date.now()) / 1000));
    // remember → persistent cookie until the family expires; otherwise a browser-session cookie.
    reply.setCookie(REFRESH_COOKIE, issued.token, issued.session.remember ? { ...cookieBase, maxAge } : cookieBase);
  };
  const clearRefreshCookie = (reply: FastifyReply): void => {
    reply.clearCookie(REFRESH_COOKIE, cookieBase);
  };
  /** Reset mails still being sent; closing the app waits for them. */
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    '/auth/sign-in',
    { config: { public: true }, onRequest: noStore, schema: { tags: ['auth'], body: SignInBody, response: { 200: SessionResponse, ...errors } } },
    async (request, reply) =>
      guarded(reply, async () => {
        const signedIn = await service.signIn(deps, {
          email: request.body.email,
          password: request.body.password,
          remember: request.body.remember ?? false,
          address: request.ip,
        });
        setRefreshCookie(reply, signedIn.refresh);
        return { accessToken: signedIn.accessToken, user: signedIn.user };
      }),
  );

  app.post(
    '/auth/refresh',
    { config: { public: true }, onRequest: noStore, schema: { tags: ['auth'], response: { 200: SessionResponse, ...errors } } },
    async (request, reply) =>
      guarded(reply, async () => {
        try {
          const signedIn = await service.refresh(deps, request.cookies[REFRESH_COOKIE]);
          setRefreshCookie(reply, signedIn.refresh);
          return { accessToken: signedIn.accessToken, user: signedIn.user };
        } catch (error) {
          if (error instanceof HttpError) clearRefreshCookie(reply);
          throw error;
        }
      }),
  );

  app.post(
    '/auth/sign-out',
    { config: { public: true }, onRequest: noStore, schema: { tags: ['auth'], response: { 204: z.null(), ...errors } } },
    async (request, reply) =>
      guarded(reply, async () => {
        await service.signOut(deps, request.cookies[REFRESH_COOKIE]);
        clearRefreshCookie(reply);
        return reply.code(204).send(null);
      }),
  );

  app.post(
    '/auth/reset-password',
    { config: { public: true }, onRequest: noStore, schema: { tags: ['auth'], body: ResetPasswordBody, response: { 200: MessageResponse, ...errors } } },
    async (request) => {
      // Answer at once and identically for known and unknown emails; the mail goes out behind.
      const task = service.requestPasswordReset(deps, request.body.email).catch((error: unknown) => {
        request.log.error({ err: error }, 'password reset mail failed');
      });
      pending.add(task);
      void task.finally(() => pending.delete(task));
      return { message: auth.resetMailMaybeSent };
    },
  );

  app.post(
    '/auth/new-password',
    { config: { public: true }, onRequest: noStore, schema: { tags: ['auth'], body: NewPasswordBody, response: { 200: MessageResponse, ...errors } } },
    async (request, reply) =>
      guarded(reply, async () => {
        await service.setNewPassword(deps, request.body);
        return { message: auth.passwordChanged };
      }),
  );

  app.post(
    '/auth/sign-up',
    { config: { public: true }, onRequest: noStore, schema: { tags: ['auth'], body: SignUpBody, response: { 403: ErrorResponse, 400: ErrorResponse } } },
    async () => {
      // The form's rules are enforced by the body schema; accounts are created by administrators.
      throw new HttpError(403, auth.signUpClosed);
    },
  );

  app.get(
    '/me',
    { config: access.signedIn(null), onRequest: noStore, schema: { tags: ['auth'], response: { 200: SessionUser, 401: ErrorResponse } } },
    async (request) => {
      const me = await service.currentUser(deps, request.principal);
      if (!me) throw new HttpError(401, auth.noAuthenticatedUser);
      return me;
    },
  );
}
