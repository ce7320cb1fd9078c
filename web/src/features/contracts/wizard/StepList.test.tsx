import { CONTRACT_STEPS } from '@leiga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { StepList, WIZARD_STEPS } from './StepList';

const validSteps = CONTRACT_STEPS.map((stepName) => ({
  stepName,
  isValid: ['property', 'period', 'house-rules'].includes(stepName),
}));

describe('StepList', () => {
  it('links every step in order, preview last, checks the complete ones and marks the current one', async () => {
    await renderWithApp(<StepList contractId="7" validSteps={validSteps} current="period" />);
    const nav = screen.getByRole('navigation', { name: 'Contract steps' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      WIZARD_STEPS.map((s) => `/en/rental-contracts/7/edit/${s}`),
    );
    expect(links.at(-1)).toHaveAccessibleName('Review and sign (incomplete)');
    expect(links[0]).toHaveAccessibleName('Property (complete)');
    expect(links[2]).toHaveAttribute('aria-current', 'step');
    expect(links.filter((l) => l.dataset.complete === 'true')).toHaveLength(3);
    expect(within(nav).getByText('3 of 11 steps complete')).toBeInTheDocument();
  });

  it('moves between the steps with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    await renderWithApp(<StepList contractId="7" validSteps={validSteps} current="property" />);
    const links = screen.getAllByRole('link');
    await user.tab();
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
  });

  it('names the steps in Icelandic by default', async () => {
    await renderWithApp(<StepList contractId="7" validSteps={validSteps} current="period" />, {
      locale: 'is',
    });
    expect(screen.getByRole('link', { name: 'Leigutími (lokið)' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Yfirlit og undirritun (ólokið)' }),
    ).toBeInTheDocument();
  });
});
