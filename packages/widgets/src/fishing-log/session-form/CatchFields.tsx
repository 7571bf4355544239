/**
 * One catch's row in the session form: species, count, length and weight in the shown units,
 * and whether it was released, with the button that removes it.
 */
import type { HeightUnits } from '../../types.ts';
import { catchUnits } from '../data/catch-units.ts';
import type { FishingLogLabels } from '../labels.ts';
import { MAX_CATCH_COUNT, type CatchRow } from './session-draft.ts';

export function CatchFields({
  row,
  number,
  units,
  labels,
  onChange,
  onRemove,
}: {
  row: CatchRow;
  /** Its place in the form, from 1. */
  number: number;
  units: HeightUnits;
  labels: FishingLogLabels;
  onChange: (change: Partial<CatchRow>) => void;
  onRemove: () => void;
}) {
  const shown = catchUnits(units);
  /** The length or weight box, as typed in the shown units. */
  const sizeField = (field: 'length' | 'weight', label: string) => (
    <label>
      {label}
      <input
        type="number"
        min={0}
        step="any"
        value={row[field]}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
    </label>
  );
  return (
    <div className="tides-fishing-catch" role="group" aria-label={labels.catchNumber(number)}>
      <label>
        {labels.species}
        <input
          value={row.species}
          maxLength={80}
          onChange={(event) => onChange({ species: event.target.value })}
        />
      </label>
      <label>
        {labels.count}
        <input
          type="number"
          min={1}
          max={MAX_CATCH_COUNT}
          value={row.count}
          onChange={(event) => onChange({ count: event.target.value })}
        />
      </label>
      {sizeField('length', labels.length(shown.length))}
      {sizeField('weight', labels.weight(shown.weight))}
      <label className="tides-fishing-released">
        <input
          type="checkbox"
          checked={row.released}
          onChange={(event) => onChange({ released: event.target.checked })}
        />
        {labels.released}
      </label>
      <button type="button" className="tides-button tides-button-quiet" onClick={onRemove}>
        {labels.removeCatch(number)}
      </button>
    </div>
  );
}
