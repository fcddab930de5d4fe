import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAccountsTranslations } from '@/features/session/testing/accounts-i18n';
import { PasswordRequirements } from './password-requirements';

beforeAll(loadAccountsTranslations);

const item = (name: RegExp) => screen.getByText(name).closest('li');

describe('PasswordRequirements', () => {
  it('lists the rule and ticks each part the password meets', () => {
    const { rerender } = render(<PasswordRequirements password="" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(item(/At least 8 characters/)).toHaveAttribute('data-met', 'false');
    expect(item(/One capital letter/)).toHaveAttribute('data-met', 'false');
    expect(item(/One number/)).toHaveAttribute('data-met', 'false');

    rerender(<PasswordRequirements password="Abc" />);
    expect(item(/One capital letter/)).toHaveAttribute('data-met', 'true');
    expect(item(/One capital letter/)).toHaveTextContent('(done)');
    expect(item(/At least 8 characters/)).toHaveTextContent('(missing)');

    rerender(<PasswordRequirements password="Abcdefg1" />);
    for (const rule of [/At least 8 characters/, /One capital letter/, /One number/]) {
      expect(item(rule)).toHaveAttribute('data-met', 'true');
    }
  });
});
