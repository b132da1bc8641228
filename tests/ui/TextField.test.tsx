import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MASKS } from '../../src/domain/masks.ts';
import { TextField } from '../../src/ui/TextField.tsx';

describe('TextField', () => {
  it('shows a server error under the field and marks it invalid', () => {
    render(<TextField label="Email" defaultValue="x" errorMessage="O campo Email não é válido." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('O campo Email não é válido.');
    // The message describes the input, so screen readers read it with the field.
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(input.closest('.tk-Field')?.hasAttribute('data-invalid')).toBe(true);
  });

  it('is valid, with no error text, without a message', () => {
    render(<TextField label="Nome" description="Como no documento" />);
    const input = screen.getByLabelText('Nome');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Como no documento')).toBeTruthy();
    expect(document.querySelector('.tk-Field-error')).toBeNull();
  });

  it('can be marked invalid with no message (login: red borders on both fields)', () => {
    render(<TextField label="Senha" type="password" isInvalid />);
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
  });
});

function ControlledCpf() {
  const [cpf, setCpf] = useState('12345678909');
  return <TextField label="CPF" mask={MASKS.cpf} value={cpf} onChange={setCpf} />;
}

describe('TextField with a mask', () => {
  it('formats a CPF as it is typed and reports the masked text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="CPF" mask={MASKS.cpf} onChange={onChange} />);
    const input = screen.getByLabelText('CPF') as HTMLInputElement;
    await user.type(input, '12345678909');
    expect(input.value).toBe('123.456.789-09');
    expect(onChange).toHaveBeenLastCalledWith('123.456.789-09');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('ignores letters and stops at the mask length', async () => {
    const user = userEvent.setup();
    render(<TextField label="CPF" mask={MASKS.cpf} />);
    const input = screen.getByLabelText('CPF') as HTMLInputElement;
    await user.type(input, '12a3b456789099999');
    expect(input.value).toBe('123.456.789-09');
  });

  it('keeps the caret after a digit typed in the middle', async () => {
    const user = userEvent.setup();
    render(<ControlledCpf />);
    const input = screen.getByLabelText('CPF') as HTMLInputElement;
    // A parent holding bare digits still sees them masked.
    expect(input.value).toBe('123.456.789-09');
    await user.type(input, '0', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input.value).toBe('123.045.678-90');
    expect(input.selectionStart).toBe(5); // right after the '0', past the re-inserted dot
  });
});
