// A tap on Sim/Não in the inspection (issue 32: INP on a low-tier phone): the radio shows the
// choice in the tap's own frame, and the form renders the answer (the 'Observação' field) and saves
// it on the device once that frame was painted. Nothing of a tap is lost in between: a submit, or
// leaving the form, before the paint still takes it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Drafts from '../../src/data/inspection-drafts.ts';
import type { DraftAnswer, InspectionForm as Template } from '../../src/data/inspection-drafts.ts';
import { InspectionForm } from '../../src/screens/contracts/inspection/InspectionForm.tsx';
import { manualFramesInEachTest, paintFrame } from './manual-frames.ts';

const device = vi.hoisted(() => ({
  saved: [] as { questionId: number; answer: DraftAnswer }[],
  submitted: [] as { answers: Record<string, DraftAnswer> }[],
}));
vi.mock('../../src/data/inspection-drafts.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Drafts>()),
  saveAnswer: async (_contract: number, _kind: string, questionId: number, answer: DraftAnswer) => {
    device.saved.push({ questionId, answer });
  },
  submitInspection: async (input: { answers: Record<string, DraftAnswer> }) => {
    device.submitted.push(input);
  },
}));

const FORM = {
  rooms: [{ key: 'sala', title: 'Sala' }],
  questions: {
    sala: [
      { id: 11, title: 'Paredes', question: 'As paredes estão sem manchas?' },
      { id: 12, title: 'Janelas', question: 'As janelas abrem e fecham?' },
    ],
  },
} as unknown as Template;

manualFramesInEachTest();
beforeEach(() => {
  device.saved = [];
  device.submitted = [];
  // jsdom lays nothing out; the refused submit scrolls its first field into view.
  Element.prototype.scrollIntoView = () => {};
});

const question = (title: string) =>
  screen.getByRole('radiogroup', { name: new RegExp(title) }) as HTMLFieldSetElement;
const choice = (title: string, label: 'Sim' | 'Não') =>
  screen
    .getAllByRole('radio', { name: label })
    .find((radio) => question(title).contains(radio)) as HTMLInputElement;

/** A tap: the browser checks the radio (or presses the button) and dispatches the click. */
const tap = (target: HTMLElement) => fireEvent.click(target);

function openForm(answers: Record<string, DraftAnswer> = {}) {
  const draft = { answers } as unknown as Drafts.InspectionDraftRow;
  return render(<InspectionForm contractId={5} kind="check_in" form={FORM} draft={draft} photos={[]} />);
}

describe('a tap on Sim/Não', () => {
  it("checks 'Não' in the tap, then shows the 'Observação' and saves the answer after the paint", () => {
    openForm();
    expect(choice('Paredes', 'Sim').checked).toBe(true);

    tap(choice('Paredes', 'Não'));
    // The tap's frame: the radio shows the choice, nothing else rendered or written yet.
    expect(choice('Paredes', 'Não').checked).toBe(true);
    expect(choice('Paredes', 'Sim').checked).toBe(false);
    expect(screen.queryByLabelText(/Observação/)).toBeNull();
    expect(device.saved).toEqual([]);

    paintFrame();
    expect(screen.getByLabelText(/Observação/)).toBeTruthy();
    expect(device.saved).toEqual([{ questionId: 11, answer: { option: false, observation: '' } }]);

    // Back to Sim: the field goes after the next paint, and the answer saved is Sim.
    tap(choice('Paredes', 'Sim'));
    paintFrame();
    expect(screen.queryByLabelText(/Observação/)).toBeNull();
    expect(device.saved.at(-1)).toEqual({ questionId: 11, answer: { option: true, observation: '' } });
  });

  it('two taps within one frame: the last one is the answer, applied once', () => {
    openForm();
    tap(choice('Janelas', 'Não'));
    tap(choice('Janelas', 'Sim'));
    paintFrame();
    expect(device.saved).toEqual([{ questionId: 12, answer: { option: true, observation: '' } }]);
    expect(screen.queryByLabelText(/Observação/)).toBeNull();
  });

  it("a submit before the tap's paint takes the tap: a 'Não' with no observation is refused", () => {
    openForm();
    tap(choice('Paredes', 'Não'));
    tap(screen.getByRole('button', { name: 'Enviar vistoria' }));
    paintFrame();
    expect(device.submitted).toEqual([]);
    expect(screen.getByText('Descreva o problema do item marcado com Não.')).toBeTruthy();
    // The refusal takes the resident to the field to fill.
    expect(document.activeElement).toBe(screen.getByLabelText(/Observação/));
    expect(device.saved).toEqual([{ questionId: 11, answer: { option: false, observation: '' } }]);
  });

  it("'Enviar vistoria' shows its pending state in the tap and queues the inspection once, after the paint", async () => {
    openForm({ 12: { option: false, observation: 'Trinco solto' } });
    const send = screen.getByRole('button', { name: 'Enviar vistoria' });
    tap(send);
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(device.submitted).toEqual([]);
    tap(send);
    paintFrame();
    await act(async () => {});
    expect(device.submitted).toHaveLength(1);
    expect(device.submitted[0]?.answers).toEqual({ 12: { option: false, observation: 'Trinco solto' } });
  });

  it('leaving the form before the paint still saves the tap on the device', () => {
    const { unmount } = openForm();
    tap(choice('Janelas', 'Não'));
    unmount();
    expect(device.saved).toEqual([{ questionId: 12, answer: { option: false, observation: '' } }]);
  });

  it("opens on the device's answers: a saved 'Não' is checked, with its observation", () => {
    openForm({ 11: { option: false, observation: 'Mancha ao lado da janela' } });
    expect(choice('Paredes', 'Não').checked).toBe(true);
    expect((screen.getByLabelText(/Observação/) as HTMLTextAreaElement).value).toBe(
      'Mancha ao lado da janela',
    );
    expect(choice('Janelas', 'Sim').checked).toBe(true);
  });
});
