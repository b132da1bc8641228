// Registration, part 3: how to reach the person and how they will sign in.
import { MASKS } from '../../domain/masks.ts';
import { PASSWORD_MIN } from '../../domain/person.ts';
import { TextField } from '../../ui/TextField.tsx';
import type { RegisterSectionProps } from './register-section.ts';

export function AccessFields({ values, change, field }: RegisterSectionProps) {
  return (
    <fieldset className="auth-fieldset">
      <legend className="auth-legend">Contato e acesso</legend>
      <div className="auth-grid">
        <TextField
          label="Email"
          type="email"
          isRequired
          autoComplete="email"
          value={values.email}
          onChange={(email) => change({ email }, ['email'])}
          {...field('email')}
        />
        <TextField
          label="Celular"
          type="tel"
          isRequired
          mask={MASKS.celular}
          placeholder="(00) 00000-0000"
          autoComplete="tel-national"
          value={values.celphone}
          onChange={(celphone) => change({ celphone }, ['celphone'])}
          {...field('celphone')}
        />
        <TextField
          label="Senha"
          type="password"
          isRequired
          autoComplete="new-password"
          description={`Pelo menos ${PASSWORD_MIN} caracteres.`}
          value={values.password}
          onChange={(password) => change({ password }, ['password'])}
          {...field('password')}
        />
        <TextField
          label="Confirme a senha"
          type="password"
          isRequired
          autoComplete="new-password"
          value={values.passwordConfirmation}
          onChange={(passwordConfirmation) => change({ passwordConfirmation }, ['passwordConfirmation'])}
          {...field('passwordConfirmation')}
        />
      </div>
    </fieldset>
  );
}
