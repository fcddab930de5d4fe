import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { apiError, fakeApi } from '../../common/testing/fake-api';
import { StatisticsTab } from './statistics-tab';

const stats = {
  registeredUsers: 1234,
  totalProducts: 336,
  availableAgents: 3,
  agentDistribution: [
    { name: 'Superbuy', users: 5 },
    { name: null, users: 7 },
  ],
  productViews: 250,
  purchaseClicks: 75,
  conversionRate: 30,
  daily: [{ date: '2025-02-10', views: 4, clicks: 1 }],
};

// Charts measure their box, which jsdom does not lay out: Recharts warns about a 0×0 size.
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => vi.unstubAllGlobals());

const metric = (label: string) =>
  within(screen.getByRole('region', { name: 'Key Metrics' }))
    .getByText(label)
    .closest('div')
    ?.querySelector('dd')?.textContent;

describe('StatisticsTab', () => {
  it('shows the numbers of GET /api/stats', async () => {
    fakeApi(() => ({ body: stats }));
    renderWithRouter([{ path: '/', element: <StatisticsTab /> }]);
    expect(screen.getByText('Loading statistics...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Key Metrics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Platform Statistics' })).toBeInTheDocument();
    expect(metric('Registered Users')).toBe('1,234');
    expect(metric('Total Products')).toBe('336');
    expect(metric('Available Agents')).toBe('3');
    expect(metric('Conversion Rate')).toBe('30%');
    expect(screen.getByText('Conversion rate: 30%')).toBeInTheDocument();

    const agents = screen.getByRole('region', { name: 'Agent Distribution' });
    expect(within(agents).getByText('Superbuy')).toBeInTheDocument();
    expect(within(agents).getByText('No Agent')).toBeInTheDocument();
    const interactions = screen.getByRole('region', { name: 'User Interactions' });
    expect(within(interactions).getByText('Product Clicks')).toBeInTheDocument();
    expect(within(interactions).getByText('250')).toBeInTheDocument();
    expect(within(interactions).getByText('Purchase Clicks')).toBeInTheDocument();
  });

  it('says how views and Buy clicks are counted', async () => {
    fakeApi(() => ({ body: stats }));
    renderWithRouter([{ path: '/', element: <StatisticsTab /> }]);
    expect(
      await screen.findByText(
        'How we count: one view per product and visitor every 30 minutes (a visitor who is not ' +
          'signed in is their network address), one Buy click per ' +
          'account and product every 24 hours. Crawlers, scripts and requests that do not come ' +
          'from the site in a browser are not counted.',
      ),
    ).toBeInTheDocument();
  });

  it('leaves the agent distribution out when there are no agents', async () => {
    fakeApi(() => ({ body: { ...stats, availableAgents: 0, agentDistribution: [] } }));
    renderWithRouter([{ path: '/', element: <StatisticsTab /> }]);
    await screen.findByRole('heading', { name: 'Key Metrics' });
    expect(screen.queryByRole('region', { name: 'Agent Distribution' })).not.toBeInTheDocument();
  });

  it('shows the failure text above the cards', async () => {
    fakeApi(() => apiError(403, 'forbidden'));
    renderWithRouter([{ path: '/', element: <StatisticsTab /> }]);
    expect(
      await screen.findByText('Failed to load statistics data. Please try again later.'),
    ).toBeInTheDocument();
    expect(metric('Registered Users')).toBe('—');
  });
});
