import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BackToTopButton from '..';
import { renderWithLocale } from '../../../test-utils/render';

// jsdom has neither scrollTo nor matchMedia; requestAnimationFrame runs the callback at once here.
const scrollTo = jest.fn();

function mockReducedMotion(reduce: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: jest.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    })),
  });
}

function scrollToY(y: number): void {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
    fireEvent.scroll(window);
  });
}

beforeEach(() => {
  scrollTo.mockReset();
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: scrollTo });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 1;
  });
  mockReducedMotion(false);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('BackToTopButton', () => {
  it('does stay hidden at the top and while scrolling down', () => {
    const { container } = renderWithLocale(<BackToTopButton />);
    // A hidden button has no accessible name, so it is found by tag here.
    const button = container.querySelector('button');
    expect(button).toHaveAttribute('aria-label', 'Volver arriba');
    expect(button).not.toBeVisible();
    scrollToY(200);
    expect(button).not.toBeVisible();
    scrollToY(900);
    expect(button).not.toBeVisible();
  });

  it('does appear past 300px when scrolling up, and hide again scrolling down or near the top', () => {
    renderWithLocale(<BackToTopButton />, 'en');
    scrollToY(1200);
    scrollToY(1000);
    expect(screen.getByRole('button', { name: 'Scroll back to top' })).toBeVisible();
    scrollToY(1100);
    expect(screen.queryByRole('button', { name: 'Scroll back to top' })).not.toBeInTheDocument();
    scrollToY(800);
    expect(screen.getByRole('button', { name: 'Scroll back to top' })).toBeVisible();
    scrollToY(250);
    expect(screen.queryByRole('button', { name: 'Scroll back to top' })).not.toBeInTheDocument();
  });

  it('does throttle scroll handling to one update per animation frame', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderWithLocale(<BackToTopButton />);
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 1000 });
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    expect(frames).toHaveLength(1);
  });

  it('does scroll smoothly to the top on click', async () => {
    const user = userEvent.setup();
    renderWithLocale(<BackToTopButton />);
    scrollToY(1200);
    scrollToY(1000);
    await user.click(screen.getByRole('button', { name: 'Volver arriba' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('does jump to the top instantly under reduced motion', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    renderWithLocale(<BackToTopButton />);
    scrollToY(1200);
    scrollToY(1000);
    await user.click(screen.getByRole('button', { name: 'Volver arriba' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
