import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDashboardTranslations } from '@/testing/fixtures';
import { ImportProgress } from './import-progress';

describe('ImportProgress', () => {
  beforeAll(loadDashboardTranslations);

  it('names each phase with its own count', () => {
    const { rerender } = render(
      <ImportProgress progress={{ phase: 'rows', done: 250, total: 5000 }} />,
    );
    expect(screen.getByText('Checking rows: 250 of 5,000')).toBeInTheDocument();
    rerender(<ImportProgress progress={{ phase: 'images', done: 50, total: 50 }} />);
    expect(screen.getByText('Processing images: 50 of 50')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ImportProgress progress={{ phase: 'products', done: 100, total: 5000 }} />);
    expect(screen.getByText('Creating products: 100 of 5,000')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  });
});
