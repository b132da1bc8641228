// The inspection form: the nine rooms with their questions (from the mirror's template), every
// answer 'Sim' by default; 'Não' asks for an observation (required) and accepts photos. Each change
// is saved on the device at once, so a reload or a dead battery loses nothing; 'Enviar vistoria'
// queues the photos and the answers in the outbox (sent when there is a connection).
// One answer re-renders one question (issue 32: a tap on a slow phone): QuestionItem is memoised,
// its onChange is one stable function for every question, and a question without photos always
// gets the same empty list. A tap on Sim/Não is applied (rendered, saved) after the radio painted
// it; until then it waits in `pending`, which a submit in between reads too.
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IM } from '../../../api/inspections.ts';
import {
  type DraftAnswer,
  type InspectionDraftRow,
  type InspectionPhotoRow,
  saveAnswer,
  submitInspection,
  type InspectionForm as Template,
} from '../../../data/inspection-drafts.ts';
import { answerProblems, type InspectionKind } from '../../../domain/inspection.ts';
import { afterNextPaint, onNextPaint } from '../../../shared/idle.ts';
import { Button } from '../../../ui/Button.tsx';
import { QuestionItem } from './QuestionItem.tsx';

const YES: DraftAnswer = { option: true, observation: '' };
const NO_PHOTOS: InspectionPhotoRow[] = [];

/** The device's photos by question, in the order they were taken. */
function photosByQuestion(photos: InspectionPhotoRow[]): Map<number, InspectionPhotoRow[]> {
  const byQuestion = new Map<number, InspectionPhotoRow[]>();
  for (const photo of photos) {
    const list = byQuestion.get(photo.questionId);
    if (list) list.push(photo);
    else byQuestion.set(photo.questionId, [photo]);
  }
  return byQuestion;
}

export function InspectionForm({
  contractId,
  kind,
  form,
  draft,
  photos,
}: {
  contractId: number;
  kind: InspectionKind;
  form: Template;
  draft: InspectionDraftRow | null;
  photos: InspectionPhotoRow[];
}) {
  // The device copy is the truth on load; after that this state leads and every change is written.
  const [answers, setAnswers] = useState<Record<string, DraftAnswer>>(() => draft?.answers ?? {});
  const [invalid, setInvalid] = useState<Set<number>>(new Set());
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();

  const questions = form.rooms.flatMap((room) =>
    (form.questions[room.key] ?? []).map((q) => ({ ...q, room: room.key })),
  );

  const photosOf = useMemo(() => photosByQuestion(photos), [photos]);

  const apply = useCallback(
    (questionId: number, answer: DraftAnswer) => {
      setAnswers((current) => ({ ...current, [String(questionId)]: answer }));
      if (answer.option || answer.observation.trim()) {
        setInvalid((current) =>
          current.has(questionId) ? new Set([...current].filter((id) => id !== questionId)) : current,
        );
      }
      void saveAnswer(contractId, kind, questionId, answer).catch(() =>
        setError('Não foi possível salvar a resposta neste aparelho. Verifique o espaço disponível.'),
      );
    },
    [contractId, kind],
  );

  /** Taps not applied yet (each waits for its paint), by question. */
  const pending = useRef(new Map<number, { answer: DraftAnswer; cancel: () => void }>());
  const applyPending = useCallback((): Record<string, DraftAnswer> => {
    const applied: Record<string, DraftAnswer> = {};
    for (const [questionId, { answer, cancel }] of pending.current) {
      cancel();
      apply(questionId, answer);
      applied[String(questionId)] = answer;
    }
    pending.current.clear();
    return applied;
  }, [apply]);
  // Leaving the form (a link, the back button) right after a tap still saves it.
  useEffect(() => () => void applyPending(), [applyPending]);

  const change = useCallback(
    (questionId: number, answer: DraftAnswer, afterPaint?: boolean) => {
      pending.current.get(questionId)?.cancel();
      pending.current.delete(questionId);
      if (!afterPaint) return apply(questionId, answer);
      const cancel = onNextPaint(() => {
        pending.current.delete(questionId);
        apply(questionId, answer);
      });
      pending.current.set(questionId, { answer, cancel });
    },
    [apply],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const current = { ...answers, ...applyPending() };
    const list = questions.map((q) => ({ id: q.id, ...(current[String(q.id)] ?? YES) }));
    const problems = answerProblems(
      questions.map((q) => q.id),
      list.map((a) => ({ id: a.id, option: a.option, observation: a.observation })),
    );
    if (problems.needsObservation.length) {
      setInvalid(new Set(problems.needsObservation));
      setError(undefined);
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLTextAreaElement>(
          `[data-question="${problems.needsObservation[0]}"] textarea`,
        );
        first?.scrollIntoView({ block: 'center' });
        first?.focus({ preventScroll: true });
      });
      return;
    }
    setSending(true);
    try {
      // The tap's frame shows 'Enviar vistoria' pending; the outbox's transaction starts after it.
      await afterNextPaint();
      await submitInspection({
        contractId,
        kind,
        questions: questions.map((q) => ({ id: q.id, room: q.room, question: q.question })),
        answers: current,
        photos,
      });
    } catch {
      setError('Não foi possível guardar a vistoria para envio. Tente novamente.');
      setSending(false);
    }
  };

  // Kept while only the submit bar changes (a submit's pending state): React skips the rooms.
  const rooms = useMemo(
    () =>
      form.rooms.map((room) => (
        <section key={room.key} className="inspection-room" aria-labelledby={`room-${room.key}`}>
          <h2 id={`room-${room.key}`} className="inspection-room__title">
            {room.title}
          </h2>
          <ol className="inspection-questions">
            {(form.questions[room.key] ?? []).map((q) => (
              <QuestionItem
                key={q.id}
                contractId={contractId}
                kind={kind}
                question={q}
                answer={answers[String(q.id)] ?? YES}
                photos={photosOf.get(q.id) ?? NO_PHOTOS}
                onChange={change}
                error={invalid.has(q.id) ? IM.observationRequired : undefined}
              />
            ))}
          </ol>
        </section>
      )),
    [form, contractId, kind, answers, photosOf, change, invalid],
  );

  return (
    <form className="inspection-form" onSubmit={submit} noValidate aria-label="Formulário de vistoria">
      {rooms}
      {invalid.size ? (
        <p className="contract-error" role="alert">
          {invalid.size === 1
            ? 'Descreva o problema do item marcado com Não.'
            : `Descreva o problema dos ${invalid.size} itens marcados com Não.`}
        </p>
      ) : null}
      {error ? (
        <p className="contract-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="inspection-submit">
        <p className="inspection-saved">Respostas salvas neste aparelho.</p>
        <Button type="submit" size="lg" isPending={sending}>
          Enviar vistoria
        </Button>
      </div>
    </form>
  );
}
