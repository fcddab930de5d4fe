import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Example() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Sections"
      value={value}
      onChange={setValue}
      tabs={[
        { id: 'a', label: 'Alpha' },
        { id: 'b', label: 'Beta' },
        { id: 'c', label: 'Gamma' },
      ]}
    >
      <p>Panel {value}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a tab list: click, arrows, Home and End select; one tab stop', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Beta')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('Panel a');

    await user.click(tab('Beta'));
    expect(screen.getByRole('tabpanel', { name: 'Beta' })).toHaveTextContent('Panel b');
    await user.keyboard('{ArrowRight}');
    expect(tab('Gamma')).toHaveFocus();
    expect(tab('Gamma')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Gamma')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Alpha')).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel c');
  });
});
