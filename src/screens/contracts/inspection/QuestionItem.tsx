// One inspection question: Sim/Não ('Sim' by default); on 'Não', the required 'Observação' and
// photos taken on the spot (kept on the device until sent, at most 5 per answer).
import { memo, useRef, useState } from 'react';
import { MAX_PHOTOS_PER_ANSWER } from '../../../api/inspections.ts';
import {
  addPhoto,
  type DraftAnswer,
  type InspectionPhotoRow,
  removePhoto,
} from '../../../data/inspection-drafts.ts';
import { type InspectionKind, OBSERVATION_MAX } from '../../../domain/inspection.ts';
import { Button } from '../../../ui/Button.tsx';
import { CameraIcon, CloseIcon } from '../../../ui/icons.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import { ChoiceGroup } from '../shared/ChoiceGroup.tsx';
import { PhotoError, preparePhoto } from '../shared/image-file.ts';
import { useObjectUrl } from '../shared/use-object-url.ts';

const CHOICES = [
  { id: 'sim', label: 'Sim' },
  { id: 'nao', label: 'Não' },
];

function Thumb({
  photo,
  index,
  onRemove,
}: {
  photo: InspectionPhotoRow;
  index: number;
  onRemove: () => void;
}) {
  const url = useObjectUrl(photo.blob);
  return (
    <li className="inspection-photo">
      {url ? <img src={url} alt={`Foto ${index + 1} do problema`} width={88} height={88} /> : null}
      <Button
        variant="secondary"
        size="sm"
        className="inspection-photo__remove"
        icon={<CloseIcon size={16} />}
        aria-label={`Remover foto ${index + 1}`}
        onPress={onRemove}
      />
    </li>
  );
}

/** Memoised: an answer elsewhere in the form does not render this question again. */
export const QuestionItem = memo(function QuestionItem({
  contractId,
  kind,
  question,
  answer,
  photos,
  onChange,
  error,
}: {
  contractId: number;
  kind: InspectionKind;
  question: { id: number; title: string; question: string };
  answer: DraftAnswer;
  photos: InspectionPhotoRow[];
  /**
   * The same function for every question of the form (it is told which). `afterPaint`: a tap on
   * Sim/Não, applied once the radio has painted the choice.
   */
  onChange: (questionId: number, answer: DraftAnswer, afterPaint?: boolean) => void;
  error?: string | undefined;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [photoError, setPhotoError] = useState<string>();
  const full = photos.length >= MAX_PHOTOS_PER_ANSWER;

  const addFiles = async (files: File[]) => {
    setPhotoError(undefined);
    for (const file of files.slice(0, MAX_PHOTOS_PER_ANSWER - photos.length)) {
      try {
        await addPhoto(contractId, kind, question.id, await preparePhoto(file));
      } catch (e) {
        setPhotoError(e instanceof PhotoError ? e.message : 'Não foi possível guardar a foto. Tente outra.');
      }
    }
  };

  return (
    <li className="inspection-question" data-question={question.id}>
      <ChoiceGroup
        label={
          <>
            <span className="inspection-question__title">{question.title}</span>
            <span className="inspection-question__text">{question.question}</span>
          </>
        }
        choices={CHOICES}
        // The radios hold the choice: a tap paints it (the tile's colour follows :checked) with no
        // render in the tap; the form renders the answer, and the problem's fields on 'Não', after
        // that paint (issue 32: a tap on a slow phone).
        defaultValue={answer.option ? 'sim' : 'nao'}
        onChange={(id) => onChange(question.id, { ...answer, option: id === 'sim' }, true)}
        orientation="horizontal"
        className="inspection-question__choice"
      />
      {answer.option ? null : (
        <div className="inspection-question__problem">
          <TextArea
            label="Observação"
            value={answer.observation}
            onChange={(observation) => onChange(question.id, { ...answer, observation })}
            isRequired
            rows={3}
            maxLength={OBSERVATION_MAX}
            description="O que está errado? Ex.: mancha na parede ao lado da janela."
            errorMessage={error}
          />
          {photos.length ? (
            <ul className="inspection-photos" aria-label="Fotos do problema">
              {photos.map((photo, index) => (
                <Thumb
                  key={photo.id}
                  photo={photo}
                  index={index}
                  onRemove={() => void removePhoto(photo.id)}
                />
              ))}
            </ul>
          ) : null}
          <div>
            <Button
              variant="secondary"
              size="sm"
              icon={<CameraIcon size={18} />}
              onPress={() => fileInput.current?.click()}
              isDisabled={full}
            >
              {photos.length ? 'Adicionar outra foto' : 'Adicionar foto'}
            </Button>
            <input
              ref={fileInput}
              className="visually-hidden"
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              tabIndex={-1}
              aria-hidden="true"
              aria-label={`Foto do problema: ${question.title}`}
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                event.currentTarget.value = '';
                void addFiles(files);
              }}
            />
          </div>
          {photoError ? (
            <p className="tk-Field-error" role="alert">
              {photoError}
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
});
