import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { MoonCard } from './MoonCard.tsx';

function litPart(container: HTMLElement) {
  return container.querySelector('[data-slot="moon-lit"]');
}

describe('MoonCard', () => {
  describe('for a waning crescent', () => {
    it('shows the phase and illumination, with a described drawing lit on the left', async () => {
      const { container } = render(
        <MoonCard phase="Waning Crescent" illumination="16%" phaseAngle={313} />,
      );

      const card = screen.getByRole('article', { name: 'Moon Phase' });
      expect(card).toHaveTextContent('Waning Crescent');
      expect(card).toHaveTextContent('Illumination16%');
      expect(
        screen.getByRole('img', { name: 'Waning Crescent, 16% illuminated' }),
      ).toBeInTheDocument();
      expect(card).toHaveAttribute('data-trend', 'waning');
      expect(litPart(container)?.tagName).toBe('path');
      await expectNoAxeViolations(container);
    });
  });

  describe('for a waxing gibbous known only by name', () => {
    it('reads the trend from the name', () => {
      render(<MoonCard phase="Waxing Gibbous" illumination="87%" />);

      expect(screen.getByRole('article', { name: 'Moon Phase' })).toHaveAttribute(
        'data-trend',
        'waxing',
      );
    });
  });

  describe('for a full moon', () => {
    it('lights the whole disc', () => {
      const { container } = render(<MoonCard phase="Full Moon" illumination="100%" />);

      expect(litPart(container)?.tagName).toBe('circle');
    });
  });

  describe('for a new moon', () => {
    it('lights nothing', () => {
      const { container } = render(<MoonCard phase="New Moon" illumination="0%" />);

      expect(litPart(container)).not.toBeInTheDocument();
    });
  });

  it('starts its heading at the level it is given', () => {
    render(<MoonCard phase="Full Moon" illumination="100%" headingLevel={2} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Moon Phase' })).toBeInTheDocument();
  });
});
