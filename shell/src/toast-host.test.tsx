import { render, screen } from '@testing-library/react';
import { notifyError, notifySuccess } from 'shared';
import { ToastHost } from './toast-host.js';

describe('ToastHost', () => {
  it('mounts the one container when the first notification loads react-toastify, top-right', async () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();

    void notifySuccess('Logged in successfully!');
    void notifyError('Login failed');

    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(document.querySelectorAll('.Toastify__toast-container')).toHaveLength(1);
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });
});
