import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from '../../src/ui/DateRangePicker.tsx';

// Only Date is faked: react-aria's own timers keep running.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-15T15:00:00Z')); // noon in São Paulo
});
afterEach(() => {
  vi.useRealTimers();
});

const cleanText = (el: Element) => (el.textContent ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '');

async function openCalendar() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /calendário/i }));
  const grid = await screen.findByRole('grid');
  const day = (n: number) =>
    within(grid).getByText(String(n), { selector: '[role="button"]:not([data-outside-month])' });
  return { user, grid, day };
}

const isDisabled = (cell: HTMLElement) => cell.getAttribute('aria-disabled') === 'true';

describe('DateRangePicker', () => {
  it('disables past days and the blocked dates, and keeps the rest selectable', async () => {
    render(<DateRangePicker label="Período da estadia" blockedDates={['2030-03-18', '2030-03-19']} />);
    const { day } = await openCalendar();
    expect(isDisabled(day(14))).toBe(true); // yesterday
    expect(isDisabled(day(1))).toBe(true);
    expect(isDisabled(day(15))).toBe(false); // today
    expect(isDisabled(day(18))).toBe(true); // blocked
    expect(day(18).hasAttribute('data-unavailable')).toBe(true);
    expect(isDisabled(day(19))).toBe(true);
    expect(isDisabled(day(20))).toBe(false);
  });

  it("returns the chosen stay as 'YYYY-MM-DD' strings", async () => {
    const onChange = vi.fn();
    render(<DateRangePicker label="Período da estadia" onChange={onChange} blockedDates={['2030-03-18']} />);
    const { user, day } = await openCalendar();
    await user.click(day(20));
    await user.click(day(25));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2030-03-20', end: '2030-03-25' });
  });

  it('shows the dates as DD/MM/YYYY', () => {
    render(<DateRangePicker label="Período da estadia" value={{ start: '2030-03-20', end: '2030-04-02' }} />);
    const group = screen.getByRole('group', { name: /Período da estadia/ });
    const text = cleanText(group);
    expect(text).toContain('20/03/2030');
    expect(text).toContain('02/04/2030');
  });

  it('honours a later minValue (renewal starts at the current check-out)', async () => {
    render(<DateRangePicker label="Renovar" minValue="2030-03-22" />);
    const { day } = await openCalendar();
    expect(isDisabled(day(21))).toBe(true);
    expect(isDisabled(day(22))).toBe(false);
  });
});
