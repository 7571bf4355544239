import { formatDistance } from '@tides/widgets';
import { resolveUnits, usePreferences } from '../lib/preferences';
import { Link } from '../router/router';
import { GAUGE_WATER } from './about/facts';
import type { StationData } from './types';
import { Breadcrumbs } from './Breadcrumbs';
import { NearestStations } from './about/NearestStations';
import { StationFacts } from './about/StationFacts';
import { stationTitle } from './station-title';

/** '3 cm (1.2 in)': a few centimetres, in both units. */
function smallHeight(metres: number): string {
  const cm = Math.max(1, Math.round(metres * 100));
  const inches = (metres / 0.0254).toFixed(1);
  return `${cm} cm (${inches} in)`;
}

/**
 * The page at the address of a gauge the tide database lists but which has no tide worth the
 * name (a lake, a river above its tide, a sea with almost none): what it is, why it shows no
 * tides, and the nearest real tide stations.
 */
export function GaugePage({ station }: { station: StationData }) {
  const units = resolveUnits(usePreferences().units, station.state.us);
  const gauge = station.gauge;
  if (!gauge) return null;
  const title = stationTitle(station);
  const nearest = station.nearest[0];
  // Only a station on the same water (no land between, by the coastline) shares its water's tide.
  const sameWater = gauge.sameWater;
  return (
    <div className="container page station-pages station-page">
      <Breadcrumbs
        trail={
          station.state.stations > 0
            ? [
                ['Tide stations', '/tides'],
                [station.state.name, `/tides/${station.state.slug}`],
                [station.name, station.path],
              ]
            : [
                ['Tide stations', '/tides'],
                [station.name, station.path],
              ]
        }
      />
      <header className="page-header">
        <h1>{title}: Not a Tide Station</h1>
        <p className="lead">
          {station.name} is a water-level gauge on {GAUGE_WATER[gauge.water]}. The eight main tidal
          constituents of its harmonic constants (the Moon’s and Sun’s daily and twice-daily tides)
          add up to a tide of at most {smallHeight(gauge.greatestRangeM)} from lowest to highest.
          The water’s daily highs and lows there spread wider than that, and the datums measured
          from them{station.noaaId ? ' (NOAA’s among them)' : ''} with it, because wind, air
          pressure
          {gauge.water === 'coast' ? '' : ', river flow'} and the seasons move the water more than
          the tide does; so tide times and heights for it would mislead. We show no tides for it;
          search finds it by its name, as a gauge, and other stations’ nearest-station lists leave
          it out; the tide stations nearest to it are below.
        </p>
        {sameWater?.path ? (
          <p>
            The nearest tide station on the same water is{' '}
            <Link to={sameWater.path}>
              {sameWater.name}
              {sameWater.state ? `, ${sameWater.state}` : ''}
            </Link>
            , {formatDistance(sameWater.distanceKm, units)} away.
          </p>
        ) : nearest?.path ? (
          <p>
            No tide station near it is on the same water: the nearest,{' '}
            <Link to={nearest.path}>
              {nearest.name}
              {nearest.state ? `, ${nearest.state}` : ''}
            </Link>
            , {formatDistance(nearest.distanceKm, units)} away, is across land, and its tides are
            not this water’s.
          </p>
        ) : (
          <p>No tide station is near it.</p>
        )}
      </header>
      <div className="station-about">
        <section className="card" aria-labelledby="about-title">
          <h2 id="about-title">About This Gauge</h2>
          <StationFacts station={station} />
        </section>
        <NearestStations station={station} units={units} />
      </div>
    </div>
  );
}
