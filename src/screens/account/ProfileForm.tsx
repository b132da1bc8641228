// The account form: personal data, contacts and address, sent to POST /user/edit. Saving needs
// the network (nothing is queued); the server's 422 messages go under their fields, focus moves
// to the first red one, and a success updates the session's user.
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import type { User } from '../../api/user.ts';
import { editProfile } from '../../api/user-calls.ts';
import { refreshResidentData } from '../../data/contracts.ts';
import { updateUser } from '../../data/session.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { type FieldErrors, NO_ERRORS, withoutField } from '../auth/register-model.ts';
import type { FieldState } from '../auth/register-section.ts';
import { NetworkNotice } from './NetworkNotice.tsx';
import { Notice } from './Notice.tsx';
import { ProfileAddressFields } from './ProfileAddressFields.tsx';
import { ProfileContactFields, ProfilePersonalFields } from './ProfilePersonalFields.tsx';
import {
  lockedDocuments,
  type ProfileField,
  type ProfileValues,
  profileErrors,
  profileValuesOf,
  toProfilePayload,
} from './profile-model.ts';
import { isOfflineError, needsNetworkMessage } from './use-online.ts';

export const PROFILE_SAVED = 'Informações atualizadas com sucesso!';
const SAVE_ACTION = 'salvar as alterações do perfil';

export function ProfileForm({ user, token }: { user: User; token: string }) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>(NO_ERRORS);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const locked = lockedDocuments(user);

  const change = useCallback((patch: Partial<ProfileValues>, fields: readonly ProfileField[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutField(current, fields));
  }, []);

  const field = (name: ProfileField): FieldState => ({
    isInvalid: errors.invalid.has(name),
    errorMessage: errors.messages[name],
  });

  useEffect(() => {
    if (!attempt) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(undefined);
    try {
      const answer = await editProfile(token, toProfilePayload(values, user));
      updateUser(answer.data);
      setErrors(NO_ERRORS);
      toast.show(PROFILE_SAVED, { tone: 'success' });
      void refreshResidentData();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') {
        const mapped = profileErrors(error.errors);
        setErrors(mapped);
        if (mapped.other.length) setFailure(mapped.other.join(' '));
        else if (!mapped.invalid.size) setFailure(error.message);
        setAttempt((n) => n + 1);
      } else if (isOfflineError(error)) {
        setFailure(needsNetworkMessage(SAVE_ACTION));
      } else {
        setFailure(error instanceof ApiError ? error.message : 'Não foi possível salvar. Tente novamente.');
      }
    } finally {
      setPending(false);
    }
  }

  const sections = { values, change, field };
  return (
    <form ref={formRef} className="profile-form" onSubmit={submit} noValidate aria-label="Dados da conta">
      <p className="profile-lead">
        Campos marcados com <span className="profile-required-mark">*</span> são obrigatórios.
      </p>
      <ProfilePersonalFields {...sections} user={user} locked={locked} />
      <ProfileContactFields {...sections} />
      <ProfileAddressFields {...sections} />
      {failure ? <Notice tone="error">{failure}</Notice> : <NetworkNotice action={SAVE_ACTION} />}
      <div className="profile-submit">
        <Button type="submit" size="lg" fullWidth isPending={pending}>
          Salvar alterações
        </Button>
      </div>
    </form>
  );
}
