import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { DECEPTION_PASS_MORNING } from '../../test/currents.ts';
import { createFakeTideClient } from '../../test/fake-client.ts';
import type { TideClient } from '../client.ts';
import { StationCurrents } from './StationCurrents.tsx';

describe('StationCurrents', () => {
  describe('while the currents are looked up', () => {
    it('says so', async () => {
      const client = createFakeTideClient({ currents: 'pending' });
      const { container } = render(
        <StationCurrents client={client} station="PUG1701" date="2026-06-01" />,
      );

      expect(screen.getByRole('status')).toHaveTextContent('Getting currents…');
      expect(container.firstChild).toHaveAttribute('data-state', 'loading');
      await expectNoAxeViolations(container);
    });
  });

  describe('once they arrive', () => {
    it('shows the card, asked for by station id and day, with the day after for what comes next', async () => {
      const client = createFakeTideClient();
      const onResults = vi.fn();
      const { container } = render(
        <StationCurrents
          client={client}
          station="PUG1701"
          date="2026-06-01"
          now={DECEPTION_PASS_MORNING}
          onResults={onResults}
        />,
      );

      expect(
        await screen.findByRole('article', { name: 'Deception Pass (Narrows), WA' }),
      ).toBeInTheDocument();
      expect(container.firstChild).toHaveAttribute('data-state', 'ready');
      expect(client.currentRequests).toEqual([
        { locationId: 'noaa/PUG1701', date: '2026-06-01', days: 2 },
      ]);
      expect(onResults).toHaveBeenCalledOnce();
      await expectNoAxeViolations(container);
    });

    it('asks for every day it shows, and the day after, in one request', async () => {
      const client = createFakeTideClient();
      render(<StationCurrents client={client} station="noaa/PUG1701" date="2026-06-01" days={2} />);

      expect(await screen.findByRole('list', { name: 'Days of currents' })).toBeInTheDocument();
      expect(client.currentRequests).toEqual([
        { locationId: 'noaa/PUG1701', date: '2026-06-01', days: 3 },
      ]);
    });
  });

  describe('when the lookup fails', () => {
    it('says why, in the backend’s words', async () => {
      const client = createFakeTideClient({ currents: 'response-error' });
      const onError = vi.fn();
      const { container } = render(
        <StationCurrents client={client} station="PUG9999" date="2026-06-01" onError={onError} />,
      );

      expect(await screen.findByText('Current data error')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'No tide predictions are available for this station.',
      );
      expect(container.firstChild).toHaveAttribute('data-state', 'error');
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'response' }));
      await expectNoAxeViolations(container);
    });

    it('says the connection failed when the client throws', async () => {
      render(
        <StationCurrents
          client={createFakeTideClient({ currents: 'exception' })}
          station="PUG1701"
          date="2026-06-01"
        />,
      );

      expect(await screen.findByText('Connection error')).toBeInTheDocument();
    });

    it('says there are no currents when the client has none to give', async () => {
      const client: TideClient = {
        searchLocations: async () => [],
        getTides: async () => ({ kind: 'empty' }),
      };
      render(<StationCurrents client={client} station="PUG1701" date="2026-06-01" />);

      expect(await screen.findByText('No currents here')).toBeInTheDocument();
    });
  });
});
