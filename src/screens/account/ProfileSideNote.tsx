// The side note of the account settings (spec 2): what can be changed here and what cannot.
import { InfoIcon } from '../../ui/icons.tsx';

export function ProfileSideNote() {
  return (
    <aside className="profile-note" aria-labelledby="profile-note-title">
      <h2 id="profile-note-title" className="profile-note__title">
        <InfoIcon size={20} />O que você pode alterar
      </h2>
      <ul className="profile-note__list">
        <li>Nome, data de nascimento, gênero, profissão e nacionalidade.</li>
        <li>Celular e telefone. Um celular novo precisa ser confirmado de novo por SMS.</li>
        <li>Endereço completo: CEP, estado, cidade, bairro, rua, número e complemento.</li>
        <li>
          <strong>CPF e RG</strong> não mudam depois de informados, e o <strong>e-mail</strong> é o seu login.
          Para corrigir algum deles, abra um chamado no suporte.
        </li>
      </ul>
    </aside>
  );
}
