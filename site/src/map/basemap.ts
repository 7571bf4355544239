/**
 * The map's coastlines and borders, shipped with the site: Natural Earth's countries
 * (world-atlas) and the Census Bureau's state lines (us-atlas), drawn once into SVG paths in
 * world pixels by d3-geo; the map scales them with a transform as it zooms. Coarse outlines
 * serve the world view; the finer coast loads once the map is zoomed in.
 */
import { useEffect, useState } from 'react';
import { geoMercator, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110Url from 'world-atlas/countries-110m.json?url';
import countries50Url from 'world-atlas/countries-50m.json?url';
import states10Url from 'us-atlas/states-10m.json?url';
import { WORLD_SIZE } from './view';

/**
 * The paths are drawn at this zoom (a world 4,096 px wide), with two decimals: fine enough that
 * at the closest zoom a coast is off by a few pixels at most, well within the data's own detail.
 */
export const BASEMAP_ZOOM = 4;
/** From this zoom on, the map draws the finer coast and the US state lines. */
export const DETAIL_ZOOM = 3.5;

export interface Basemap {
  land: string;
  borders: string;
}

const size = WORLD_SIZE * 2 ** BASEMAP_ZOOM;
const path = geoPath(
  geoMercator()
    .scale(size / (2 * Math.PI))
    .translate([size / 2, size / 2]),
).digits(2);

async function topology(url: string): Promise<Topology> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the map (${response.status}).`);
  return (await response.json()) as Topology;
}

async function coarse(): Promise<Basemap> {
  const world = await topology(countries110Url);
  const countries = world.objects.countries as GeometryCollection;
  return {
    land: path(feature(world, countries)) ?? '',
    borders: path(mesh(world, countries, (a, b) => a !== b)) ?? '',
  };
}

async function detailed(): Promise<Basemap> {
  const [world, states] = await Promise.all([topology(countries50Url), topology(states10Url)]);
  const countries = world.objects.countries as GeometryCollection;
  const stateLines = states.objects.states as GeometryCollection;
  return {
    land: path(feature(world, countries)) ?? '',
    borders: [
      path(mesh(world, countries, (a, b) => a !== b)),
      path(mesh(states, stateLines, (a, b) => a !== b)),
    ].join(''),
  };
}

const loads = new Map<'coarse' | 'detailed', Promise<Basemap>>();

/** The outlines for a zoom, each level loaded once per page. */
export function loadBasemap(level: 'coarse' | 'detailed'): Promise<Basemap> {
  let load = loads.get(level);
  if (!load) {
    load = level === 'coarse' ? coarse() : detailed();
    load.catch(() => loads.delete(level));
    loads.set(level, load);
  }
  return load;
}

/**
 * The outlines for the view's zoom as they load (the last loaded until the next arrives), and
 * whether a load failed; nothing is loaded while `skip` (a tile service draws the land instead).
 */
export function useBasemap(
  zoom: number,
  skip: boolean,
): { basemap: Basemap | null; failed: boolean } {
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  const [failed, setFailed] = useState(false);
  const level = zoom >= DETAIL_ZOOM ? 'detailed' : 'coarse';
  useEffect(() => {
    if (skip) return;
    let live = true;
    loadBasemap(level).then(
      (loaded) => live && setBasemap(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [level, skip]);
  return { basemap, failed };
}
