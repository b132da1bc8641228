// /perfil 'Configurações de Conta' (spec 2, 5): the personal and address form with a side note on
// what can be edited, and the e-mail and celular confirmations while pending. The profile is the
// session's user (kept on the device), so the page opens offline; saving needs the network.

import { useSession } from '../../data/session.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Container } from '../../ui/Layout.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileSideNote } from './ProfileSideNote.tsx';
import { VerificationPrompt } from './VerificationPrompt.tsx';
import './ProfileScreen.css';

export default function ProfileScreen() {
  useDocumentTitle('Configurações de Conta');
  const session = useSession();
  return (
    <Container className="profile-page">
      <h1 className="profile-page__title">Configurações de Conta</h1>
      {session.status !== 'authenticated' ? (
        <div className="profile-page__loading" aria-busy="true">
          <span className="visually-hidden" role="status">
            Carregando
          </span>
          <Skeleton width="100%" height={160} />
          <Skeleton width="100%" height={320} />
        </div>
      ) : (
        <div className="profile-page__layout">
          <ProfileSideNote />
          <div className="profile-page__main">
            {session.user.email_verified ? null : (
              <VerificationPrompt channel="email" user={session.user} token={session.token} />
            )}
            {session.user.phone_verified ? null : (
              <VerificationPrompt channel="sms" user={session.user} token={session.token} />
            )}
            {/* A new user (another sign-in) starts a fresh form. */}
            <ProfileForm key={session.user.id} user={session.user} token={session.token} />
          </div>
        </div>
      )}
    </Container>
  );
}
