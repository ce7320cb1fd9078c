import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithApp } from '../../test/render';
import { TextField } from './controlled';
import { FormError, SubmitButton, useServerSubmit } from './FormKit';
import { FieldNamespace } from './messages';
import { fieldPaths, matchFieldPath } from './server-errors';

const schema = z.object({
  street: z.string().min(2, { error: 'validation.street' }),
  start_date: z.string(),
});

function badInput(fields: Record<string, string>) {
  return new CombinedGraphQLErrors({
    errors: [{ message: 'Bad input', extensions: { code: 'BAD_USER_INPUT', fields } }],
  });
}

function AddressForm({ action }: { action: () => Promise<unknown> }) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { street: '', start_date: '' },
  });
  const submit = useServerSubmit(form, action);
  return (
    <FieldNamespace.Provider value="listings">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField control={form.control} name="street" label="Street" />
        <TextField control={form.control} name="start_date" label="Start" />
        <FormError control={form.control} />
        <SubmitButton control={form.control}>Save</SubmitButton>
      </form>
    </FieldNamespace.Provider>
  );
}

describe('form kit', () => {
  it("translates zod's keys in the form's namespace and ties them to the field", async () => {
    const user = userEvent.setup();
    await renderWithApp(<AddressForm action={async () => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const street = screen.getByLabelText('Street');
    await waitFor(() =>
      expect(street).toHaveAccessibleDescription('Enter the street name (2 to 100 characters).'),
    );
    expect(street).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the graph's BAD_USER_INPUT field errors on their fields, others on the form", async () => {
    const user = userEvent.setup();
    const answers = [
      badInput({ 'input.startDate': 'validation.date' }),
      new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'FORBIDDEN' } }] }),
    ];
    await renderWithApp(<AddressForm action={() => Promise.reject(answers.shift())} />);
    await user.type(screen.getByLabelText('Street'), 'Laugavegur');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Start')).toHaveAccessibleDescription(
        'Enter a valid date as day.month.year.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  });

  it('matches server paths to form fields by their longest tail, in either case', () => {
    const names = fieldPaths({ start_date: '', employer: { name: '' }, answers: [{ answer: '' }] });
    expect(names).toEqual([
      'start_date',
      'employer',
      'employer.name',
      'answers',
      'answers.0',
      'answers.0.answer',
    ]);
    expect(matchFieldPath('input.startDate', names)).toBe('start_date');
    expect(matchFieldPath('input.employer.name', names)).toBe('employer.name');
    expect(matchFieldPath('input.unknown', names)).toBeNull();
  });
});
