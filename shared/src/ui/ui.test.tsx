import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Button } from './button.js';
import { Card } from './card.js';
import { EmptyState } from './empty-state.js';
import { PageHeading } from './page-heading.js';
import { Select } from './select.js';
import { Spinner } from './spinner.js';
import { NavTabs, Tabs } from './tabs.js';
import { TextArea, TextInput } from './text-input.js';

describe('Button', () => {
  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });

    await userEvent.click(button);

    expect(button).toHaveAttribute('type', 'button');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while working', async () => {
    const onClick = jest.fn();
    render(
      <Button type="submit" busy onClick={onClick}>
        Sending
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending' });

    await userEvent.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('TextInput and TextArea', () => {
  it('labels the input and links the hint', () => {
    render(<TextInput label="Email" hint="We reply here" name="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });

    expect(input).toHaveAccessibleDescription('We reply here');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows an inline error, marks the input invalid and describes it with hint and error', () => {
    render(<TextInput label="Name" hint="As on your ID" error="Enter your name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your ID Enter your name');
  });

  it('marks optional fields in the label', () => {
    render(<TextInput label="Phone" optional />);

    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toBeInTheDocument();
  });

  it('passes typing and refs through', async () => {
    const ref = { current: null as HTMLTextAreaElement | null };
    render(<TextArea label="Message" ref={ref} error="Too short" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });

    await userEvent.type(textarea, 'Hello');

    expect(ref.current).toBe(textarea);
    expect(textarea).toHaveValue('Hello');
    expect(textarea).toHaveAccessibleDescription('Too short');
  });
});

describe('Select', () => {
  it('offers the placeholder and the options, and reports the choice', async () => {
    const onChange = jest.fn();
    render(
      <Select
        label="State"
        placeholder="Choose a state"
        options={[
          { value: 'Lagos', label: 'Lagos' },
          { value: 'Kano', label: 'Kano' },
        ]}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });

    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a state',
      'Lagos',
      'Kano',
    ]);
    await userEvent.selectOptions(select, 'Kano');
    expect(onChange).toHaveBeenCalledWith('Kano');
  });
});

describe('Tabs', () => {
  const tabs = [
    { id: 'a', label: 'Ongoing', content: <p>Ongoing jobs</p> },
    { id: 'b', label: 'Upcoming', content: <p>Upcoming jobs</p> },
    { id: 'c', label: 'Completed', content: <p>Completed jobs</p> },
  ];

  it('shows one panel, and moves with arrow keys, Home and End', async () => {
    render(<Tabs label="Requests" tabs={tabs} />);
    const [first, second, third] = screen.getAllByRole('tab');

    expect(screen.getByRole('tablist', { name: 'Requests' })).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Ongoing' })).toHaveTextContent('Ongoing jobs');

    await userEvent.click(first!);
    await userEvent.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent('Upcoming jobs');

    await userEvent.keyboard('{End}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(third).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '-1');
  });

  it('NavTabs marks the current page', () => {
    render(
      <MemoryRouter initialEntries={['/manage/upcoming']}>
        <NavTabs
          label="Request status"
          links={[
            { to: '/manage/ongoing', label: 'Ongoing' },
            { to: '/manage/upcoming', label: 'Upcoming' },
          ]}
        />
      </MemoryRouter>,
    );

    expect(screen.getByRole('navigation', { name: 'Request status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Ongoing' })).not.toHaveAttribute('aria-current');
  });
});

describe('PageHeading, Card, EmptyState, Spinner', () => {
  it('renders the h1 and names the document', () => {
    render(<PageHeading title="Sign in" description="Use your email and password." />);

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Use your email and password.')).toBeInTheDocument();
    expect(document.title).toBe('Sign in · Aboki');
  });

  it('lets the document title differ from the h1', () => {
    render(<PageHeading title="Trusted help" documentTitle="Home" />);

    expect(document.title).toBe('Home · Aboki');
  });

  it('renders a card as the element asked for', () => {
    render(
      <Card as="section" aria-label="Plumbing">
        Pipes
      </Card>,
    );

    expect(screen.getByRole('region', { name: 'Plumbing' })).toHaveTextContent('Pipes');
  });

  it('announces failures in an empty state', () => {
    render(
      <EmptyState
        role="alert"
        title="Could not load services"
        description="Try again"
        action={<button>Retry</button>}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Could not load services');
    expect(screen.getByRole('heading', { level: 2, name: 'Could not load services' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('gives a labelled spinner a status role', () => {
    render(<Spinner label="Loading services…" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading services…');
  });
});
