// One typed function per auth/user call of spec section 7.

import { call } from './client.ts';
import { envelope, messageBody } from './envelope.ts';
// Answers from the zod/mini answer module, request types only from user.ts: these calls (the
// session check among them) load no zod classic.
import type { LoginRequest, ProfileEditRequest, RegisterConfirmRequest, RegisterRequest } from './user.ts';
import { city, state, tokenResponse, user } from './user-responses.ts';
import { z } from './zod-mini.ts';

export const login = (body: LoginRequest) =>
  call('/auth/login', envelope(tokenResponse), { method: 'POST', body });

/** Starts a sign-up: a code goes to the e-mail (the answer never says whether it has an account). */
export const register = (body: RegisterRequest) =>
  call('/api/user/register', z.extend(envelope(z.object({ email: z.string() })), { message: z.string() }), {
    method: 'POST',
    body,
  });

/** Ends a sign-up with the mailed code: the account exists and is signed in. */
export const confirmRegistration = (body: RegisterConfirmRequest) =>
  call('/api/user/register/confirm', envelope(z.extend(tokenResponse, { user })), { method: 'POST', body });

export const fetchSession = (token: string) => call('/user/session', envelope(user), { token });

export const logout = (token: string) =>
  call('/auth/logout', envelope(z.object({ success: z.boolean() })), { method: 'POST', token });

export const editProfile = (token: string, body: ProfileEditRequest) =>
  call('/user/edit', z.extend(envelope(user), { message: z.string() }), { method: 'POST', token, body });

export const forgotPassword = (email: string) =>
  call('/auth/forgot-password', messageBody, { method: 'POST', body: { email } });

export const resetPassword = (body: { token: string; password: string; password_confirmation: string }) =>
  call('/auth/reset-password', messageBody, { method: 'POST', body });

const sent = z.object({ data: z.object({ sent: z.boolean() }), message: z.string() });
export const resendVerificationEmail = (token: string) =>
  call('/api/users/resend-verification-email', sent, { token });
export const resendVerificationSms = (token: string) =>
  call('/api/users/resend-verification-sms', sent, { token });

const verified = z.extend(envelope(user), { message: z.string() });
export const validateEmail = (token: string, code: string) =>
  call('/api/users/validate-email', verified, { method: 'POST', token, body: { code } });
export const validateSms = (token: string, code: string) =>
  call('/api/users/validate-sms', verified, { method: 'POST', token, body: { code } });

export const fetchStates = () => call('/city/states', envelope(z.array(state)));
export const fetchCitiesByState = (uf: string) =>
  call(`/city/city-by-state/${encodeURIComponent(uf)}`, envelope(z.array(city)));
export const searchCities = (name: string, signal?: AbortSignal) =>
  call(`/city/city-by-name/${encodeURIComponent(name)}`, envelope(z.array(city)), signal ? { signal } : {});
