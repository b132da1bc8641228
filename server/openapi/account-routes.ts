// Sign-in, sign-up, password reset and the signed-in resident's profile and verification codes.
import { z } from 'zod';
import { extend } from 'zod/mini';
import { successResponse } from '../../src/api/catalogue.ts';
import { envelope, messageBody } from '../../src/api/common.ts';
import {
  codeRequest,
  forgotPasswordRequest,
  loginRequest,
  profileEditRequest,
  registerConfirmRequest,
  registerRequest,
  resetPasswordRequest,
  tokenResponse,
  user,
} from '../../src/api/user.ts';
import type { RouteDoc } from './route-doc-shape.ts';

const withMessage = <T extends z.core.$ZodType>(data: T) => extend(envelope(data), { message: z.string() });
const sent = withMessage(z.object({ sent: z.boolean() }));

export const ACCOUNT_ROUTES: Record<string, RouteDoc> = {
  'POST /auth/login': {
    summary: 'Entrar',
    tag: 'auth',
    auth: 'public',
    body: loginRequest,
    response: envelope(tokenResponse),
  },
  'POST /api/user/register': {
    summary: 'Criar conta (envia um código ao e-mail; a resposta é a mesma se o e-mail já tiver conta)',
    tag: 'auth',
    auth: 'public',
    body: registerRequest,
    response: withMessage(z.object({ email: z.string() })),
    status: 202,
  },
  'POST /api/user/register/confirm': {
    summary: 'Concluir o cadastro com o código enviado ao e-mail (cria a conta e a sessão)',
    tag: 'auth',
    auth: 'public',
    body: registerConfirmRequest,
    response: envelope(extend(tokenResponse, { user })),
    status: 201,
  },
  'POST /auth/logout': {
    summary: 'Sair (revoga o token)',
    tag: 'auth',
    auth: 'resident',
    response: successResponse,
  },
  'POST /auth/forgot-password': {
    summary: 'Pedir redefinição de senha',
    tag: 'auth',
    auth: 'public',
    body: forgotPasswordRequest,
    response: messageBody,
  },
  'POST /auth/reset-password': {
    summary: 'Redefinir senha',
    tag: 'auth',
    auth: 'public',
    body: resetPasswordRequest,
    response: messageBody,
  },
  'GET /user/session': {
    summary: 'Usuário da sessão',
    tag: 'user',
    auth: 'resident',
    response: envelope(user),
  },
  'POST /user/edit': {
    summary: 'Editar perfil',
    tag: 'user',
    auth: 'resident',
    body: profileEditRequest,
    response: withMessage(user),
  },
  'GET /api/users/resend-verification-email': {
    summary: 'Enviar código por e-mail',
    tag: 'user',
    auth: 'resident',
    response: sent,
  },
  'GET /api/users/resend-verification-sms': {
    summary: 'Enviar código por SMS',
    tag: 'user',
    auth: 'resident',
    response: sent,
  },
  'POST /api/users/validate-email': {
    summary: 'Verificar e-mail',
    tag: 'user',
    auth: 'resident',
    body: codeRequest,
    response: withMessage(user),
  },
  'POST /api/users/validate-sms': {
    summary: 'Verificar celular',
    tag: 'user',
    auth: 'resident',
    body: codeRequest,
    response: withMessage(user),
  },
  'ALL /user/*': {
    summary: 'Qualquer outra rota /user/*: 404',
    tag: 'user',
    auth: 'resident',
    response: messageBody,
    status: 404,
  },
};
