import { act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { notifyError, notifyInfo, notifySuccess, whenToastifyLoaded } from './toast.js';

describe('toast helpers', () => {
  it('show success, error and info toasts in the one container', async () => {
    render(<ToastContainer position="top-right" autoClose={2000} />);

    await act(async () => {
      await Promise.all([
        notifySuccess('Logged in successfully!'),
        notifyError('Login failed'),
        notifyInfo('Registration successful! Please verify your email.', 3000),
      ]);
    });

    // Each toast of its own type: the text alone would pass with every toast raised as success.
    const toastOf = (text: string) => screen.getByText(text).closest('.Toastify__toast');
    await screen.findByText('Logged in successfully!');
    expect(toastOf('Logged in successfully!')).toHaveClass('Toastify__toast--success');
    expect(toastOf('Login failed')).toHaveClass('Toastify__toast--error');
    expect(toastOf('Registration successful! Please verify your email.')).toHaveClass(
      'Toastify__toast--info',
    );
  });

  it('tells a late subscriber at once that react-toastify is loaded', async () => {
    await notifyInfo('warm up');
    const seen: unknown[] = [];

    whenToastifyLoaded((module) => seen.push(module.toast));

    expect(seen).toHaveLength(1);
    expect(typeof seen[0]).toBe('function');
  });
});
