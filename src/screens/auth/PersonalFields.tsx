// Registration, part 1: who the person is (spec 5: masks for birth date, CPF and RG).
import { MASKS } from '../../domain/masks.ts';
import { TextField } from '../../ui/TextField.tsx';
import type { RegisterSectionProps } from './register-section.ts';

export function PersonalFields({ values, change, field }: RegisterSectionProps) {
  return (
    <fieldset className="auth-fieldset">
      <legend className="auth-legend">Dados pessoais</legend>
      <div className="auth-grid">
        <TextField
          label="Nome"
          isRequired
          autoComplete="given-name"
          value={values.firstName}
          onChange={(firstName) => change({ firstName }, ['firstName', 'lastName'])}
          {...field('firstName')}
        />
        <TextField
          label="Sobrenome"
          isRequired
          autoComplete="family-name"
          value={values.lastName}
          onChange={(lastName) => change({ lastName }, ['firstName', 'lastName'])}
          {...field('lastName')}
        />
        <TextField
          label="Data de Nascimento"
          isRequired
          mask={MASKS.birthDate}
          placeholder="DD/MM/AAAA"
          autoComplete="bday"
          value={values.birthDate}
          onChange={(birthDate) => change({ birthDate }, ['birthDate'])}
          {...field('birthDate')}
        />
        <TextField
          label="Nacionalidade"
          isRequired
          value={values.nationality}
          onChange={(nationality) => change({ nationality }, ['nationality'])}
          {...field('nationality')}
        />
        <TextField
          label="CPF"
          isRequired
          mask={MASKS.cpf}
          placeholder="000.000.000-00"
          value={values.cpf}
          onChange={(cpf) => change({ cpf }, ['cpf'])}
          {...field('cpf')}
        />
        <TextField
          label="RG"
          isRequired
          mask={MASKS.rg}
          placeholder="00.000.000-0"
          value={values.rg}
          onChange={(rg) => change({ rg }, ['rg'])}
          {...field('rg')}
        />
        <TextField
          className="auth-span-2"
          label="Profissão"
          isRequired
          autoComplete="organization-title"
          value={values.profession}
          onChange={(profession) => change({ profession }, ['profession'])}
          {...field('profession')}
        />
      </div>
    </fieldset>
  );
}
