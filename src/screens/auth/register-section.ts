// What each part of the registration form receives from the form that owns the values.
import type { RegisterField, RegisterValues } from './register-model.ts';

export interface FieldState {
  isInvalid: boolean;
  errorMessage: string | undefined;
}

export interface RegisterSectionProps {
  values: RegisterValues;
  /** Applies a change; the listed fields lose their server error (the person is fixing them). */
  change: (patch: Partial<RegisterValues>, fields: readonly RegisterField[]) => void;
  field: (name: RegisterField) => FieldState;
}
