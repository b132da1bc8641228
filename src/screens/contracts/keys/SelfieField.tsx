// The key's selfie (spec 2, 5, 9): on screens narrower than 768 px the front camera is used; when
// it is not available the resident reads 'Câmera não disponível. Escolhendo arquivo...' and picks
// a file instead. Wider screens choose a file. A preview shows what will be sent.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { CameraIcon } from '../../../ui/icons.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';
import { ImageIcon } from '../shared/icons.tsx';
import { PhotoError, preparePhoto } from '../shared/image-file.ts';
import { KeySelfie } from './KeySelfie.tsx';

export const CAMERA_UNAVAILABLE = 'Câmera não disponível. Escolhendo arquivo...';
/** Spec 9: the key selfie uses the camera under this width. */
export const NARROW_QUERY = '(max-width: 767.98px)';

function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

function Camera({
  stream,
  onShot,
  onCancel,
}: {
  stream: MediaStream;
  onShot: (b: Blob) => void;
  onCancel: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  const shoot = () => {
    const v = video.current;
    if (!v?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob((blob) => blob && onShot(blob), 'image/jpeg', 0.9);
  };
  return (
    <div className="selfie-camera">
      <video
        ref={video}
        className="selfie-camera__video"
        autoPlay
        playsInline
        muted
        aria-label="Câmera frontal"
      />
      <div className="selfie-camera__actions">
        <Button variant="secondary" onPress={onCancel}>
          Cancelar
        </Button>
        <Button icon={<CameraIcon size={20} />} onPress={shoot}>
          Capturar foto
        </Button>
      </div>
    </div>
  );
}

export interface SelfieFieldProps {
  /** The new photo chosen in this dialog. */
  value: Blob | null;
  onChange: (blob: Blob) => void;
  /** The key's current selfie (editing). */
  current?: { name: string; url: string | null; pendingBlob?: Blob | undefined };
  isRequired?: boolean;
  errorMessage?: string | undefined;
}

export function SelfieField({ value, onChange, current, isRequired, errorMessage }: SelfieFieldProps) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const fileInput = useRef<HTMLInputElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [notice, setNotice] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const errorId = useId();

  useEffect(() => () => stopStream(stream), [stream]);

  const accept = async (blob: Blob) => {
    try {
      onChange(await preparePhoto(blob));
      setProblem(undefined);
    } catch (e) {
      setProblem(e instanceof PhotoError ? e.message : 'Não foi possível usar esta foto. Tente outra.');
    }
  };

  const chooseFile = () => fileInput.current?.click();

  const openCamera = async () => {
    setNotice(undefined);
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setNotice(CAMERA_UNAVAILABLE);
      chooseFile();
      return;
    }
    try {
      setStream(await media.getUserMedia({ video: { facingMode: 'user' }, audio: false }));
    } catch {
      setNotice(CAMERA_UNAVAILABLE);
      chooseFile();
    }
  };

  const shot = (blob: Blob) => {
    stopStream(stream);
    setStream(null);
    void accept(blob);
  };

  const shownError = problem ?? errorMessage;
  return (
    <fieldset
      className="selfie-field"
      aria-describedby={shownError ? errorId : undefined}
      data-invalid={shownError ? true : undefined}
    >
      <legend className="tk-Field-label">
        Selfie
        {isRequired ? (
          <span className="tk-Field-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {stream ? (
        <Camera
          stream={stream}
          onShot={shot}
          onCancel={() => {
            stopStream(stream);
            setStream(null);
          }}
        />
      ) : (
        <div className="selfie-field__row">
          <KeySelfie
            name={current?.name ?? ''}
            selfieUrl={value ? null : (current?.url ?? null)}
            pendingBlob={value ?? current?.pendingBlob}
            size={88}
          />
          <div className="selfie-field__buttons">
            {narrow ? (
              <Button icon={<CameraIcon size={20} />} onPress={openCamera}>
                Tirar selfie
              </Button>
            ) : null}
            <Button variant="secondary" icon={<ImageIcon />} onPress={chooseFile}>
              {narrow ? 'Escolher arquivo' : value || current?.url ? 'Trocar foto' : 'Escolher foto'}
            </Button>
          </div>
        </div>
      )}
      <input
        ref={fileInput}
        className="visually-hidden"
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        aria-label="Arquivo da selfie"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void accept(file);
        }}
      />
      <p className="selfie-field__help">
        {value ? 'Nova foto escolhida.' : 'Uma foto do rosto de quem vai usar a chave, para a portaria.'}
      </p>
      {notice ? (
        <p className="selfie-field__notice" role="status">
          {notice}
        </p>
      ) : null}
      {shownError ? (
        <p id={errorId} className="tk-Field-error" role="alert">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
