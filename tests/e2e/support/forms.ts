// Form fields as a person finds them: by their whole label, and combobox options picked with the
// keyboard.
import { expect, type Locator, type Page } from '@playwright/test';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A field by its whole label, with or without the required mark ('Nome *'): exact, because 'Senha'
 * is also part of 'Confirme a senha' (password inputs have no role to find them by name).
 */
export const field = (scope: Locator | Page, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** Picks an option of an open combobox with the keyboard (arrows, then Enter), as a person could. */
export async function chooseOption(page: Page, box: Locator, name: string): Promise<void> {
  const option = page.getByRole('option', { name, exact: true });
  await expect(option).toBeVisible();
  await expect(async () => {
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('data-focused', 'true', { timeout: 500 });
  }).toPass();
  await box.press('Enter');
  await expect(box).toHaveValue(name);
}
