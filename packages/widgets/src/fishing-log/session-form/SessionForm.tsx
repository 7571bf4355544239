/**
 * The form that logs a session or edits one: station, day, start and end, the catches one row
 * each, and notes. On save it looks the conditions of the start (and the end's instant) up from
 * the station's tide data, and says in the log's words what stops it.
 */
import * as React from 'react';
import type { TideClient } from '../../client.ts';
import type { HeightUnits } from '../../types.ts';
import type { FishingSessionDraft } from '../data/account-data.ts';
import { CatchFields } from './CatchFields.tsx';
import { lookUpConditions } from '../data/conditions.ts';
import type { FishingLogStation } from '../FishingLog.tsx';
import type { FishingLogLabels } from '../labels.ts';
import { EMPTY_CATCH, readCatches, type CatchRow, type Draft } from './session-draft.ts';

/** A station among the form's choices. */
const stationOption = (station: FishingLogStation) => (
  <option key={station.id} value={station.id}>
    {station.name}
  </option>
);

export function SessionForm({
  initial,
  stations,
  tides,
  units,
  labels,
  onSave,
  onCancel,
}: {
  initial: Draft;
  stations: FishingLogStation[];
  tides: TideClient;
  units: HeightUnits;
  labels: FishingLogLabels;
  onSave: (draft: FishingSessionDraft) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = React.useState(initial);
  const [error, setError] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);
  const id = React.useId();
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const updateCatch = (index: number, change: Partial<CatchRow>) =>
    update({
      catches: draft.catches.map((row, i) => (i === index ? { ...row, ...change } : row)),
    });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!draft.stationId) return setError(labels.chooseStation);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) return setError(labels.enterDate);
    if (!/^\d{2}:\d{2}$/.test(draft.start)) return setError(labels.enterStart);
    if (draft.end && draft.end < draft.start) return setError(labels.endBeforeStart);
    const catches = readCatches(draft.catches, units, labels);
    if (typeof catches === 'string') return setError(catches);
    setError(null);
    setSaving(true);
    try {
      const start = await lookUpConditions(tides, draft.stationId, draft.date, draft.start);
      if (!start.ok) return setError(labels.conditionsProblem(start.problem));
      let endedAt: string | null = null;
      if (draft.end) {
        const end = await lookUpConditions(tides, draft.stationId, draft.date, draft.end);
        if (!end.ok) return setError(labels.conditionsProblem(end.problem));
        endedAt = end.startedAt;
      }
      await onSave({
        stationId: draft.stationId,
        startedAt: start.startedAt,
        endedAt,
        notes: draft.notes.trim(),
        catches,
        conditions: start.conditions,
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : labels.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  /** The day, start or end: a labelled date or time box. */
  const timeField = (key: 'date' | 'start' | 'end', label: string, type: 'date' | 'time') => (
    <div className="tides-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type={type}
        value={draft[key]}
        onChange={(event) => update({ [key]: event.target.value })}
      />
    </div>
  );

  return (
    <form className="tides-fishing-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="tides-field">
        <label htmlFor={`${id}-station`}>{labels.station}</label>
        <select
          id={`${id}-station`}
          value={draft.stationId}
          onChange={(event) => update({ stationId: event.target.value })}
        >
          {stations.map(stationOption)}
        </select>
      </div>
      <div className="tides-fishing-times">
        {timeField('date', labels.date, 'date')}
        {timeField('start', labels.started, 'time')}
        {timeField('end', labels.ended, 'time')}
      </div>
      <fieldset className="tides-fishing-catches">
        <legend>{labels.catches}</legend>
        {draft.catches.length === 0 ? <p>{labels.noCatches}</p> : null}
        {draft.catches.map((row, index) => (
          <CatchFields
            key={index}
            row={row}
            number={index + 1}
            units={units}
            labels={labels}
            onChange={(change) => updateCatch(index, change)}
            onRemove={() => update({ catches: draft.catches.filter((_, i) => i !== index) })}
          />
        ))}
        <button
          type="button"
          className="tides-button tides-button-outline"
          onClick={() => update({ catches: [...draft.catches, EMPTY_CATCH] })}
        >
          {labels.addCatch}
        </button>
      </fieldset>
      <div className="tides-field">
        <label htmlFor={`${id}-notes`}>{labels.notes}</label>
        <textarea
          id={`${id}-notes`}
          maxLength={4000}
          rows={3}
          value={draft.notes}
          onChange={(event) => update({ notes: event.target.value })}
        />
      </div>
      {error ? (
        <p className="tides-fishing-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="tides-fishing-actions">
        <button type="submit" className="tides-button" disabled={saving}>
          {saving ? labels.saving : labels.saveSession}
        </button>
        <button type="button" className="tides-button tides-button-outline" onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </form>
  );
}
