// The page's LCP photo (first search result, the unit page's main photo) loads at once and first;
// every other photo waits until it is near the viewport.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from '../../src/ui/Carousel.tsx';

const images = [1, 2, 3].map((i) => ({ src: `/media/${i}.jpg`, alt: `Foto ${i}` }));

describe('Carousel photo priority', () => {
  it('eager: the first photo loads at once with high fetch priority, the next ones lazily', async () => {
    const user = userEvent.setup();
    render(<Carousel label="Fotos" images={images} eager />);
    const first = screen.getByRole('img', { name: 'Foto 1' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    await user.click(screen.getByRole('button', { name: 'Próxima foto' }));
    const second = screen.getByRole('img', { name: 'Foto 2' });
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.hasAttribute('fetchpriority')).toBe(false);
  });

  it('a card without eager stays lazy', () => {
    render(<Carousel label="Fotos" images={images} />);
    const first = screen.getByRole('img', { name: 'Foto 1' });
    expect(first.getAttribute('loading')).toBe('lazy');
    expect(first.hasAttribute('fetchpriority')).toBe(false);
  });
});
