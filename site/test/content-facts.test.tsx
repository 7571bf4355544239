/**
 * The facts the articles state, checked against what is true: each page says the corrected
 * figure, and no page anywhere repeats the old mistake.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Site } from './site';
import { staticRoutes } from '../src/routes';

const routes = await staticRoutes();

function pageText(path: string): string {
  const html = renderToString(<Site url={path} />);
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  return (doc.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');
}

const everyPage = routes.map((route) => [route.path, pageText(route.path)] as const);

function pagesSaying(pattern: RegExp): string[] {
  return everyPage.filter(([, text]) => pattern.test(text)).map(([path]) => path);
}

describe('the articles', () => {
  describe('on the datum predictions are measured from', () => {
    it('say heights are relative to the 1983–2001 National Tidal Datum Epoch', () => {
      expect(pageText('/tide-resources/tide-tables')).toMatch(
        /1983–2001 National Tidal Datum Epoch/,
      );
    });
    it("never say predictions assume today's sea level", () => {
      expect(pagesSaying(/today's mean sea level/i)).toEqual([]);
    });
  });

  describe('on the dates a visitor can look up', () => {
    it('promise no past date the search cannot give', () => {
      expect(pagesSaying(/past or future|any date you choose|for any (date|day),/i)).toEqual([]);
    });
    it('say the search runs from yesterday onward', () => {
      expect(pageText('/tide-resources/moon-phase-calendar')).toMatch(
        /yesterday, today or any day ahead/,
      );
    });
  });

  describe('on the seasonal cycle', () => {
    it('say predictions include the average seasonal cycle through Sa and Ssa', () => {
      expect(pagesSaying(/\bSa\b.*\bSsa\b/)).toEqual(
        expect.arrayContaining([
          '/tidal-effects/seasonal-tidal-changes',
          '/tidal-effects/tidal-prediction-technology',
        ]),
      );
    });
  });

  describe('on air pressure', () => {
    it('put 34 millibars at about 13 inches, not a foot', () => {
      expect(pageText('/tidal-effects/atmospheric-pressure-and-tides')).toContain(
        '34 millibars is worth about 34 centimeters, or 13 inches',
      );
      expect(pagesSaying(/34 millibars is worth about a foot/)).toEqual([]);
    });
  });

  describe("on the Bay of Fundy's resonance", () => {
    it('give its natural period as about 13.3 hours wherever they give one', () => {
      const naming = pagesSaying(/natural (sloshing )?period|sloshes back and forth with a period/);
      expect(naming.length).toBeGreaterThanOrEqual(3);
      for (const path of naming) {
        expect(everyPage.find(([p]) => p === path)?.[1], path).toContain('13.3 hours');
      }
    });
  });

  describe('on grunion', () => {
    it('give the closure as CDFW publishes it: April and May are observation only', () => {
      expect(pageText('/tidal-effects/spawning-and-tidal-cycles')).toMatch(
        /March through August, and April and May, the peak of spawning, are observation only/,
      );
    });
  });

  describe('on perigee', () => {
    it('say perigee raises the tidal force by about 18–25 percent, not the water by a fifth', () => {
      expect(pageText('/education/moons-influence')).toContain('about 18 to 25 percent stronger');
      expect(pagesSaying(/a fifth of the moon's tidal force/)).toEqual([]);
    });
  });

  describe('on minus tides', () => {
    it('say about half of daily lower lows fall below MLLW, not that they are unusual', () => {
      expect(pageText('/learn')).toContain('about half of all lower lows fall below zero');
      expect(pagesSaying(/negative height means an unusually low tide/)).toEqual([]);
    });
  });
  describe('on what the site covers', () => {
    it('never say the site lacks current predictions, or covers only the US', () => {
      expect(
        pagesSaying(
          /does not include tidal current stations|not current predictions|coastal locations around the US|any US coastal location/i,
        ),
      ).toEqual([]);
    });
    it('send the currents guide to the current stations, and say how many there are', () => {
      const guide = renderToString(<Site url="/learn/tidal-currents" />);
      expect(guide).toMatch(/<a [^>]*href="\/tides"[^>]*>Find Current Stations<\/a>/);
      expect(pageText('/learn/tidal-currents')).toMatch(/NOAA's 2,561 tidal current stations/);
      expect(pageText('/tide-resources/tide-tables')).toMatch(/2,561 tidal current stations/);
    });
    it('say what the accuracy figures were measured on', () => {
      expect(pageText('/tide-resources/tide-tables')).toMatch(
        /2025–2027 tables for the reference stations we test \(1,585 highs and lows\)/,
      );
      expect(pageText('/learn/tidal-currents')).toMatch(
        /16 stations we test \(394 slacks and maxima\)/,
      );
    });
  });
});
