import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialOf } from '@/components/ui/avatar';

describe('Avatar', () => {
  it('shows the picture with the name as its alt text', () => {
    render(<Avatar name="Grace Hopper" src="https://example.com/grace.png" />);
    const picture = screen.getByRole('img', { name: 'Grace Hopper' });
    expect(picture.tagName).toBe('IMG');
    expect(picture).toHaveAttribute('src', 'https://example.com/grace.png');
  });

  it('shows the initial in a circle without a picture', () => {
    render(<Avatar name="grace" src="" />);
    const initial = screen.getByRole('img', { name: 'grace' });
    expect(initial.tagName).toBe('SPAN');
    expect(initial).toHaveTextContent('G');
    expect(initial).toHaveClass('rounded-full');
  });

  it('falls back to the initial when the picture fails to load', () => {
    render(<Avatar name="Grace" src="https://example.com/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Grace' }));
    expect(screen.getByRole('img', { name: 'Grace' })).toHaveTextContent('G');
  });
});

describe('initialOf', () => {
  it('takes the first letter, keeping characters outside the BMP whole', () => {
    expect(initialOf('  émile')).toBe('É');
    expect(initialOf('𝒜lice')).toBe('𝒜');
    expect(initialOf('   ')).toBe('?');
  });
});
