import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Balance from '../src/layout/header/Balance.tsx';
import { useUserStore } from '../src/stores/user.ts';

afterEach(() => {
  useUserStore.setState({ roles: [], money: null });
});

describe('navbar balance', () => {
  it('shows a seller its balance with separators and follows store refreshes', () => {
    useUserStore.setState({ roles: ['common'], money: '20000.00' });
    render(<Balance />);
    expect(screen.getByText('¥20,000.00')).toBeTruthy();
    act(() => useUserStore.setState({ money: '17829.40' }));
    expect(screen.getByText('¥17,829.40')).toBeTruthy();
  });

  it('marks debt', () => {
    useUserStore.setState({ roles: ['zi'], money: '-12.50' });
    const { container } = render(<Balance />);
    expect(screen.getByText('¥-12.50')).toBeTruthy();
    expect(container.querySelector('[data-negative]')).not.toBeNull();
  });

  it('is absent for staff and administrators', () => {
    useUserStore.setState({ roles: ['admin'], money: '0.00' });
    const { container } = render(<Balance />);
    expect(container.textContent).toBe('');
  });
});
