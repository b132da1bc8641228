// Signed out: hiring opens the login dialog instead (spec 5), with registration one press away.
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Stack } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { openLoginDialog } from '../../ui/login-dialog.ts';
import { StepCard } from './StepCard.tsx';

export function SignInStep({ children, step }: { children?: ReactNode; step?: string }) {
  return (
    <StepCard title="Entre para contratar" {...(step ? { step } : {})}>
      <p className="booking-step-text">
        Para contratar, entre na sua conta ou crie uma agora: leva poucos minutos e você volta para esta
        página.
      </p>
      {children}
      <Stack gap={1}>
        <Button size="lg" fullWidth onPress={() => openLoginDialog('login')}>
          Entrar para contratar
        </Button>
        <Button size="lg" fullWidth variant="secondary" onPress={() => openLoginDialog('register')}>
          Criar conta
        </Button>
      </Stack>
    </StepCard>
  );
}

/** Signed in without a CPF on file: hiring needs it (spec 5); the profile screen takes it. */
export function CompleteProfileStep({ returnTo, step }: { returnTo: string; step?: string }) {
  return (
    <StepCard title="Complete seu cadastro" {...(step ? { step } : {})}>
      <p className="booking-step-text">
        Para contratar, precisamos do seu CPF no cadastro. Complete seus dados em Minha conta e volte para
        finalizar: sua escolha fica guardada.
      </p>
      <LinkButton href={`/perfil?next=${encodeURIComponent(returnTo)}`} size="lg" fullWidth>
        Completar cadastro
      </LinkButton>
    </StepCard>
  );
}
