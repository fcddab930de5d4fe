import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '@/components/ui/app-toaster';
import { toast } from './toast';

describe('toast', () => {
  it('mounts the toaster and shows a toast raised before it was there', async () => {
    render(<AppToaster />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    toast.success('Product was added to favorites!');
    toast.error('Failed to generate the buy link.', { description: 'Try again later' });

    expect(await screen.findByText('Product was added to favorites!')).toBeInTheDocument();
    expect(await screen.findByText('Failed to generate the buy link.')).toBeInTheDocument();
    expect(screen.getByText('Try again later')).toBeInTheDocument();
  });
});
