import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from '../../src/ui/Carousel.tsx';

const images = Array.from({ length: 7 }, (_, i) => ({ src: `/media/${i + 1}.jpg`, alt: `Foto ${i + 1}` }));

describe('Carousel', () => {
  it('moves with Próxima foto / Foto anterior, wraps, and shows at most 5 dots', async () => {
    const user = userEvent.setup();
    render(<Carousel label="Fotos da unidade" images={images} />);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Foto 1');
    expect(document.querySelectorAll('.tk-Carousel-dot')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Próxima foto' }));
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Foto 2');
    expect(screen.getByText('Foto 2 de 7')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Foto anterior' }));
    await user.click(screen.getByRole('button', { name: 'Foto anterior' }));
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Foto 7');
  });

  it('follows a swipe', () => {
    render(<Carousel label="Fotos" images={images} />);
    const viewport = document.querySelector('.tk-Carousel-viewport')!;
    fireEvent.pointerDown(viewport, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(viewport, { clientX: 100, clientY: 105 });
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Foto 2');
  });

  it('reserves the photo box and loads lazily', () => {
    render(<Carousel label="Fotos" images={images} width={640} height={480} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('480');
    expect(img.getAttribute('loading')).toBe('lazy');
  });
});
