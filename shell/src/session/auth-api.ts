import type { MessageResponse, NewPasswordBody, ResetPasswordBody, SessionResponse, SignInBody, SignUpBody } from '@insp/contracts';

import { postJson } from './http.ts';

const base = '/api/admin/auth';

export const authApi = {
  signIn: (body: SignInBody) => postJson<SessionResponse>(`${base}/sign-in`, body),
  refresh: () => postJson<SessionResponse>(`${base}/refresh`),
  signOut: () => postJson<null>(`${base}/sign-out`),
  resetPassword: (body: ResetPasswordBody) => postJson<MessageResponse>(`${base}/reset-password`, body),
  newPassword: (body: NewPasswordBody) => postJson<MessageResponse>(`${base}/new-password`, body),
  signUp: (body: SignUpBody) => postJson<MessageResponse>(`${base}/sign-up`, body),
};
