// The profile's personal data and contacts (spec 5): CPF and RG locked once on file, the e-mail
// never editable (it is the login), the phone optional; masks for RG, birthday, celular and phone.
import type { User } from '../../api/user.ts';
import { MASKS } from '../../domain/masks.ts';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { ProfileSectionProps } from './ProfileAddressFields.tsx';
import { GENDERS, type Gender, type LockedDocuments } from './profile-model.ts';

const GENDER_OPTIONS = GENDERS.map((g) => ({ id: g, label: g }));

export function ProfilePersonalFields({
  values,
  change,
  field,
  user,
  locked,
}: ProfileSectionProps & { user: User; locked: LockedDocuments }) {
  return (
    <fieldset className="profile-fieldset">
      <legend className="profile-legend">Dados pessoais</legend>
      <div className="profile-grid">
        <TextField
          className="profile-span-2"
          label="Nome completo"
          isRequired
          autoComplete="name"
          value={values.name}
          onChange={(name) => change({ name }, ['name'])}
          {...field('name')}
        />
        <TextField
          className="profile-span-2"
          label="E-mail"
          type="email"
          isDisabled
          value={user.email}
          description="O e-mail é o seu login e não pode ser alterado."
          {...field('email')}
        />
        <TextField
          label="CPF"
          isRequired
          isDisabled={locked.cpf}
          mask={MASKS.cpf}
          placeholder="000.000.000-00"
          description={locked.cpf ? 'O CPF não pode ser alterado.' : undefined}
          value={values.cpf}
          onChange={(cpf) => change({ cpf }, ['cpf'])}
          {...field('cpf')}
        />
        <TextField
          label="RG"
          isRequired
          isDisabled={locked.rg}
          // A saved RG in another format (some end in X, some states use other lengths) is shown as is.
          mask={locked.rg && !/^\d{9}$/.test(values.rg) ? undefined : MASKS.rg}
          placeholder="00.000.000-0"
          description={locked.rg ? 'O RG não pode ser alterado.' : undefined}
          value={values.rg}
          onChange={(rg) => change({ rg }, ['rg'])}
          {...field('rg')}
        />
        <TextField
          label="Data de nascimento"
          isRequired
          mask={MASKS.birthDate}
          placeholder="DD/MM/AAAA"
          autoComplete="bday"
          value={values.birthDate}
          onChange={(birthDate) => change({ birthDate }, ['birthDate'])}
          {...field('birthDate')}
        />
        <Select<Gender>
          label="Gênero"
          options={GENDER_OPTIONS}
          value={values.gender}
          onChange={(gender) => change({ gender }, ['gender'])}
          {...field('gender')}
        />
        <TextField
          label="Profissão"
          autoComplete="organization-title"
          value={values.profession}
          onChange={(profession) => change({ profession }, ['profession'])}
          {...field('profession')}
        />
        <TextField
          label="Nacionalidade"
          value={values.nationality}
          onChange={(nationality) => change({ nationality }, ['nationality'])}
          {...field('nationality')}
        />
      </div>
    </fieldset>
  );
}

export function ProfileContactFields({ values, change, field }: ProfileSectionProps) {
  return (
    <fieldset className="profile-fieldset">
      <legend className="profile-legend">Contato</legend>
      <div className="profile-grid">
        <TextField
          label="Celular"
          isRequired
          type="tel"
          mask={MASKS.profileCelular}
          placeholder="(00) 0 0000-0000"
          autoComplete="tel-national"
          value={values.celphone}
          onChange={(celphone) => change({ celphone }, ['celphone'])}
          {...field('celphone')}
        />
        <TextField
          label="Telefone"
          type="tel"
          // A landline; a mobile number saved as the phone keeps its ninth digit.
          mask={[MASKS.phone, MASKS.profileCelular]}
          placeholder="(00) 0000-0000"
          description="Opcional."
          value={values.phone}
          onChange={(phone) => change({ phone }, ['phone'])}
          {...field('phone')}
        />
      </div>
    </fieldset>
  );
}
